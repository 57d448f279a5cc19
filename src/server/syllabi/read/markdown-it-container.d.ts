/** markdown-it-container ships no types: it is a markdown-it plugin, given a name and how to read and render its blocks. */
declare module 'markdown-it-container' {
  import type MarkdownIt from 'markdown-it';
  const container: MarkdownIt.PluginWithParams;
  export default container;
}
