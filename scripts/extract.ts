/**
 * The extraction engine on the command line: `npm run -s extract -- FILE... [--term "Fall 2025"]`
 * prints one JSON document on stdout (see docs/extraction.md). Exit 0 when it ran, even
 * if some files could not be read (their reason is in the JSON); 2 on a usage error.
 */
import fs from 'node:fs/promises';
import { extractSyllabus } from '../src/server/syllabi/engine.js';

const USAGE = 'usage: npm run -s extract -- FILE... [--term "Fall 2025"]';

function parseArgs(args: string[]): { files: string[]; term?: string } | null {
  const files: string[] = [];
  let term: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--term') {
      term = args[++i];
      if (!term) return null;
    } else if (arg.startsWith('--term=')) term = arg.slice('--term='.length);
    else if (arg.startsWith('--')) return null;
    else files.push(arg);
  }
  return files.length ? { files, term } : null;
}

const parsed = parseArgs(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
// Libraries that print go to stderr: stdout carries the JSON document only.
console.log = console.error;
console.warn = console.error;

const results = [];
for (const file of parsed.files) {
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(file);
  } catch {
    results.push({ file, course: null, term: null, items: [], unplaced: [], setAside: [], error: 'This file could not be opened.' });
    continue;
  }
  // The reading order is for the console's document view; the JSON keeps what was found.
  const { reading, ...found } = await extractSyllabus(bytes, file, { termHint: parsed.term });
  results.push({ file, ...found });
}
process.stdout.write(`${JSON.stringify({ files: results }, null, 2)}\n`);
