import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeZodError } from '../../shared/schemas/validation.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/unavailable.js';
import { DomainError } from '../errors.js';

/** Messages for Fastify's own 4xx errors, which would otherwise expose internal codes. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than the 10 MB limit.',
  FST_FILES_LIMIT: 'Too many files: send at most 10.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request.',
};

/** Every error answer is JSON `{ success: false, message }`; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(error.httpStatus).send({ success: false, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ success: false, message: describeZodError(error) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request';
      return reply.code(status).send({ success: false, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database did not answer');
      return reply.code(503).header('retry-after', '5').send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
