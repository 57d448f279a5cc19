import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';

/** What every procedure can use; tests build it directly, without a request. */
export interface InnerContext extends AppDeps {
  visitorId: string;
  doNotTrack: boolean;
  isStaff: boolean;
}

export function createInnerContext(deps: AppDeps, who: Partial<Pick<InnerContext, 'visitorId' | 'doNotTrack' | 'isStaff'>> = {}): InnerContext {
  return { ...deps, visitorId: who.visitorId ?? 'test-visitor', doNotTrack: who.doNotTrack ?? false, isStaff: who.isStaff ?? false };
}

export interface RequestContext extends InnerContext {
  req: FastifyRequest;
  res: FastifyReply;
}

/** The per-request context: the inner context plus what the request itself says. */
export function contextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): RequestContext => ({
    ...createInnerContext(deps, { visitorId: req.visitorId, doNotTrack: req.doNotTrack, isStaff: req.isStaff }),
    req,
    res,
  });
}
