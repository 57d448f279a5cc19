/** The first stop for keyboard users: jumps past the header to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
      Skip to content
    </a>
  );
}
