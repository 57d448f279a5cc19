import { describe, expect, it } from 'vitest';
import { dashboardFiles, type ViteManifest } from './service-worker';

/** The shape of Vite's manifest for this app: the entry loads every page lazily through the shared chunk. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_app-1.js'], css: ['assets/main-1.css'], dynamicImports: ['pages/Purchase.tsx', 'pages/Admin.tsx', 'pages/Dashboard.tsx'] },
  '_app-1.js': { file: 'assets/app-1.js', dynamicImports: ['pages/Purchase.tsx', 'pages/Admin.tsx', 'pages/Dashboard.tsx'] },
  'pages/Purchase.tsx': { file: 'assets/Purchase-1.js', imports: ['_app-1.js', '_zod-1.js'] },
  'pages/Admin.tsx': { file: 'assets/Admin-1.js', imports: ['_app-1.js', '_zod-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'pages/Dashboard.tsx': { file: 'assets/Dashboard-1.js', imports: ['_app-1.js', '_LinkCard-1.js'], dynamicImports: ['components/dashboard/CourseNotes.tsx'] },
  '_LinkCard-1.js': { file: 'assets/LinkCard-1.js' },
  'components/dashboard/CourseNotes.tsx': { file: 'assets/CourseNotes-1.js', css: ['assets/CourseNotes-1.css'] },
};

describe("the dashboard's service worker", () => {
  it("keeps the entry, the dashboard and what it loads later, and none of the other pages' files", () => {
    expect(dashboardFiles(MANIFEST)).toEqual(['/assets/CourseNotes-1.css', '/assets/CourseNotes-1.js', '/assets/Dashboard-1.js', '/assets/LinkCard-1.js', '/assets/app-1.js', '/assets/main-1.css', '/assets/main-1.js']);
  });

  it('fails the build when the manifest no longer names the dashboard page', () => {
    const { 'pages/Dashboard.tsx': _dashboard, ...withoutDashboard } = MANIFEST;
    expect(() => dashboardFiles(withoutDashboard)).toThrow("Vite's manifest has no pages/Dashboard.tsx");
  });
});
