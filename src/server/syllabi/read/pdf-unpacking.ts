import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { UnreadableSyllabus, type ReadLimits } from '../document.js';
import { megabytes } from './limits.js';
import { restoreNativePush } from './native-push.js';

/**
 * pdf.js unpacks a PDF's streams (page contents, fonts, object streams) with no bound: one page of
 * 0.5 MB can unpack to 500 MB of spaces, held twice over as typed arrays, outside the JS heap the
 * worker's memory limit covers. Nothing in pdf.js's API caps it, and a second parser that guessed
 * what pdf.js will unpack would miss what it reads differently (encrypted streams, filter chains,
 * broken files). So pdf.js's own code is counted: its worker code (run in this thread in Node) is
 * run with a call to `UNPACKED` at the two places where unpacked bytes are about to be held,
 * and that call throws once a stream or the document passes its limit, before the memory is taken.
 */

/** The global the hooked code calls with the bytes about to be held and the stream's size with them. */
const UNPACKED = '__sylPdfUnpacked';
type Spend = (bytes: number, streamBytes: number) => void;
type WithHook = typeof globalThis & { [UNPACKED]?: Spend };

/** Puts a call to `UNPACKED` before a piece of the worker code, on its line. */
const counted = (at: string, bytes: string, streamBytes: string) => ({ at, to: `globalThis.${UNPACKED}(${bytes}, ${streamBytes}); ${at}` });

/** Each change made to pdfjs-dist 5.6.205's worker code: each `at` is in it once, and becomes `to`. */
const EDITS: Array<{ at: string; to: string }> = [
  // DecodeStream.ensureBuffer: the growing buffer of every stream pdf.js decodes itself (Flate,
  // LZW, RunLength, ASCII85/hex, predictors, a page's contents joined in sequence).
  counted('const buffer2 = new Uint8Array(size);\n    buffer2.set(buffer);\n', 'size - buffer.byteLength', 'size'),
  // pdf.js's Brotli decoder, 16 KB at a time.
  counted('let chunk = new Int8Array(16384);\n      chunks.push(chunk);\n', '16384', 'totalOutput + 16384'),
  // Speed, with the same result: TextState.clone made each text state the prototype of its copy,
  // which turns it into a V8 prototype object, slow to write and resetting property caches; a copy
  // needs only the class's prototype, since Object.assign copies every field (all are own).
  {
    at: 'const clone = Object.assign(Object.create(this), this);',
    to: 'const clone = Object.assign(Object.create(TextState.prototype), this);',
  },
  // Speed: text is read with getTextContent, and a page's operator list only for its rules and
  // boxes. So its text operators carry no glyphs: mapping each string to glyphs, building each
  // glyph's outline (fonts are never installed) and copying them to this side took about a tenth
  // of a PDF's reading time.
  { at: 'handleText(chars, state) {\n', to: 'handleText(chars, state) {\n    return [];\n' },
  // Speed: a Flate stream first tries the DecompressionStream the worker code does not see (below),
  // which throws once per stream, on a promise; it starts on the synchronous decoder instead.
  { at: 'class FlateStream extends DecodeStream {\n  #isAsync = true;', to: 'class FlateStream extends DecodeStream {\n  #isAsync = false;' },
  // Speed: a glyph's position on the page was two matrix products through Util.transform, each a
  // new array, twice for every glyph; V8 kept the shared helper slow (it took about a tenth of a
  // PDF's time). The same products, in the same order, with one array: the same numbers.
  {
    at: 'return Util.transform(textState.ctm, Util.transform(textState.textMatrix, tsm));',
    to: [
      'const m = textState.textMatrix, c = textState.ctm;',
      'const t0 = m[0] * tsm[0] + m[2] * tsm[1], t1 = m[1] * tsm[0] + m[3] * tsm[1], t2 = m[0] * tsm[2] + m[2] * tsm[3], t3 = m[1] * tsm[2] + m[3] * tsm[3];',
      'const t4 = m[0] * tsm[4] + m[2] * tsm[5] + m[4], t5 = m[1] * tsm[4] + m[3] * tsm[5] + m[5];',
      'return [c[0] * t0 + c[2] * t1, c[1] * t0 + c[3] * t1, c[0] * t2 + c[2] * t3, c[1] * t2 + c[3] * t3, c[0] * t4 + c[2] * t5 + c[4], c[1] * t4 + c[3] * t5 + c[5]];',
    ].join(' '),
  },
  // Speed: a page's operator list is read only for its rules and boxes, so it keeps no text
  // operators (beginText to nextLineSetSpacingShowText in pdf.js's OPS): on a page of text they were
  // most of the list, each cloned on its way to this side.
  { at: '  addOp(fn, args) {\n    this.optimizer.push(fn, args);', to: '  addOp(fn, args) {\n    if (fn >= OPS.beginText && fn <= OPS.nextLineSetSpacingShowText) return;\n    this.optimizer.push(fn, args);' },
  // Speed: a page's text came to this side in chunks of ten items or more, each a message cloned
  // and answered before the next; a page's text now comes in one message (getTextContent gathered
  // the whole page on this side anyway).
  { at: 'const TEXT_CHUNK_BATCH_SIZE = 10;', to: 'const TEXT_CHUNK_BATCH_SIZE = Infinity;' },
  // Speed: a Type 1 or CFF font was rebuilt as an OpenType font for the browser to draw with
  // (charstrings converted, a CFF compiled, OpenType tables written): about a sixth of a PDF's
  // reading time. Fonts are never installed here, and text needs only what reading the font gives:
  // its matrix, its built-in encoding (for the characters' Unicode, as the conversion set it) and
  // the widths its charstrings fill in. So the font is read and not rebuilt.
  {
    at: '          const cff = subtype === "Type1C" || subtype === "CIDFontType0C" ? new CFFFont(file, properties) : new Type1Font(name, file, properties);\n          adjustWidths(properties);\n          data = this.convert(name, cff, properties);',
    to: [
      '          properties.textOnly = true;',
      '          const cff = subtype === "Type1C" || subtype === "CIDFontType0C" ? new CFFFont(file, properties) : new Type1Font(name, file, properties);',
      '          adjustWidths(properties);',
      '          properties.fixedPitch = false;',
      '          if (properties.builtInEncoding) adjustType1ToUnicode(properties, properties.builtInEncoding);',
      '          data = null;',
    ].join('\n'),
  },
  {
    at: '    const type2Charstrings = this.getType2Charstrings(charstrings);\n    const subrs = this.getType2Subrs(data.subrs);\n    this.charstrings = charstrings;\n    this.data = this.wrap(name, type2Charstrings, this.charstrings, subrs, properties);\n    this.seacs = this.getSeacs(data.charstrings);',
    to: '    this.charstrings = charstrings;',
  },
  {
    at: '    const compiler = new CFFCompiler(this.cff);\n    this.seacs = this.cff.seacs;\n    try {',
    to: '    const compiler = new CFFCompiler(this.cff);\n    this.seacs = this.cff.seacs;\n    if (properties.textOnly) this.data = null;\n    else try {',
  },
  // A font's weight and name come with the text's styles: a line set in bold at the body's size is how
  // many syllabi mark a heading ("Week 3 - Tuesday, Sept 14"), and a heading style's own typeface
  // sets it above a bold line of the body's ("Thursday" under it). pdf.js knows the font's name, which says both.
  {
    at: '          fontFamily: font.fallbackName,\n          ascent: font.ascent,',
    to: '          fontFamily: font.fallbackName,\n          bold: /bold|black|heavy|demi/i.test(font.name || ""),\n          fontName: font.name || "",\n          ascent: font.ascent,',
  },
];
/** The worker code is an ES module whose one export ends it. */
const EXPORT = 'export { WorkerMessageHandler };';

