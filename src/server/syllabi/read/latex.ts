import type { ReadLimits, SyllabusDocument } from '../document.js';
import { escapeHtml, htmlToDocument, tableHtml } from './html-lines.js';

/**
 * A LaTeX syllabus (".tex", often made by Pandoc from R Markdown) is read as the page it typesets:
 * sections are headings, \item entries a list, a tabular's rows (cells between "&", rows ended by
 * "\\") a table, commands around words ("\textbf{Quiz 2}") the words. It is turned into HTML and read
 * like any page.
 *
 * A parser made for LaTeX (unified-latex) was tried first: it took 100–800 ms on an ordinary
 * syllabus, past the engine's budget, threw on some documents, and made no table of a longtable. A
 * syllabus uses a handful of LaTeX's commands, so this reads those and drops the rest.
 */
export function readLatex(text: string, limits: ReadLimits): SyllabusDocument {
  const document = htmlToDocument(latexToHtml(text), 'latex', limits);
  const created = EXPORTED_ON.exec(text.slice(0, 2000))?.[1];
  return created ? { ...document, created: new Date(`${created}T00:00:00Z`) } : document;
}

/** The comment an export writes atop the file, Org mode's "% Created 2020-07-09 Thu 10:23": when it was made, as a PDF's creation date is. */
const EXPORTED_ON = /^%\s*Created\s+(\d{4}-\d{2}-\d{2})\b/m;

/** A line the preamble sets on the title or on every page: "\date{Hiver 2023}", "\lfoot{…}", "\fancyhead[L]{…}" ("\date{\today}" reads as nothing). */
const RUNNING_LINE = /^[ \t]*\\(?:date|[lcr](?:head|foot)|fancy(?:head|foot))\s*(?:\[[^\]]*\])?\s*\{(.*)\}[ \t]*$/gm;

/** The longest column spec read, in characters: Pandoc's run to a few hundred. */
const MAX_SPEC = 4000;
/** Environments whose body is a table: rows end with "\\", cells are parted by "&". */
const TABLE = /\\begin\{(?:tabular[x*]?|longtable|tabu|xltabular|supertabular|tblr)\}/;
const TABLE_END = /\\end\{(?:tabular[x*]?|longtable|tabu|xltabular|supertabular|tblr)\}/;
/** LaTeX's sectioning commands. */
const SECTION_COMMAND = '(section|subsection|subsubsection|paragraph|chapter)';
const SECTION = new RegExp(`^\\\\${SECTION_COMMAND}\\*?\\{(.*)\\}\\s*$`);
/** A line of layout commands alone: "\newpage", "\vspace{2mm}", "\noindent". */
const LAYOUT_ONLY = /^(?:\\(?:vspace\*?\{[^}]*\}|hspace\*?\{[^}]*\}|newpage|clearpage|maketitle|noindent|medskip|bigskip|smallskip|centering)\b\s*)+$/;
/** Commands that only draw or space a table: its rules, colours and the heads a long table repeats. */
const TABLE_DRAWING = /\\(?:toprule|midrule|bottomrule|hline|endhead|endfirsthead|endfoot|endlastfoot|addlinespace|noalign\{[^}]*\})(?:\[[^\]]*\])?|\\(?:cline|cmidrule|Xhline|rowcolor|cellcolor)(?:\([^)]*\))?(?:\[[^\]]*\])?\{[^}]*\}/g;

