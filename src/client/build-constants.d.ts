/** Defined by vite.config.ts from the server config at build time. */
declare const __SYL_SUPPORT_EMAIL__: string;
declare const __SYL_FALL_FORM_URL__: string;
/** This build's id (scripts/build.ts; "dev" otherwise): names the offline caches, so a new build never reads an older one's. */
declare const __SYL_BUILD__: string;