const require = createRequire(import.meta.url);
let loaded = false;

/**
 * Runs pdf.js's worker code with its edits, under its own file name (stack traces and line numbers
 * stay pdf.js's), wrapped as a function the way Node wraps a CommonJS module; it sets
 * `globalThis.pdfjsWorker`, which pdf.js uses before loading its worker code itself.
 */
function loadHookedWorker(): void {
  if (loaded) return;
  const file = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  let source = fs.readFileSync(file, 'utf8');
  for (const at of [...EDITS.map((edit) => edit.at), EXPORT]) {
    if (source.split(at).length !== 2) throw new Error(`pdfjs-dist's worker code changed: ${JSON.stringify(at.split('\n')[0])} is no longer in it once; update pdf-unpacking.ts`);
  }
  for (const { at, to } of EDITS) source = source.replace(at, () => to);
  source = source.replace(EXPORT, '').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
  // The worker code sees no DecompressionStream, so it inflates Flate streams with its own
  // synchronous decoder (counted in ensureBuffer above): a syllabus holds many small streams, and
  // passing each through a web stream's promises made reading a PDF about a quarter slower.
  vm.runInThisContext(`(function (DecompressionStream) { 'use strict'; ${source}\n})`, { filename: file })(undefined);
  restoreNativePush();
  loaded = true;
}

/** Between documents nothing may be unpacked: a late decode of a finished document is refused too. */
const closed: Spend = () => {
  throw new Error('No PDF is being read.');
};
let reading: Promise<unknown> = Promise.resolve();

/**
 * Reads one PDF with pdf.js under `limits.maxPartBytes` per stream and `limits.maxUnpackedBytes`
 * for the whole document. The counter is this thread's, so documents are read one at a time.
 * When a limit is passed the read fails with that reason, whatever pdf.js made of the error.
 */
export async function withUnpackingLimits<T>(limits: ReadLimits, read: () => Promise<T>): Promise<T> {
  loadHookedWorker();
  const turn = reading.then(async () => {
    let total = 0;
    let overflow: UnreadableSyllabus | undefined;
    (globalThis as WithHook)[UNPACKED] = (bytes, streamBytes) => {
      total += bytes;
      if (!overflow && streamBytes > limits.maxPartBytes) overflow = new UnreadableSyllabus(tooLarge(`a part that unpacks to more than ${megabytes(limits.maxPartBytes)}`));
      if (!overflow && total > limits.maxUnpackedBytes) overflow = new UnreadableSyllabus(tooLarge(`parts that unpack to more than ${megabytes(limits.maxUnpackedBytes)} in all`));
      if (overflow) throw overflow;
    };
    try {
      const result = await read();
      if (overflow) throw overflow;
      return result;
    } catch (error) {
      throw overflow ?? error;
    } finally {
      (globalThis as WithHook)[UNPACKED] = closed;
    }
  });
  reading = turn.catch(() => undefined);
  return turn;
}

const tooLarge = (what: string) => `This PDF holds ${what}, far more than any syllabus, so it was not read; ask the student for another copy or type its dates in by hand.`;
