import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tsx = path.resolve('node_modules/.bin/tsx');
const run = (...args: string[]) => spawnSync(tsx, ['scripts/extract.ts', ...args], { encoding: 'utf8' });

// Each test starts the command line in its own process (tsx compiles it first): seconds on a busy machine.
describe('npm run -s extract', { timeout: 30_000 }, () => {
  it('prints one JSON document with each file’s items, and a reason for a file it cannot read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-cli-'));
    const syllabus = path.join(dir, 'chem101.txt');
    fs.writeFileSync(syllabus, 'CHEM 101 General Chemistry\nSep 12: Problem set 1 due by 5pm\nOct 3: Midterm exam\n');
    const broken = path.join(dir, 'broken.pdf');
    fs.writeFileSync(broken, '%PDF-1.4\nnot really a pdf');

    const result = run(syllabus, broken, '--term', 'Fall 2025');

    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.files).toHaveLength(2);
    expect(output.files[0]).toMatchObject({
      file: syllabus,
      course: 'CHEM 101: General Chemistry',
      term: 'Fall 2025',
      items: [
        { date: '2025-09-12', time: '17:00', type: 'assignment', title: 'Problem set 1', flags: [], source: { page: 1, text: 'Sep 12: Problem set 1 due by 5pm' } },
        { date: '2025-10-03', type: 'exam', title: 'Midterm exam' },
      ],
      unplaced: [],
    });
    expect(output.files[1]).toMatchObject({ file: broken, items: [], error: expect.stringMatching(/^This PDF is damaged/) });
  });

  it('exits 2 with its usage on stderr, and nothing on stdout, when given no file', () => {
    const result = run('--term');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/usage: npm run -s extract -- FILE/);
  });
});
