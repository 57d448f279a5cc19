import { inflateRawSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { UnreadableSyllabus, type ReadLimits } from '../document.js';
import { MAX_DEPTH, megabytes } from './limits.js';

/** What a .docx may hold besides its unpacked size (ReadLimits). A long syllabus with pictures unpacks to a few MB. */
export const ZIP_LIMITS = {
  maxEntries: 5000,
  /** Over this ratio, an entry bigger than 1 MB is a zip bomb, not a document (Word's XML packs 5-30×). */
  maxRatio: 200,
};

const DAMAGED = 'This Word file is damaged and could not be opened; ask the student for another copy or a PDF.';
const refuse = (reason: string) => new UnreadableSyllabus(`This Word file ${reason}, so it is not opened; ask the student for a PDF.`);
const ZIP64 = 'is packed as a ZIP64 archive, which Word never writes';

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/**
 * Checks a .docx (a zip) before mammoth unpacks it, since mammoth would inflate whatever the zip
 * holds into memory. Reads the central directory as jszip (mammoth's unzipper) does, refuses
 * entries whose declared sizes are too large (`limits.maxPartBytes` each, `limits.maxUnpackedBytes`
 * in all) or too packed, then inflates each entry with its declared size as a hard cap, so a zip
 * whose declared sizes lie is refused too. Its XML must not nest deeper than any document does,
 * since mammoth converts it recursively. Throws UnreadableSyllabus; when the zip is safe to open,
 * returns its document properties (docProps/core.xml), read on the way.
 */
export function checkDocxZip(zip: Buffer, limits: ReadLimits): { coreProperties: string | null } {
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === ZIP64_MARK) throw refuse(ZIP64);
  if (count > ZIP_LIMITS.maxEntries) throw refuse(`holds ${count.toLocaleString('en-US')} parts, far more than any syllabus`);

  let declaredTotal = 0;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_ENTRY) throw new UnreadableSyllabus(DAMAGED);
    const entry = {
      method: zip.readUInt16LE(offset + 10),
      packed: zip.readUInt32LE(offset + 20),
      unpacked: zip.readUInt32LE(offset + 24),
      local: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + zip.readUInt16LE(offset + 28)),
    };
    if (entry.packed === ZIP64_MARK || entry.unpacked === ZIP64_MARK || entry.local === ZIP64_MARK) throw refuse(ZIP64);
    if (entry.unpacked > limits.maxPartBytes) throw refuse(`holds a part that unpacks to more than ${megabytes(limits.maxPartBytes)}, far more than any syllabus`);
    declaredTotal += entry.unpacked;
    if (declaredTotal > limits.maxUnpackedBytes) throw refuse(`unpacks to more than ${megabytes(limits.maxUnpackedBytes)}, far more than any syllabus`);
    if (entry.unpacked > 1024 * 1024 && entry.unpacked > entry.packed * ZIP_LIMITS.maxRatio) {
      throw refuse(`looks like a zip bomb (a part of ${megabytes(entry.unpacked)} is packed over ${ZIP_LIMITS.maxRatio} times smaller)`);
    }
    entries.push(entry);
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  let coreProperties: string | null = null;
  for (const entry of entries) {
    const part = inflateWithin(zip, entry);
    if (/\.(xml|rels)$/i.test(entry.name)) checkNesting(part);
    if (entry.name === 'docProps/core.xml') coreProperties = part.toString('utf8');
  }
  return { coreProperties };
}

interface Entry {
  method: number;
  packed: number;
  unpacked: number;
  local: number;
  name: string;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535 bytes.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new UnreadableSyllabus(DAMAGED);
}

/** Inflates one entry, never past its declared size; it must come out exactly that size. */
function inflateWithin(zip: Buffer, entry: Entry): Buffer {
  if (entry.local + 30 > zip.length || zip.readUInt32LE(entry.local) !== LOCAL_ENTRY) throw new UnreadableSyllabus(DAMAGED);
  const start = entry.local + 30 + zip.readUInt16LE(entry.local + 26) + zip.readUInt16LE(entry.local + 28);
  if (start + entry.packed > zip.length) throw new UnreadableSyllabus(DAMAGED);
  const packed = zip.subarray(start, start + entry.packed);
  if (entry.method === 0) return packed;
  if (entry.method !== 8) throw new UnreadableSyllabus(DAMAGED);
  let part: Buffer;
  try {
    part = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.unpacked) });
  } catch (error) {
    // Past the cap: the entry unpacks to more than it declares, which only a crafted zip does.
    if (error instanceof RangeError) throw refuse('unpacks to more than its parts declare, which only a crafted file does');
    throw new UnreadableSyllabus(DAMAGED);
  }
  if (part.length !== entry.unpacked) throw new UnreadableSyllabus(DAMAGED);
  return part;
}

/** Refuses XML nested past MAX_DEPTH, which would overflow mammoth's recursive conversion. */
function checkNesting(xml: Buffer): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        if (++depth > MAX_DEPTH) throw refuse(`nests its XML more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep, which no real syllabus does`);
      },
      onclosetag() {
        depth--;
      },
    },
    { xmlMode: true },
  );
  parser.write(xml.toString('utf8'));
  parser.end();
}
