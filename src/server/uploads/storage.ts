import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { oneLine } from '../../shared/schemas/text.js';
import { badInput } from '../errors.js';
import { detectSyllabusType } from './file-types.js';

/** A syllabus written to the uploads dir, not yet recorded in the database. */
export interface StoredFile {
  storedName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** The name as the student's computer called it, kept as data only: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = oneLine(base).trim().slice(0, 255);
  return cleaned || 'syllabus';
}

/**
 * Checks a file by its content and writes it under a random name in the uploads dir, which is never
 * served. A file of the wrong type is a 400 naming it.
 */
export async function storeSyllabus(uploadsDir: string, originalName: string, bytes: Buffer): Promise<StoredFile> {
  const name = cleanFileName(originalName);
  if (bytes.length === 0) throw badInput(`${name} is empty.`);
  const type = detectSyllabusType(bytes);
  if (!type) throw badInput(`${name} is not a PDF, Word (.doc, .docx), HTML, Markdown or text file.`);
  const storedName = `${crypto.randomBytes(16).toString('hex')}${type.extension}`;
  await fs.mkdir(uploadsDir, { recursive: true });
  await fs.writeFile(path.join(uploadsDir, storedName), bytes, { mode: 0o600, flag: 'wx' });
  return { storedName, originalName: name, mimeType: type.mime, sizeBytes: bytes.length, sha256: sha256(bytes) };
}

export const sha256 = (content: Buffer | string) => crypto.createHash('sha256').update(content).digest('hex');

/** The columns of an `uploads` row that describe the stored file itself. */
export const uploadColumns = (file: StoredFile) => ({
  stored_name: file.storedName,
  original_name: file.originalName,
  mime_type: file.mimeType,
  size_bytes: file.sizeBytes,
  content_sha256: file.sha256,
});

/** Removes files whose database rows were never written or are gone. */
export async function discardFiles(uploadsDir: string, storedNames: string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => fs.rm(path.join(uploadsDir, name), { force: true })));
}

/** When the retention purge removes a file stored now. */
export const deleteAfter = (retentionDays: number, now = new Date()) => new Date(now.getTime() + retentionDays * 86_400_000).toISOString();
