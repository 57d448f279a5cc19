import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says.',
  FST_ERR_BAD_URL: 'The address is not valid: a "%" in it must start an escape such as %20.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than the 10 MB limit.',
  FST_FILES_LIMIT: 'Too many files: send at most 10.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request.',
};

/** Every error answer is JSON `{ success: false, message }`; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

function answerError(error: FastifyError | DomainError | ZodError, request: FastifyRequest, reply: FastifyReply) {
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
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot decode or hold is refused before any hook
 * runs, so the answer gets the JSON answers' headers here.
 */
export function frameworkErrorHandler(apiHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => answerError(error, request, reply.headers(apiHeaders));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed or oversized header,
 * one too slow to arrive) never becomes a request, so the answer is written on the socket itself.
 */
export function clientErrorHandler(apiHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    const [status, message]: [number, string] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : [400, 'The request is not valid HTTP.'];
    const body = JSON.stringify({ success: false, message });
    const headers = { ...apiHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  };
}
