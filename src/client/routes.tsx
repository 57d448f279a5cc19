import { use, type ComponentType } from 'react';
import type { PageName } from '../shared/routes';

export interface PageProps {
  /** Route parameters, e.g. { slug } for /blog/:slug. */
  params: Record<string, string>;
}

type PageKey = PageName | 'notFound';
type PageModule = {
  default: ComponentType<PageProps>;
  /** Data the page reads synchronously, fetched before hydration and prerendering. */
  preload?: (params: PageProps['params'], search: string) => Promise<unknown>;
};

/** One code-split chunk per page. */
const loaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./pages/Home'),
  campusHome: () => import('./pages/CampusHome'),
  summer: () => import('./pages/Summer'),
  upload: () => import('./pages/Upload'),
  uploadLink: () => import('./pages/UploadLink'),
  demo: () => import('./pages/Demo'),
  about: () => import('./pages/About'),
  howItWorks: () => import('./pages/HowItWorks'),
  fall: () => import('./pages/Fall'),
  thankYou: () => import('./pages/ThankYou'),
  paymentSuccess: () => import('./pages/PaymentSuccess'),
  essayReview: () => import('./pages/EssayReview'),
  purchase: () => import('./pages/Purchase'),
  campusPurchase: () => import('./pages/CampusPurchase'),
  blog: () => import('./pages/Blog'),
  blogPost: () => import('./pages/BlogPost'),
  terms: () => import('./pages/Terms'),
  privacy: () => import('./pages/Privacy'),
  careerGuide: () => import('./pages/CareerGuide'),
  admin: () => import('./pages/Admin'),
  dashboard: () => import('./pages/Dashboard'),
  dashboardHome: () => import('./pages/DashboardHome'),
  reminderUnsubscribe: () => import('./pages/ReminderUnsubscribe'),
  notFound: () => import('./pages/NotFound'),
};

const loaded = new Map<PageKey, PageModule>();
const loading = new Map<PageKey, Promise<PageModule>>();

/** Loads the page's chunk and its data, so the first render (hydration or prerender) never suspends. */
export async function preparePage(key: PageKey, params: PageProps['params'], search: string): Promise<void> {
  const module = await loadPage(key);
  await module.preload?.(params, search);
}

/** Loads a page's chunk once. */
function loadPage(key: PageKey): Promise<PageModule> {
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[key]().then((module) => {
      loaded.set(key, module);
      return module;
    });
    loading.set(key, promise);
  }
  return promise;
}

export function PageView({ page, params }: { page: PageKey } & PageProps) {
  const module = loaded.get(page) ?? use(loadPage(page));
  const Page = module.default;
  return <Page params={params} />;
}