export function latexToHtml(source: string): string {
  const body = /\\begin\{document\}([\s\S]*?)(?:\\end\{document\}|$)/.exec(source)?.[1] ?? source;
  const preamble = source.slice(0, source.length - body.length);
  const lines = withSectionsJoined(withTextMacros(withoutAnchors(withoutComments(body)), textMacros(withoutComments(preamble))).split('\n'));
  // (The title the preamble sets, "\title{STAT 238: Bayesian Statistics}", heads the page; its date
  // and the running heads and feet, "\date{Summer, 2021}", "\lfoot{ENT 432 (Fall 2015)}", follow it.)
  const title = /\\title\{(.*)\}\s*$/m.exec(preamble)?.[1];
  const html: string[] = title ? [`<h1>${inline(title)}</h1>`] : [];
  for (const [, text] of withoutComments(preamble).matchAll(RUNNING_LINE)) {
    const shown = inline(text!);
    if (shown) html.push(`<p>${shown}</p>`);
  }
  let table: TableRow[] | null = null;
  let row = '';
  /** The groups of a column spec still being read, over lines. */
  let specGroups = 0;
  let paragraph: string[] = [];
  /** The table read so far, with its last row if that row has no "\\". */
  const closeTable = () => {
    if (row.replace(TABLE_DRAWING, '').trim()) table!.push(tableRow(row));
    // (A table's first row is its header.)
    html.push(tableHtml(withWrappedRowsJoined(table!), 1, inline));
    table = null;
    row = '';
  };
  const closeParagraph = () => {
    if (paragraph.length) html.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  for (const raw of lines) {
    const line = withCellLines(raw.trim());
    if (table && specGroups) {
      // (A spec is a line or a few; one that never closes is given up, and this line read as the table's.)
      const givenUp = row.length > MAX_SPEC;
      const rest = givenUp ? null : afterColumnSpec(`${row}\n${line}`, specGroups);
      if (!givenUp && rest === null) {
        row = `${row}\n${line}`;
        continue;
      }
      specGroups = 0;
      row = rest ?? '';
      if (!givenUp) continue;
    }
    if (table) {
      const end = TABLE_END.exec(line);
      row += ` ${end ? line.slice(0, end.index) : line}`;
      // (Only a line with "\\" ends a row: the row so far is split then, once.)
      if (!end && !line.includes('\\\\')) continue;
      // A row ends at "\\" (with an optional space, "\\[3pt]"); what is left waits for the next line.
      const parts = row.split(/\\\\(?:\[[^\]]*\])?/);
      row = parts.pop()!;
      for (const part of parts) {
        const read = tableRow(part);
        if (read.cells.some((cell) => cell.trim())) table.push(read);
      }
      if (end) closeTable();
      continue;
    }
    const opens = TABLE.exec(line);
    if (opens) {
      closeParagraph();
      table = [];
      // (The column spec follows: "{llll}", "[t]{|l|p{3cm}|}"; a row may start on the same line.)
      const groups = /tabularx|xltabular|tabu\}/.test(opens[0]) ? 2 : 1;
      const rest = afterColumnSpec(line.slice(opens.index + opens[0].length), groups);
      row = rest ?? line.slice(opens.index + opens[0].length);
      specGroups = rest === null ? groups : 0;
      continue;
    }
    const section = SECTION.exec(line);
    if (section) {
      closeParagraph();
      const level = { chapter: 1, section: 1, subsection: 2, subsubsection: 3, paragraph: 4 }[section[1] as 'section'];
      html.push(`<h${level}>${inline(section[2]!)}</h${level}>`);
      continue;
    }
    const item = /^\\item(?:\[([^\]]*)\])?\s*(.*)$/.exec(line);
    if (item) {
      closeParagraph();
      html.push(`<ul><li>${inline(`${item[1] ? `${item[1]} ` : ''}${item[2]}`)}</li></ul>`);
      continue;
    }
    // (A spacing command that opens a line spaces it: "\noindent Submit your Task 1 (Due: Sun 09/21)." is read on.)
    if (!line || /^\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?(?:\{[^}]*\})*\s*$/.test(line) || LAYOUT_ONLY.test(line)) {
      closeParagraph();
      continue;
    }
    paragraph.push(line);
    // A line ended by "\\" is a line of its own.
    if (/\\\\(?:\[[^\]]*\])?\s*$/.test(line)) closeParagraph();
  }
  closeParagraph();
  // (A table the file never closes ends with it.)
  if (table) closeTable();
  return html.join('\n');
}

interface TableRow {
  cells: string[];
  /** Whether a rule ("\hline") comes before the row. */
  ruled: boolean;
}
const tableRow = (source: string): TableRow => ({ cells: splitCells(source.replace(TABLE_DRAWING, '')), ruled: /\\(?:hline|midrule|toprule|cline|cmidrule|Xhline)\b/.test(source) });

/**
 * A table that rules off each of its rows ("\hline" before every dated row) and wraps a row's text
 * over lines whose first cell is empty ("8/9 & Tarea 3. Ejercicios & Alumnos resuelven \\" over
 * " & & ejercicios del \\"), as Org and Pandoc export one: the wrapped lines are the row's.
 */
function withWrappedRowsJoined(rows: TableRow[]): string[][] {
  const body = rows.slice(1);
  const wraps = body.some((r) => !r.ruled && !r.cells[0]?.trim());
  const ruledOff = body.filter((r) => r.cells[0]?.trim()).every((r) => r.ruled);
  if (!wraps || !ruledOff) return rows.map((r) => r.cells);
  const joined: string[][] = [rows[0]!.cells];
  for (const r of body) {
    const last = joined.length > 1 ? joined.at(-1)! : null;
    if (last && !r.ruled && !r.cells[0]?.trim()) r.cells.forEach((cell, i) => cell.trim() && (last[i] = last[i]?.trim() ? `${last[i]} ${cell.trim()}` : cell.trim()));
    else joined.push([...r.cells]);
  }
  return joined;
}

