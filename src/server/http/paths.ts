/** What kind of thing a request path asks for; the URL may carry a query string. */

/** JSON endpoints: the REST-compatible `/api/*` routes and the tRPC router. */
export const isApiPath = (url: string) => /^\/(api|trpc)(\/|\?|$)/.test(url);

/** Hashed assets, images and other static files: shared and cacheable, never tied to a visitor. */
export const isAssetPath = (url: string) => /^\/(assets|images|fonts)\//.test(url) || /\.(ico|png|svg|webp|jpg|mp4|webm|txt|xml)$/.test(url.split('?')[0]!);

/** The calendar feed: fetched by calendar apps, which keep no cookies and never render it as a page. */
export const isFeedPath = (url: string) => url.startsWith('/calendar/');

/**
 * RFC 8058 one-click unsubscribe: mail programs POST it from their own servers, with no cookie and no
 * Origin of ours, many students' unsubscribes from one address; the token in the path alone authorises it.
 */
export const isOneClickUnsubscribePath = (url: string) => /^\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]+\/?(\?|$)/.test(url);
