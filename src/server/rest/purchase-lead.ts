import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, notifyPurchaseFields } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { badInput, DomainError } from '../errors.js';
import { recordPurchaseLead } from '../leads.js';
import { cleanFileName, discardFiles, storeSyllabus, type StoredFile } from '../uploads/storage.js';
import { parseWith } from './parse.js';

/**
 * notify-purchase-page: the purchase form as multipart/form-data (booleans as text) with the
 * syllabi as file_0 … file_n. Multipart parsing exists on this route only.
 */
export async function purchaseLeadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 30, fieldSize: 10_000, parts: MAX_UPLOAD_FILES + 30 },
    });
    scope.post('/api/notify-purchase-page/', async (request) => {
      const receivedAt = new Date();
      const { fields, files } = await readForm(request, deps.config.uploadsDir);
      try {
        const parsed = parseWith(notifyPurchaseFields, fields);
        if (parsed.file_count !== undefined && parsed.file_count !== files.length) {
          throw badInput(`file_count says ${parsed.file_count} but ${files.length} ${files.length === 1 ? 'file' : 'files'} arrived.`);
        }
        return { success: true, ...(await recordPurchaseLead(deps, request.visitorId, parsed, files, receivedAt)) };
      } catch (error) {
        await discardFiles(deps.config.uploadsDir, files.map((file) => file.storedName));
        throw error;
      }
    });
  });
}

/** Reads the text fields and stores each file as it arrives, checked by content; nothing is kept on failure. */
async function readForm(request: FastifyRequest, uploadsDir: string): Promise<{ fields: Record<string, string>; files: StoredFile[] }> {
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
