import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffUser } from '../admin/staff-accounts.js';
import type { AppDeps } from '../deps.js';

/** What every procedure can use; tests build it directly, without a request. */
export interface InnerContext extends AppDeps {
  visitorId: string;
  doNotTrack: boolean;
  /** The signed-in staff member, or null. */
  staff: StaffUser | null;
}

export type Who = Partial<Pick<InnerContext, 'visitorId' | 'doNotTrack' | 'staff'>>;

export function createInnerContext(deps: AppDeps, who: Who = {}): InnerContext {
  return { ...deps, visitorId: who.visitorId ?? 'test-visitor', doNotTrack: who.doNotTrack ?? false, staff: who.staff ?? null };
}

export interface RequestContext extends InnerContext {
  req: FastifyRequest;
  res: FastifyReply;
}

/** The per-request context: the inner context plus what the request itself says. */
export function contextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): RequestContext => ({
    ...createInnerContext(deps, { visitorId: req.visitorId, doNotTrack: req.doNotTrack, staff: req.staff }),
    req,
    res,
  });
}
