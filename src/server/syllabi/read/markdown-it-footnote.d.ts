/** markdown-it-footnote ships no types: it is a markdown-it plugin. */
declare module 'markdown-it-footnote' {
  import type MarkdownIt from 'markdown-it';
  const footnote: MarkdownIt.PluginSimple;
  export default footnote;
}
