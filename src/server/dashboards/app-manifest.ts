import type { AppDeps } from '../deps.js';
import { liveDashboard } from './view.js';

/** The brand colour of the site's header and favicon: the phone's title bar and splash screen. */
const THEME_COLOUR = '#4f46e5';

/**
 * The web app manifest of one student's dashboard, so it can be added to a phone's home screen. Its
 * start URL is the private link itself: the installed app opens this dashboard, not a page that has
 * to find it again (a home-screen app on iOS does not share the browser's storage).
 */
export async function dashboardManifest(deps: Pick<AppDeps, 'db'>, token: string) {
  const dashboard = await liveDashboard(deps.db, token);
  const link = `/dashboard/${token}`;
  return {
    id: link,
    name: dashboard.term ? `Syl · ${dashboard.term}` : 'Syl · Your semester',
    short_name: 'Syl',
    description: 'Every deadline, quiz and exam from your syllabi, checked by a person.',
    start_url: link,
    // No trailing slash: the link itself and its /todo, /internships and /notes views.
    scope: link,
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
