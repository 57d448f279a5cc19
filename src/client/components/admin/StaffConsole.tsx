import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { normalizePath } from '../../../shared/routes';
import { Loading } from './ui';
import { AnalyticsPage } from './AnalyticsPage';
import { ConsoleLayout } from './ConsoleLayout';
import { EssaysPage } from './EssaysPage';
import { LeadsPage } from './LeadsPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { OutboxPage } from './OutboxPage';
import { ReferralCodesPage } from './ReferralCodesPage';
import { ConsoleDisabled, ConsoleUnreachable, SignInCard } from './SignInCard';
import { StaffPage } from './StaffPage';
import { fetchSessionState, managesAccounts, signIn, signOut, type SessionState, type StaffUser } from './staffSession';

const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

/** The whole console: the session's state decides between the sign-in card and the sections. */
export function StaffConsole() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [notice, setNotice] = useState<string | undefined>();
  const queryClient = useQueryClient();

  const load = useCallback(() => {
    setState({ status: 'loading' });
    void fetchSessionState().then(setState);
  }, []);
  useEffect(load, [load]);

  const endSession = useCallback(
    (message?: string) => {
      // Nothing the console loaded stays in memory once signed out.
      queryClient.clear();
      setNotice(message);
      setState({ status: 'signed-out' });
    },
    [queryClient],
  );
  useSignOutWhenRefused(endSession);

  if (state.status === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <Loading label="Opening the staff console…" />
      </div>
    );
  }
  if (state.status === 'unreachable') return <ConsoleUnreachable onRetry={load} />;
  if (state.status === 'disabled') return <ConsoleDisabled />;
  if (state.status === 'signed-out') {
    return (
      <SignInCard
        notice={notice}
        onSignIn={async (username, password) => {
          const answer = await signIn(username, password);
          if ('error' in answer) return answer.error;
          setNotice(undefined);
          setState({ status: 'signed-in', user: answer.user });
          return null;
        }}
      />
    );
  }
  return <ConsoleSections user={state.user} onSignOut={() => void signOut().then(() => endSession())} />;
}

/** A 401 from any staff call means the session expired or was signed out elsewhere. */
function useSignOutWhenRefused(endSession: (message: string) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refused = (error: unknown) => error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) endSession(SESSION_ENDED);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) endSession(SESSION_ENDED);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession]);
}

function ConsoleSections({ user, onSignOut }: { user: StaffUser; onSignOut: () => void }) {
  const [location] = useLocation();
  const path = normalizePath(location);
  return (
    <ConsoleLayout path={path} user={user} onSignOut={onSignOut}>
      <Switch location={path}>
        <Route path="/admin/orders/:id">{(params) => <OrderDetailPage orderId={params.id} />}</Route>
        <Route path="/admin/orders" component={OrdersPage} />
        <Route path="/admin" component={OrdersPage} />
        <Route path="/admin/leads" component={LeadsPage} />
        <Route path="/admin/essays" component={EssaysPage} />
        <Route path="/admin/outbox" component={OutboxPage} />
        <Route path="/admin/referral-codes" component={ReferralCodesPage} />
        <Route path="/admin/analytics" component={AnalyticsPage} />
        {/* Signing out on this page and in again as another account lands on the orders. */}
        <Route path="/admin/staff">{managesAccounts(user) ? <StaffPage /> : <Redirect to="/admin/orders" replace />}</Route>
        <Route>
          <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
            <h1 className="text-xl font-bold text-slate-900">This page is not part of the console</h1>
            <p className="mt-2 text-sm text-slate-600">
              Go back to the{' '}
              <Link href="/admin/orders" className="font-semibold text-brand-700 underline">
                orders
              </Link>
              .
            </p>
          </div>
        </Route>
      </Switch>
    </ConsoleLayout>
  );
}
