import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../shared/limits.js';
import { badInput, DomainError } from '../errors.js';
import { cleanFileName, discardFiles, storeSyllabus, type StoredFile } from './storage.js';

/** Multipart parsing with the syllabus limits, for the routes registered in `scope` only. */
export async function acceptSyllabusForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 30, fieldSize: 10_000, parts: MAX_UPLOAD_FILES + 30 },
  });
}

/**
 * Reads a multipart form: its text fields, and its files (file_0 … file_n), each checked by content
 * and stored as it arrives. On any failure nothing stays on disk; a file over 10 MB is a 413 naming it.
 */
export async function readSyllabusForm(request: FastifyRequest, uploadsDir: string): Promise<{ fields: Record<string, string>; files: StoredFile[] }> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: StoredFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!/^file_\d+$/.test(part.fieldname)) throw badInput(`Unexpected file field "${part.fieldname}": send files as file_0, file_1, …`);
      const name = cleanFileName(part.filename);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new DomainError('TOO_LARGE', `${name} is larger than the 10 MB limit.`) : error;
      });
      files.push(await storeSyllabus(uploadsDir, name, bytes));
    }
  } catch (error) {
    await discardFiles(uploadsDir, files.map((file) => file.storedName));
    throw error;
  }
  return { fields, files };
}
