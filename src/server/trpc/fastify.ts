import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  TRPCError,
  type AnyRouter,
  type inferRouterContext,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';

interface TrpcRoutesOptions<TRouter extends AnyRouter> {
  prefix: string;
  router: TRouter;
  createContext: (request: { req: FastifyRequest; res: FastifyReply }) => inferRouterContext<TRouter>;
  onError: (details: { error: TRPCError; path: string; req: FastifyRequest }) => void;
  /** Runs before each call of a request, a batch's one by one; a throw answers that call alone with the error. */
  beforeCall: (call: { path: string; type: CallType; req: FastifyRequest; res: FastifyReply }) => Promise<void>;
}

/** More calls than the checkout ever batches; a longer list is refused rather than run. */
const MAX_BATCH_SIZE = 10;

type CallResult = { result: { data: unknown } } | { error: unknown };
type CallType = 'query' | 'mutation';

/**
 * Serves a tRPC router on Fastify over tRPC's HTTP protocol as `httpBatchLink` speaks it: queries by
 * GET with `?input=`, mutations by POST with a JSON body, `?batch=1` for several calls in one request.
 *
 * Why not tRPC's Fastify adapter: it rebuilds every request as a Fetch `Request` (URL, Headers, body
 * stream, linked abort signals) and streams a `Response` back, which cost several times the procedure
 * itself. Here Fastify's parsed request goes straight to tRPC's own exported pieces: the procedure
 * call, the error shape (through the router's error formatter), the response transform and the status.
 * Streaming and subscriptions, which the app does not use, are not served.
 */
export async function trpcRoutes<TRouter extends AnyRouter>(app: FastifyInstance, options: TrpcRoutesOptions<TRouter>): Promise<void> {
  const { router } = options;
  const config = router._def._config;

  app.route<{ Params: { path: string }; Querystring: { batch?: string; input?: string } }>({
    method: ['GET', 'POST'],
    url: `${options.prefix}/:path`,
    handler: async (request, reply) => {
      const type: CallType = request.method === 'GET' ? 'query' : 'mutation';
      const isBatch = request.query.batch === '1';
      const paths = isBatch ? request.params.path.split(',') : [request.params.path];
      let ctx: inferRouterContext<TRouter> | undefined;

      const fail = (cause: unknown, path: string, input: unknown): CallResult => {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path, req: request });
        return { error: getTRPCErrorShape({ config, error, type, path, input, ctx }) };
      };

      let results: CallResult[];
      try {
        const inputs = readInputs(request, type, isBatch, paths.length);
        results = [];
        // One after another, as a batch's calls may depend on each other's writes.
        for (const [index, path] of paths.entries()) {
          const input = inputs[index] === undefined ? undefined : config.transformer.input.deserialize(inputs[index]);
          try {
            ctx ??= options.createContext({ req: request, res: reply });
            checkMethod(router, path, type);
            await options.beforeCall({ path, type, req: request, res: reply });
            const data = await callTRPCProcedure({ router, path, type, ctx, getRawInput: async () => input, signal: undefined, batchIndex: index });
            results.push({ result: { data } });
          } catch (cause) {
            results.push(fail(cause, path, input));
          }
        }
      } catch (cause) {
        results = paths.map((path) => fail(cause, path, undefined));
      }

      const body = isBatch ? results : results[0]!;
      reply.code(getHTTPStatusCode(body as Parameters<typeof getHTTPStatusCode>[0]));
      reply.header('content-type', 'application/json');
      return reply.send(JSON.stringify(transformTRPCResponse(config, body as Parameters<typeof transformTRPCResponse>[1])));
    },
  });
}

/** The raw input of each call: `?input=` for queries, the JSON body for mutations; keyed by index in a batch. */
function readInputs(request: FastifyRequest<{ Querystring: { input?: string } }>, type: CallType, isBatch: boolean, count: number): unknown[] {
  if (count > MAX_BATCH_SIZE) throw new TRPCError({ code: 'BAD_REQUEST', message: `A batch may hold at most ${MAX_BATCH_SIZE} calls.` });
  let raw: unknown;
  if (type === 'query') {
    try {
      raw = request.query.input === undefined ? undefined : JSON.parse(request.query.input);
    } catch (cause) {
      throw new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not valid JSON.', cause });
    }
  } else {
    if (request.body !== undefined && !request.headers['content-type']?.startsWith('application/json')) {
      throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the input as application/json.' });
    }
    raw = request.body;
  }
  if (!isBatch) return [raw];
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A batch input must be an object keyed by call index.' });
  }
  const byIndex = raw as Record<string, unknown>;
  return Array.from({ length: count }, (_, index) => byIndex[index]);
}

/** A query sent by POST or a mutation by GET is the wrong method, not an unknown path. */
function checkMethod(router: AnyRouter, path: string, type: CallType): void {
  const procedure = (router._def.procedures as Record<string, { _def: { type: string } } | undefined>)[path];
  if (procedure && procedure._def.type !== type) {
    throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: `${path} is a ${procedure._def.type}: send it by ${procedure._def.type === 'query' ? 'GET' : 'POST'}.` });
  }
}
