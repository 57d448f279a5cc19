/**
 * Every match of a global pattern in `text`, as `text.matchAll(pattern)` gives them, without the
 * copy of the pattern matchAll makes on each call: V8 compiles each copy afresh, which cost the
 * engine more than the matching itself on its many short lines and cells.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: ${pattern}`);
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    // An empty match would be found again where it is; matchAll steps past it.
    if (!match[0]) pattern.lastIndex++;
  }
  return matches;
}
