/** Contact address for every support link (config SUPPORT_EMAIL). */
export const SUPPORT_EMAIL: string = __SYL_SUPPORT_EMAIL__;
/** Where the fall page's large-screen buy button goes (config FALL_FORM_URL). */
export const FALL_FORM_URL: string = __SYL_FALL_FORM_URL__;
