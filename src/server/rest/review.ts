import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderInput, syllabusInput } from '../../shared/schemas/review.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';
import { reviewActions } from '../review/actions.js';
import { documentView } from '../review/document.js';
import { reviewWorkspace } from '../review/workspace.js';
import { addStaffSyllabus } from '../syllabi/staff.js';
import { acceptSyllabusForms, readSyllabusForm } from '../uploads/multipart.js';
import { discardFiles } from '../uploads/storage.js';
import { requireStaff } from './admin.js';
import { parseWith } from './parse.js';

/**
 * The review workspace over REST, for scripts and other tools: the same schemas and domain functions
 * as `admin.review.*`, and the staff file upload (multipart, which tRPC does not carry).
 */
export async function reviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/admin/orders/:orderId/review/', async (request) => {
    const staff = requireStaff(request);
    const { orderId } = parseWith(orderInput, request.params);
    return { success: true, ...(await reviewWorkspace(deps, orderId, staff.username)) };
  });

  app.get('/api/admin/orders/:orderId/syllabi/:syllabusId/document/', async (request) => {
    requireStaff(request);
    const { orderId, syllabusId } = parseWith(syllabusInput, { ...(request.params as object), syllabusId: Number((request.params as { syllabusId: string }).syllabusId) });
    return { success: true, ...(await documentView(deps.db, orderId, syllabusId)) };
  });

  app.post('/api/admin/review/:action/', async (request) => {
    const staff = requireStaff(request);
    const { action: name } = parseWith(z.object({ action: z.string().max(40) }), request.params);
    const action = Object.hasOwn(reviewActions, name) ? reviewActions[name as keyof typeof reviewActions] : undefined;
    if (!action) throw new DomainError('NOT_FOUND', `There is no review action "${name}". Actions: ${Object.keys(reviewActions).join(', ')}.`);
    const input = parseWith(action.input, request.body);
    return { success: true, ...(await (action.run as (deps: AppDeps, actor: string, input: unknown) => Promise<object>)(deps, staff.username, input)) };
  });

  // Files staff add: the same 10 files of 10 MB, checked by content, as the student's own uploads.
  await app.register(async (scope) => {
    await acceptSyllabusForms(scope);
    scope.post('/api/admin/orders/:orderId/syllabi/', async (request) => {
      const staff = requireStaff(request);
      const { orderId } = parseWith(orderInput, request.params);
      const { files } = await readSyllabusForm(request, deps.config.uploadsDir);
      if (files.length === 0) throw new DomainError('BAD_INPUT', 'Choose a syllabus file to add (file_0).');
      const added = [];
      for (const [index, file] of files.entries()) {
        try {
          added.push(await addStaffSyllabus(deps, orderId, { file }, staff.username));
        } catch (error) {
          await discardFiles(deps.config.uploadsDir, files.slice(index + 1).map((rest) => rest.storedName));
          throw error;
        }
      }
      return { success: true, message: added.map((one) => one.message).join(' '), syllabusIds: added.map((one) => one.syllabusId) };
    });
  });
}
