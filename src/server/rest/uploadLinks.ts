import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertUploadLinkOpen, receiveUploadLinkFiles, uploadLinkView } from '../admin/upload-links.js';
import type { AppDeps } from '../deps.js';
import { acceptSyllabusForms, readSyllabusForm } from '../uploads/multipart.js';
import { discardFiles } from '../uploads/storage.js';
import { parseWith } from './parse.js';

const tokenParams = z.object({ token: z.string().max(100) });

/**
 * The private upload link's API: what the link's page shows, and its multipart upload (file_0 …
 * file_n, PDF, Word, HTML, Markdown or text checked by content, 10 files of 10 MB at most).
 */
export async function uploadLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { uploadsDir } = deps.config;
  app.get('/api/upload-links/:token/', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, ...(await uploadLinkView(deps.db, parseWith(tokenParams, request.params).token, deps.config.retentionDays)) };
  });

  await app.register(async (scope) => {
    await acceptSyllabusForms(scope);
    scope.post('/api/upload-links/:token/', async (request) => {
      const { token } = parseWith(tokenParams, request.params);
      await assertUploadLinkOpen(deps.db, token);
      const { files } = await readSyllabusForm(request, uploadsDir);
      try {
        return { success: true, ...(await receiveUploadLinkFiles(deps, token, files)) };
      } catch (error) {
        await discardFiles(uploadsDir, files.map((file) => file.storedName));
        throw error;
      }
    });
  });
}
