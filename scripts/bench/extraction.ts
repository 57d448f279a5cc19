/**
 * The extraction engine on the development set of real syllabi (../shared/syllabi, beside the
 * project in the development workspace): accuracy by the set's own scorer, time per syllabus against
 * poppler's `pdftotext -layout` on the same PDFs, the event-loop delay of a process handing 20
 * syllabi to the worker pool, and what the results leave a reviewer to check.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { withTermFlag } from '../../src/server/review/term-window.js';
import { itemsToCheck } from '../../src/server/review/workspace.js';
import type { SyllabusResult } from '../../src/server/syllabi/document.js';
import { extractSyllabus } from '../../src/server/syllabi/engine.js';
import { createExtractionPool } from '../../src/server/syllabi/worker.js';

const SYLLABI_DIR = path.resolve(process.cwd(), '..', 'shared', 'syllabi');
const RUNS_PER_FILE = 5;
const BUDGET = { recall: 95, precision: 92, type: 95, silentPercent: 2, heldOutRecall: 85, heldOutPrecision: 85, checkMedian: 5, checkMax: 25, silentAfterCheckPercent: 1, medianMs: 60, maxMs: 500, pdftotextRatio: 4, loopDelayP99Ms: 20 };
/**
 * Syllabi kept aside while the engine's rules were written: the honest estimate of how it reads
 * syllabi nobody has tuned it to. A third of one batch was drawn at random (Python's random.sample,
 * seed 20261128); after it was first scored (recall 38%), half of it was drawn again (seed 20261129)
 * and opened to find why, and these five stayed unread.
 */
const HELD_OUT = new Set(['html-cbio4835-uga-f18', 'md-upenn-cis7000-fa25', 'pdf-ecen214-tamu-s20', 'pdf-eh6105-stockholm-f22', 'pdf-inf551-usc-f19']);

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function verdict(ok: boolean): string {
  return ok ? 'ok' : 'OVER';
}

const scorer = path.join(SYLLABI_DIR, 'score.mjs');

/** The development set's syllabus files, or null, said plainly, when the set is not beside the project. */
function devSetFiles(): string[] | null {
  if (!fs.existsSync(scorer)) {
    console.log(`The development set is not here (${SYLLABI_DIR} with its score.mjs); nothing was measured.`);
    console.log('It sits beside the project in the development workspace; a clone on its own has no such folder.');
    return null;
  }
  return fs
    .readdirSync(SYLLABI_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(SYLLABI_DIR, (JSON.parse(fs.readFileSync(path.join(SYLLABI_DIR, name), 'utf8')) as { file: string }).file))
    .filter((file) => fs.existsSync(file));
}

/** What a reviewer walks through on each syllabus of the development set, at the stated pace (see reviewerLoad). */
export async function benchWalkThrough(): Promise<void> {
  console.log('\nReviewer walk-through on the development set');
  const files = devSetFiles();
  if (!files) return;
  const predictions = [];
  for (const file of files) predictions.push({ file, ...(await extractSyllabus(fs.readFileSync(file), file)) });
  reviewerLoad(predictions, true);
}

