import { afterEach, describe, expect, it } from 'vitest';
import { createExtractionPool, ExtractionFailed, type ExtractionPool } from './worker.js';
import { packedPdf, syllabusPdf, SYLLABUS_TEXT } from './fixtures.js';

const pools: ExtractionPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
const pool = (options: Parameters<typeof createExtractionPool>[0]) => {
  const created = createExtractionPool(options);
  pools.push(created);
  return created;
};

describe('the extraction pool', { timeout: 120_000 }, () => {
  it('reads a syllabus in a worker thread', async () => {
    const result = await pool({ threads: 1, timeoutMs: 60_000 }).extract(Buffer.from(SYLLABUS_TEXT), 'cs101.txt');
    expect(result).toMatchObject({ course: 'CS 101', term: 'Fall 2025', items: [{ date: '2025-09-12', title: 'Homework 1' }, { date: '2025-10-03', type: 'exam' }] });
  });

  it('stops a file that takes longer than the time limit, with the reason', async () => {
    const slow = pool({ threads: 1, timeoutMs: 200 });
    const failure = slow.extract(await syllabusPdf(50), 'long.pdf');
    await expect(failure).rejects.toThrow(ExtractionFailed);
    await expect(failure).rejects.toThrow('Reading this file took longer than 200 ms, so it was stopped; ask the student for another copy or type its dates in by hand.');
  });

  it('fails the file whose worker runs out of memory with the reason, and gives the next file a new worker', async () => {
    const small = pool({ threads: 1, timeoutMs: 60_000, memoryMb: 16 });
    const crashed = 'The reader crashed on this file (it needed more than 16 MB of memory); ask the student for another copy or type its dates in by hand.';
    await expect(small.extract(await syllabusPdf(), 'syllabus.pdf')).rejects.toThrow(crashed);
    await expect(small.extract(Buffer.from(SYLLABUS_TEXT), 'cs101.txt')).rejects.toThrow(crashed);
  });

  it('refuses a PDF that unpacks to 1 GB with the reason, holding no more than its limits, and reads the next file', async () => {
    const reader = pool({ threads: 1, timeoutMs: 60_000 });
    await reader.extract(await syllabusPdf(), 'warm-up.pdf');
    const bomb = await packedPdf([[{ filter: 'FlateDecode', size: 1024 * 1024 * 1024 }]]);
    const before = process.memoryUsage.rss();
    let peak = before;
    // The worker thread unpacks; this thread's event loop stays free to watch the process's memory.
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const result = await reader.extract(bomb, 'bomb.pdf').finally(() => clearInterval(watch));
    expect(result.error).toBe('This PDF holds a part that unpacks to more than 32 MB, far more than any syllabus, so it was not read; ask the student for another copy or type its dates in by hand.');
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
    expect(await reader.extract(Buffer.from(SYLLABUS_TEXT), 'cs101.txt')).toMatchObject({ course: 'CS 101' });
  });

  it('gives the caller its own abort, not a failure of the file', async () => {
    const stopping = new AbortController();
    const running = pool({ threads: 1, timeoutMs: 60_000 }).extract(Buffer.from(SYLLABUS_TEXT), 'cs101.txt', {}, stopping.signal);
    stopping.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
