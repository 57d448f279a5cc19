/** Site-wide constants that copy on both sides relies on. */
export const PRODUCT_NAME = 'Syl';
export const DEMO_DASHBOARD_PATH = '/demo/3fa7d6';
export const TERMS_UPDATED = 'March 11, 2025';
/** The element a student's dashboard page carries its data in, read before the first render. */
export const DASHBOARD_DATA_ELEMENT = 'syl-dashboard-data';
/** The dashboard's service worker, served with `no-cache` so a new build reaches phones at once. */
export const SERVICE_WORKER_PATH = '/dashboard-sw.js';