export async function benchExtraction(): Promise<boolean> {
  console.log('\n== Extraction engine');
  const files = devSetFiles();
  if (!files) return true;

  // Accuracy, and time in this process: each file several times, its median kept.
  const predictions = [];
  const perFile: { file: string; ms: number }[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const times: number[] = [];
    let result: SyllabusResult | undefined;
    for (let run = 0; run <= RUNS_PER_FILE; run++) {
      const started = performance.now();
      result = await extractSyllabus(bytes, file);
      // The first run loads the readers' code; it is not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    predictions.push({ file, ...result! });
    perFile.push({ file, ms: median(times) });
  }
  const all = score(predictions, scorer);
  console.log(withoutKeptAside(all.output));
  const silentPercent = (100 * all.silent) / Math.max(1, all.items);
  const accuracyOk = all.recall >= BUDGET.recall && all.precision >= BUDGET.precision && all.type >= BUDGET.type && silentPercent <= BUDGET.silentPercent;
  console.log(
    `accuracy on all ${files.length} syllabi: recall ${all.recall}%, precision ${all.precision}%, type ${all.type}%, silent misses ${all.silent} of ${all.items} items (${silentPercent.toFixed(1)}%) ` +
      `(budget recall ≥ ${BUDGET.recall}, precision ≥ ${BUDGET.precision}, type ≥ ${BUDGET.type}, silent ≤ ${BUDGET.silentPercent}%) ${verdict(accuracyOk)}`,
  );
  const heldOut = score(predictions.filter((p) => HELD_OUT.has(path.basename(p.file).replace(/\.[^.]+$/, ''))), scorer);
  const heldOutOk = heldOut.recall >= BUDGET.heldOutRecall && heldOut.precision >= BUDGET.heldOutPrecision;
  console.log(
    `accuracy on the ${HELD_OUT.size} syllabi kept aside: recall ${heldOut.recall}%, precision ${heldOut.precision}%, type ${heldOut.type}%, silent misses ${heldOut.silent} of ${heldOut.items} items ` +
      `(budget recall ≥ ${BUDGET.heldOutRecall}, precision ≥ ${BUDGET.heldOutPrecision}) ${verdict(heldOutOk)}`,
  );

  const times = perFile.map((f) => f.ms);
  const timeOk = median(times) <= BUDGET.medianMs && Math.max(...times) <= BUDGET.maxMs;
  console.log(
    `time per syllabus in-process (${files.length} files, median of ${RUNS_PER_FILE} runs each): median ${median(times).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
      `(budget median ≤ ${BUDGET.medianMs} ms, none over ${BUDGET.maxMs} ms) ${verdict(timeOk)}`,
  );

  reviewerLoad(predictions);
  const checkOk = linesToCheck(predictions, all);
  const ratioOk = comparePdftotext(perFile);
  const loopOk = await eventLoopDelay(files);
  return accuracyOk && heldOutOk && timeOk && checkOk && ratioOk && loopOk;
}

interface Score {
  output: string;
  items: number;
  recall: number;
  precision: number;
  type: number;
  silent: number;
}

/** The set's own scorer on some of the predictions, against the truth of those files only. */
function score(predictions: (SyllabusResult & { file: string })[], scorer: string): Score {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-extract-'));
  const truthDir = path.join(dir, 'truth');
  fs.mkdirSync(truthDir);
  for (const { file } of predictions) {
    const truth = path.join(SYLLABI_DIR, `${path.basename(file).replace(/\.[^.]+$/, '')}.json`);
    fs.copyFileSync(truth, path.join(truthDir, path.basename(truth)));
  }
  fs.writeFileSync(path.join(dir, 'predictions.json'), JSON.stringify({ files: predictions }));
  const output = spawnSync(process.execPath, [scorer, path.join(dir, 'predictions.json'), truthDir], { encoding: 'utf8' }).stdout.trimEnd();
  fs.rmSync(dir, { recursive: true, force: true });
  const [, recall, precision, type] = /recall ([\d.]+)%, precision ([\d.]+)%, type ([\d.]+)%/.exec(output) ?? [];
  const [, silent] = /silent misses[^:]*: (\d+) of/.exec(output) ?? [];
  const [, items] = /files, (\d+) items/.exec(output) ?? [];
  return { output, items: Number(items), recall: Number(recall), precision: Number(precision), type: Number(type), silent: Number(silent) };
}

/**
 * What the engine leaves a reviewer (fewer flags at the same accuracy is better): the items the
 * workspace asks a person to check (review/workspace.ts itemsToCheck) and the unplaced lines, per syllabus, and the minutes that takes at a stated pace: 45 s to check a
 * flagged item against the file, 30 s to decide on an unplaced line, 2 s to scan an unflagged item
 * before "Confirm all unflagged".
 */
const PACE_SECONDS = { flagged: 45, unplaced: 30, unflagged: 2 };

function reviewerLoad(predictions: (SyllabusResult & { file: string })[], eachSyllabus = false): void {
  const perSyllabus = predictions.map((result) => {
    const items = result.items.map((item, id) => ({ ...item, id, syllabusId: 1, flags: withTermFlag(item.flags, result.term, item.date) }));
    const flagged = itemsToCheck(items).size;
    const seconds = flagged * PACE_SECONDS.flagged + result.unplaced.length * PACE_SECONDS.unplaced + (result.items.length - flagged) * PACE_SECONDS.unflagged;
    const one = { items: result.items.length, flagged, unplaced: result.unplaced.length, minutes: seconds / 60 };
    if (eachSyllabus) {
      const id = path.basename(result.file).replace(/\.[^.]+$/, '');
      console.log(`  ${id.padEnd(34)} ${String(one.unplaced).padStart(3)} lines to check, ${String(flagged).padStart(3)} of ${String(one.items).padStart(3)} items flagged: ${one.minutes.toFixed(1)} min`);
    }
    return one;
  });
  const total = (key: 'items' | 'flagged' | 'unplaced') => perSyllabus.reduce((sum, one) => sum + one[key], 0);
  console.log(
    `reviewer load: ${total('flagged')} of ${total('items')} items flagged (${((100 * total('flagged')) / Math.max(1, total('items'))).toFixed(0)}%), per syllabus median ${median(perSyllabus.map((one) => one.flagged))}, max ${Math.max(...perSyllabus.map((one) => one.flagged))}; ` +
      `${total('unplaced')} unplaced lines; review time per syllabus median ${median(perSyllabus.map((one) => one.minutes)).toFixed(1)} min, max ${Math.max(...perSyllabus.map((one) => one.minutes)).toFixed(1)} min ` +
      `(at ${PACE_SECONDS.flagged} s a flagged item, ${PACE_SECONDS.unplaced} s an unplaced line, ${PACE_SECONDS.unflagged} s an unflagged item)`,
  );
}

/** The scorer's report with the kept-aside syllabi's details cut (their figures are printed in all only). */
function withoutKeptAside(output: string): string {
  let keptAside = false;
  return output
    .split('\n')
    .filter((line) => {
      const file = /^(\S+)\s+found \d+\/\d+/.exec(line)?.[1];
      if (file) keptAside = HELD_OUT.has(file);
      else if (!line.startsWith(' ')) keptAside = false;
      return !keptAside;
    })
    .join('\n');
}

/**
 * The dated lines left to a person to check (the engine's unplaced lines: every dated line that became
 * no item and was not set aside), per syllabus and in all, beside the silent misses the scorer counts
 * (a deadline neither found nor among those lines). Few lines to check and no silent miss is a
 * complete review at a bearable cost.
 */
function linesToCheck(predictions: (SyllabusResult & { file: string })[], all: Score): boolean {
  const silentByFile = new Map<string, number>();
  let file = '';
  for (const line of all.output.split('\n')) {
    file = /^(\S+)\s+found \d+\/\d+/.exec(line)?.[1] ?? file;
    if (/^\s+missed!/.test(line)) silentByFile.set(file, (silentByFile.get(file) ?? 0) + 1);
  }
  console.log('lines to check and silent misses per syllabus:');
  const counts = predictions.map((p) => {
    const id = path.basename(p.file).replace(/\.[^.]+$/, '');
    const line = `  ${id.padEnd(34)} to check ${String(p.unplaced.length).padStart(3)}, set aside ${String(p.setAside.length).padStart(3)}`;
    console.log(HELD_OUT.has(id) ? `${line} (kept aside)` : `${line}, silent misses ${silentByFile.get(id) ?? 0}`);
    return p.unplaced.length;
  });
  const silentPercent = (100 * all.silent) / Math.max(1, all.items);
  const ok = median(counts) <= BUDGET.checkMedian && Math.max(...counts) <= BUDGET.checkMax && silentPercent <= BUDGET.silentAfterCheckPercent;
  console.log(
    `lines to check: ${counts.reduce((a, b) => a + b, 0)} in all, per syllabus median ${median(counts)}, max ${Math.max(...counts)}; silent misses ${all.silent} of ${all.items} items (${silentPercent.toFixed(1)}%) ` +
      `(budget median ≤ ${BUDGET.checkMedian}, max ≤ ${BUDGET.checkMax}, silent ≤ ${BUDGET.silentAfterCheckPercent}%) ${verdict(ok)}`,
  );
  return ok;
}

/** The engine's time on each PDF against `pdftotext -layout` (a process per run, as a worker would). */
function comparePdftotext(perFile: { file: string; ms: number }[]): boolean {
  if (spawnSync('pdftotext', ['-v']).error) {
    console.log('pdftotext is not installed (Debian: poppler-utils): no reference ratio.');
    return true;
  }
  const ratios = perFile
    .filter((f) => f.file.endsWith('.pdf'))
    .map((f) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS_PER_FILE; run++) {
        const started = performance.now();
        spawnSync('pdftotext', ['-layout', f.file, '-']);
        times.push(performance.now() - started);
      }
      return f.ms / median(times);
    });
  const ok = median(ratios) <= BUDGET.pdftotextRatio;
  console.log(`against pdftotext -layout on the same ${ratios.length} PDFs: median ${median(ratios).toFixed(2)}×, worst ${Math.max(...ratios).toFixed(2)}× (budget median ≤ ${BUDGET.pdftotextRatio}×) ${verdict(ok)}`);
  return ok;
}

/** Hands 20 syllabi to the worker pool at once and watches this process's event loop meanwhile. */
async function eventLoopDelay(files: string[]): Promise<boolean> {
  const pool = createExtractionPool({ threads: Math.max(1, os.availableParallelism() - 1), timeoutMs: 60_000 });
  try {
    const batch = Array.from({ length: 20 }, (_, i) => files[i % files.length]!).map((file) => ({ file, bytes: fs.readFileSync(file) }));
    // One file first, so the measurement sees extraction, not the workers' start-up.
    await pool.extract(batch[0]!.bytes, batch[0]!.file);
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const started = performance.now();
    await Promise.all(batch.map(({ file, bytes }) => pool.extract(bytes, file)));
    const elapsed = performance.now() - started;
    histogram.disable();
    const p99 = histogram.percentile(99) / 1e6;
    const ok = p99 <= BUDGET.loopDelayP99Ms;
    console.log(`event-loop delay while 20 syllabi are extracted on the pool (${elapsed.toFixed(0)} ms in all): p99 ${p99.toFixed(1)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms (budget p99 ≤ ${BUDGET.loopDelayP99Ms} ms) ${verdict(ok)}`);
    return ok;
  } finally {
    await pool.close();
  }
}
