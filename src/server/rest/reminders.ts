import type { FastifyInstance } from 'fastify';
import { unsubscribeInput } from '../../shared/schemas/reminders.js';
import type { AppDeps } from '../deps.js';
import { PRIVATE_LINK_HEADERS } from '../http/security.js';
import { unsubscribe, unsubscribePagePath } from '../reminders/unsubscribe.js';
import { parseWith } from './parse.js';

/**
 * The List-Unsubscribe endpoint of reminder emails (RFC 8058). Mail programs POST
 * `List-Unsubscribe=One-Click` as a form, others send nothing or JSON: the token in the path is what
 * counts, so the body is read as bytes and never interpreted. A browser that opens the header's link
 * instead (GET) is sent to the page that says what happened.
 */
export async function reminderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.headers(PRIVATE_LINK_HEADERS);
      done();
    });

    scope.post('/api/reminders/unsubscribe/:token/', async (request) => {
      const { token } = parseWith(unsubscribeInput, request.params);
      return { success: true, ...(await unsubscribe(deps, token)) };
    });

    scope.get('/api/reminders/unsubscribe/:token/', async (request, reply) => {
      const { token } = parseWith(unsubscribeInput, request.params);
      return reply.redirect(unsubscribePagePath(token), 303);
    });
  });
}
