/** Defined by vite.config.ts from the server config at build time. */
declare const __SYL_SUPPORT_EMAIL__: string;
declare const __SYL_FALL_FORM_URL__: string;
