/** markdown-it-deflist ships no types: it is a markdown-it plugin. */
declare module 'markdown-it-deflist' {
  import type MarkdownIt from 'markdown-it';
  const deflist: MarkdownIt.PluginSimple;
  export default deflist;
}
