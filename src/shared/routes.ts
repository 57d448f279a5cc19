/**
 * Every page route of the site. The client renders from this table and the server uses it to tell a
 * page (200) from an unknown path (404). Paths are matched without their trailing slash.
 */
export const ROUTES = [
  { page: 'home', pattern: '/' },
  { page: 'campusHome', pattern: '/home' },
  { page: 'campusHome', pattern: '/syl-home' },
  { page: 'summer', pattern: '/summer' },
  { page: 'upload', pattern: '/upload' },
  { page: 'uploadLink', pattern: '/upload/:token' },
  { page: 'demo', pattern: '/demo/3fa7d6' },
  { page: 'about', pattern: '/about-us' },
  { page: 'howItWorks', pattern: '/how-it-works' },
  { page: 'fall', pattern: '/fall' },
  { page: 'thankYou', pattern: '/thank-you' },
  { page: 'paymentSuccess', pattern: '/payment/success' },
  { page: 'essayReview', pattern: '/collegeapp' },
  // ?offer=fall changes the price, so with a query the page renders in the browser, never showing $25 first.
  { page: 'purchase', pattern: '/purchase', queryDependent: true },
  { page: 'campusPurchase', pattern: '/syl-purchase' },
  { page: 'blog', pattern: '/blog' },
  { page: 'blogPost', pattern: '/blog/:slug' },
  // Which article it shows depends on ?id=, so only the bare path is prerendered.
  { page: 'blogPost', pattern: '/blog-post', queryDependent: true },
  { page: 'terms', pattern: '/terms' },
  { page: 'privacy', pattern: '/privacy' },
  { page: 'careerGuide', pattern: '/career-guide' },
  // The staff console renders in the browser only: no prerendered copy of it exists.
  { page: 'admin', pattern: '/admin', clientOnly: true },
  { page: 'admin', pattern: '/admin/*', clientOnly: true },
  // A student's private dashboard: their data, fetched in the browser with the link's token.
  { page: 'dashboard', pattern: '/dashboard/:token', clientOnly: true, privateLink: true },
  { page: 'dashboard', pattern: '/dashboard/:token/todo', clientOnly: true, privateLink: true },
  { page: 'dashboard', pattern: '/dashboard/:token/internships', clientOnly: true, privateLink: true },
  { page: 'dashboard', pattern: '/dashboard/:token/notes', clientOnly: true, privateLink: true },
  // Where a calendar event's link lands: this browser's dashboard, else the "Lost your link?" form.
  { page: 'dashboardHome', pattern: '/dashboard', clientOnly: true },
  // A reminder email's unsubscribe link: its token is a secret, so the page gets the private-link headers.
  { page: 'reminderUnsubscribe', pattern: '/reminders/unsubscribe/:token', clientOnly: true, secretToken: true },
] as const satisfies readonly { page: string; pattern: string; queryDependent?: boolean; clientOnly?: boolean; privateLink?: boolean; secretToken?: boolean }[];

export type RouteDef = (typeof ROUTES)[number];
export type PageName = RouteDef['page'];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** "/about-us/" and "/about-us" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(normalizePath(pathname));
  for (const route of ROUTES) {
    const params = matchSegments(splitPath(route.pattern), segments);
    if (params) return { route, params };
  }
  return null;
}

/** Routes without parameters or wildcards: the ones a build can prerender as they are. */
export function staticRoutePaths(): string[] {
  const paths = ROUTES.filter((route) => !('clientOnly' in route)).map((route) => route.pattern as string);
  return [...new Set(paths.filter((p) => !p.includes(':') && !p.includes('*')))];
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') return path.length > i ? params : null;
    const value = path[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return path.length === pattern.length ? params : null;
}
