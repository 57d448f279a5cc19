import type { ReadLimits, SyllabusDocument } from '../document.js';
import { readMarkdown } from './markdown.js';

/**
 * An Org-mode syllabus (Emacs's outline format, ".org") is read as the Markdown it nearly is: its
 * headings' stars become hashes, its tables' rules ("|---+---|") Markdown's, its links
 * ("[[url][text]]") Markdown's, its title a heading; its other settings ("#+OPTIONS: …") and block
 * marks ("#+BEGIN_QUOTE") show nothing. Lists and tables are already written as Markdown writes them.
 *
 * No maintained Org parser runs here without pulling in a tree of its own (unified's uniorg); the
 * few marks a syllabus uses are these, and what they leave is read by the Markdown reader.
 */
export function readOrg(text: string, limits: ReadLimits): SyllabusDocument {
  return readMarkdown(orgAsMarkdown(text), limits);
}

/** A file Org mode wrote: settings at a line's start ("#+TITLE:", "#+OPTIONS:"). */
export const ORG_DOCUMENT = /^#\+(?:title|author|options|startup|latex_class|setupfile):/im;

const orgAsMarkdown = (text: string) =>
  text
    .replace(/^(\*{1,6})[ \t]+/gm, (stars) => `${'#'.repeat(stars.trim().length)} `)
    .replace(/^#\+title:[ \t]*(.*)$/gim, '# $1')
    .replace(/^[ \t]*#\+\w+(?::.*)?$/gm, '')
    .replace(/^([ \t]*)\|([-+]+)\|?[ \t]*$/gm, (_, indent: string, rule: string) => `${indent}|${rule.replace(/\+/g, '|')}|`)
    .replace(/\[\[([^\]\n]+)\]\[([^\]\n]+)\]\]/g, '[$2]($1)')
    .replace(/\[\[([^\]\n]+)\]\]/g, '$1')
    // (A line break Org writes as LaTeX does, "Section: 01 \\", is no text.)
    .replace(/[ \t]*\\\\[ \t]*$/gm, '');
