import type { FastifyInstance } from 'fastify';
import { notifyPurchaseFields } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { badInput } from '../errors.js';
import { recordPurchaseLead } from '../leads.js';
import { acceptSyllabusForms, readSyllabusForm } from '../uploads/multipart.js';
import { discardFiles } from '../uploads/storage.js';
import { parseWith } from './parse.js';

/**
 * notify-purchase-page: the purchase form as multipart/form-data (booleans as text) with the
 * syllabi as file_0 … file_n. Multipart parsing exists on this route only.
 */
export async function purchaseLeadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { uploadsDir } = deps.config;
  await app.register(async (scope) => {
    await acceptSyllabusForms(scope);
    scope.post('/api/notify-purchase-page/', async (request) => {
      const receivedAt = new Date();
      const { fields, files } = await readSyllabusForm(request, uploadsDir);
      try {
        const parsed = parseWith(notifyPurchaseFields, fields);
        if (parsed.file_count !== undefined && parsed.file_count !== files.length) {
          throw badInput(`file_count says ${parsed.file_count} but ${files.length} ${files.length === 1 ? 'file' : 'files'} arrived.`);
        }
        return { success: true, ...(await recordPurchaseLead(deps, request.visitorId, parsed, files, receivedAt)) };
      } catch (error) {
        await discardFiles(uploadsDir, files.map((file) => file.storedName));
        throw error;
      }
    });
  });
}
