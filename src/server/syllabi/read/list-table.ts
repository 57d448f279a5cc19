/**
 * A list table's body, as MyST's "```{list-table}" and reStructuredText's ".. list-table::" write it:
 * options (":header-rows: 1"), then rows ("* - 8/28") whose further cells are entries indented under
 * them ("  - Appendix C response due"), a cell's lines going on indented deeper.
 */
export function listTableRows(body: string): { rows: string[][]; headerRows: number } {
  const headerRows = Number(/^:header-rows:\s*(\d+)/m.exec(body)?.[1] ?? 0);
  const rows: string[][] = [];
  for (const line of body.split('\n')) {
    const row = /^\*\s+-(?:\s+(.*))?$/.exec(line);
    const cell = /^\s+-(?:\s+(.*))?$/.exec(line);
    if (row) rows.push([row[1] ?? '']);
    else if (cell && rows.length) rows.at(-1)!.push(cell[1] ?? '');
    else if (/^\s+\S/.test(line) && rows.length) rows.at(-1)![rows.at(-1)!.length - 1] += `\n${line.trim()}`;
  }
  return { rows, headerRows };
}

/** reStructuredText's list table: the directive's line, its options and rows indented under it. */
const RST_LIST_TABLE = /^([ \t]*)\.\.[ \t]+list-table::.*$/;

/**
 * A plain-text file's reStructuredText list tables (".. list-table:: Syllabus" over ":header-rows: 1",
 * "* - Week", "  - Date", as Sphinx course sites write them) as rows typed between pipes, which the text
 * reader reads as a table; the block is the lines indented under the directive, to the first that is not.
 */
export function withListTablesAsPipeRows(text: string): string {
  if (!text.includes('list-table::')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const directive = RST_LIST_TABLE.exec(lines[i]!);
    if (!directive) {
      out.push(lines[i]!);
      continue;
    }
    const body: string[] = [];
    const under = (line: string) => !line.trim() || /^[ \t]*/.exec(line)![0].length > directive[1]!.length;
    while (i + 1 < lines.length && under(lines[i + 1]!)) body.push(lines[++i]!);
    const indent = Math.min(...body.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length));
    const { rows } = listTableRows(body.map((line) => line.slice(indent)).join('\n'));
    // (A cell's lines, its line block's "| hw #2 release" over "| proposal due" included, are read as its clauses;
    // its other pipes as slashes, which part no cell.)
    const asCell = (cell: string) => cell.replace(/^\|\s*/gm, '').replace(/\|/g, '/').replace(/\s*\n\s*/g, '; ');
    out.push('', ...rows.map((row) => `| ${row.map(asCell).join(' | ')} |`), '');
  }
  return out.join('\n');
}
