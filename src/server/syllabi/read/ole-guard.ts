import { createRequire } from 'node:module';
import { UnreadableSyllabus } from '../document.js';

/**
 * word-extractor trusts the numbers inside a .doc (an OLE compound file): a sector chain that loops
 * back on itself makes it grow an array until the process runs out of memory, and a huge count in
 * the header makes it read sectors for ever. A 2 KB file is enough. So the header's counts are
 * checked against the file's size first, and its sector chains are walked by a version of its own
 * function that stops at a loop.
 */
const require = createRequire(import.meta.url);
const AllocationTable = require('word-extractor/lib/ole-allocation-table.js') as {
  prototype: { _table: number[]; getSecIdChain(start: number): number[] };
};

AllocationTable.prototype.getSecIdChain = function getSecIdChain(start: number): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  // Negative ids end a chain (free, end of chain, or a table's own sectors); so does an id past the table.
  for (let id: number | undefined = start; id !== undefined && id >= 0; id = this._table[id]) {
    if (seen.has(id)) throw new Error('A sector chain loops back on itself.');
    seen.add(id);
    chain.push(id);
  }
  return chain;
};

export const DAMAGED_DOC = 'This Word (.doc) file is damaged and could not be opened; ask the student for another copy or a PDF.';

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Throws UnreadableSyllabus unless the file is an OLE compound file whose header's sizes and counts
 * can describe it. (word-extractor would also open a zip as a .docx, unguarded; readDocx does that.)
 */
export function checkOleHeader(file: Buffer): void {
  if (file.length < 1024 || !file.subarray(0, 8).equals(SIGNATURE)) throw new UnreadableSyllabus(DAMAGED_DOC);
  const sectorShift = file.readUInt16LE(30);
  const shortSectorShift = file.readUInt16LE(32);
  if ((sectorShift !== 9 && sectorShift !== 12) || shortSectorShift !== 6) throw new UnreadableSyllabus(DAMAGED_DOC);
  // Sector 0 starts right after the header, which takes one sector.
  const sectors = Math.floor(file.length / (1 << sectorShift)) - 1;
  const counts = [file.readInt32LE(44), file.readInt32LE(64), file.readInt32LE(72)]; // FAT, mini FAT and DIFAT sectors
  if (counts.some((count) => count < 0 || count > sectors)) throw new UnreadableSyllabus(DAMAGED_DOC);
}