/**
 * A cell's own lines, set as a small table inside it ("\begin{tabular}[c]{@{}c@{}}HW1 Due\\ HW2 Out\end{tabular}",
 * "\makecell{HW1 Due \\ HW2 Out}"), are lines of the cell, not rows of the table around it.
 */
const withCellLines = (line: string) =>
  line
    .replace(/\\begin\{tabular\}(?:\[[^\]]*\])?\{(?:[^{}]|\{[^{}]*\})*\}((?:(?!\\begin\{tabular\}).)*?)\\end\{tabular\}/g, (_whole, inner: string) => inner.replace(/\\\\(?:\[[^\]]*\])?/g, '\\newline '))
    .replace(/\\makecell(?:\[[^\]]*\])?\{([^{}]*)\}/g, (_whole, inner: string) => inner.replace(/\\\\(?:\[[^\]]*\])?/g, '\\newline '));

/** Pandoc's anchors: "\hypertarget{id}{…}" shows what it wraps, "\label{id}" nothing. */
function withoutAnchors(text: string): string {
  let shown = text.replace(/\\label\{[^{}]*\}/g, '');
  for (let target = HYPERTARGET.exec(shown); target; target = HYPERTARGET.exec(shown)) {
    const open = target.index + target[0].length - 1;
    const close = closingBrace(shown, open);
    shown = close < 0 ? shown.slice(0, target.index) + shown.slice(open + 1) : shown.slice(0, target.index) + shown.slice(open + 1, close) + shown.slice(close + 1);
  }
  return shown;
}
const HYPERTARGET = /\\hypertarget\{[^{}]*\}\{/;

/** A section's title written over several lines ("\subsection{Week 01, 08/28 - 09/01:" over "Welcome!}") on one line. */
function withSectionsJoined(lines: string[]): string[] {
  const joined: string[] = [];
  let open: string | null = null;
  for (const line of lines) {
    const text: string = open === null ? line : `${open} ${line.trim()}`;
    // (The title's brace is the line's first. Up to a blank line: a title is never a paragraph long.)
    const stillOpen = (open !== null || SECTION_OPENING.test(text)) && closingBrace(text, text.indexOf('{')) < 0;
    if (stillOpen && line.trim()) open = text;
    else {
      joined.push(text);
      open = null;
    }
  }
  if (open !== null) joined.push(open);
  return joined;
}
const SECTION_OPENING = new RegExp(`^\\s*\\\\${SECTION_COMMAND}\\*?\\{`);

/** The text without comments: "%" to the line's end, but not an escaped "\%", and a "comment" environment's body, which LaTeX never sets. */
const withoutComments = (text: string) => text.replace(/(?<!\\)%.*$/gm, '').replace(/\\begin\{comment\}[\s\S]*?(?:\\end\{comment\}|$)/g, '');

/** A command the preamble defines with no arguments: "\newcommand{\RAT}{\allcaps{RAT}}", "\def\course{ECON 671}". */
const TEXT_MACRO = /\\(?:(?:re)?newcommand\*?\s*\{?\\([A-Za-z]+)\}?|def\s*\\([A-Za-z]+))\s*(?=\{)/g;
/** The longest such definition read, in characters: a course's name or a book's title, not a layout. */
const MAX_MACRO = 200;

/**
 * The preamble's own shorthands for words ("\RAT" for "RAT", "\FDV" for a book's title), name to
 * body: a table headed "Topic | \RAT" names its column by it. Commands that take arguments are not read.
 */
function textMacros(preamble: string): Map<string, string> {
  const macros = new Map<string, string>();
  for (const match of preamble.matchAll(TEXT_MACRO)) {
    const open = match.index + match[0].length;
    const close = closingBrace(preamble.slice(0, open + MAX_MACRO), open);
    if (close > open) macros.set(match[1] ?? match[2]!, preamble.slice(open + 1, close));
  }
  return macros;
}

/** Where the group a "{" at `open` opens closes, or -1 while it is still open. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The body with each use of a shorthand written out, once (a shorthand's own shorthands stay). As
 * TeX does, the spaces after its name are dropped ("\RAT s" is "RATs"); "\course{} is", "\course\ is" keep one.
 */
function withTextMacros(body: string, macros: Map<string, string>): string {
  if (!macros.size) return body;
  const names = [...macros.keys()].sort((a, b) => b.length - a.length).join('|');
  return body.replace(new RegExp(`\\\\(${names})(?![A-Za-z])(?:\\{\\}|\\\\(?= )|[ \\t]*)`, 'g'), (_, name: string) => `{${macros.get(name)}}`);
}

/**
 * What follows a table's column spec ("[t]{|l|p{3cm}|}", two groups for a width and a spec), or null
 * while its braces are still open: Pandoc writes a spec over several lines.
 */
function afterColumnSpec(text: string, groups: number): string | null {
  let rest = text.replace(/^\s*\[[^\]]*\]/, '');
  for (let group = 0; group < groups; group++) {
    const open = /^\s*\{/.exec(rest);
    if (!open) return rest;
    const close = closingBrace(rest, open[0].length - 1);
    if (close < 0) return null;
    rest = rest.slice(close + 1);
  }
  return rest;
}

/** A row's cells: parted by "&" outside braces, not an escaped "\&". */
function splitCells(row: string): string[] {
  const cells: string[] = [];
  let depth = 0;
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    const ch = row[i]!;
    if (ch === '\\') {
      cell += ch + (row[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === '&' && depth === 0) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}


const ACCENTS: Record<string, Record<string, string>> = {
  "'": { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', n: 'ń', c: 'ć' },
  '`': { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù', A: 'À', E: 'È' },
  '^': { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û' },
  '"': { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' },
  '~': { n: 'ñ', N: 'Ñ', a: 'ã', o: 'õ' },
  c: { c: 'ç', C: 'Ç' },
};

/** A cell's or a line's LaTeX as the words it typesets, escaped for HTML. */
function inline(latex: string): string {
  let text = latex
    // Accents: "\'a", "\'{a}", "\~n", "\c{c}", and "\'\i" for a dotless i.
    .replace(/\\(['`^"~])\s*\{?\\?([A-Za-z])\}?/g, (_whole, mark: string, letter: string) => ACCENTS[mark]?.[letter] ?? letter)
    .replace(/\\c\{([A-Za-z])\}/g, (_whole, letter: string) => ACCENTS.c![letter] ?? letter)
    // A link shows its text; a bare address, itself.
    .replace(/\\href\{[^}]*\}\{/g, '{')
    .replace(/\\url\{([^}]*)\}/g, '$1')
    // A box set around words ("\begin{minipage}[b]{\linewidth}Week\end{minipage}"): the words.
    .replace(/\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?(?:\{[^{}]*\})?/g, '')
    // "\multicolumn{2}{l}{Week 1}": the cell's text.
    .replace(/\\multi(?:column|row)\{[^}]*\}\{[^}]*\}/g, '')
    .replace(/\\(?:textsuperscript|textsubscript)\{([^}]*)\}/g, '$1')
    // A colour ("\textcolor{red}{HW}", "\color{blue}", "\colorbox{yellow}{Quiz}") or a space ("\vspace{2mm}") is no word.
    .replace(/\\(?:textcolor|colorbox|color|fcolorbox\{[^}]*\})(?:\[[^\]]*\])?\{[^}]*\}|\\[hv]space\*?\{[^}]*\}/g, '')
    .replace(/\\\\(?:\[[^\]]*\])?|\\newline\b/g, '\n')
    .replace(/\\(?:&|%|\$|#|_|\{|\})/g, (escaped) => escaped.slice(1))
    .replace(/~/g, ' ')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``|''/g, '"')
    // A length set without braces ("\itemsep-0.4em", "\parskip=6pt") is no word either.
    .replace(/\\[A-Za-z]+\s*=?\s*-?\d*\.?\d+\s*(?:em|ex|pt|cm|mm|in|pc|bp)\b/g, '')
    // Commands that set their argument's look ("\textbf{", "\emph{") or space the text go; the words stay.
    .replace(/\\[A-Za-z]+\*?(?:\[[^\]]*\])?\s?/g, '')
    // (A command's arguments side by side are words apart: "\Test{9/20/2013}{Quiz 1}", a calendar's own macro.)
    .replace(/\}\{/g, '} {')
    .replace(/[{}]/g, '')
    // Math: "$13^{th}$" reads as its text.
    .replace(/\$/g, '');
  text = text.replace(/[ \t]+/g, ' ').trim();
  return text.split('\n').map(escapeHtml).join('<br>');
}
