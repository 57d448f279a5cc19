import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('file sizes for people', () => {
  it('uses bytes, then KB, then MB with two decimals', () => {
    expect([1, 52, 2_048, 240_000, 1_572_864].map(formatFileSize)).toEqual(['1 byte', '52 bytes', '2 KB', '234 KB', '1.50 MB']);
  });
});
