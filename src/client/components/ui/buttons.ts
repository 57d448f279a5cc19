/** Shared button looks, for <a> and <button> alike, so every page's calls to action match. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonPrimary = `${base} bg-brand-600 px-6 py-3 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600`;
export const buttonSecondary = `${base} border border-slate-300 bg-white px-6 py-3 text-slate-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-600`;
export const buttonOnDark = `${base} bg-white px-6 py-3 text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white`;
