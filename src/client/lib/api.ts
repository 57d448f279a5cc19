import { createElement, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

/**
 * The typed API client of the checkout pages (purchase, campus purchase, essay review). Marketing
 * pages must not import it: it brings tRPC and React Query into their bundle.
 */
export const api = createTRPCReact<AppRouter>();

export type ApiInputs = inferRouterInputs<AppRouter>;
export type ApiOutputs = inferRouterOutputs<AppRouter>;

/** SPEC §7's query client: no retries, no refetching on focus or interval, answers never go stale. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [client] = useState(() => api.createClient({ links: [httpBatchLink({ url: '/trpc' })] }));
  return createElement(api.Provider, { client, queryClient, children: createElement(QueryClientProvider, { client: queryClient }, children) });
}

/**
 * The server's own message when it answered with an error (a declined card, a refused amount), or
 * null when no answer came back at all (offline, aborted, unreadable).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const answered = (error.data as { httpStatus?: number } | undefined)?.httpStatus !== undefined;
  return answered ? error.message.trim() : null;
}

/** Whether the server answered at all (as opposed to a network failure). */
export function serverAnswered(error: unknown): boolean {
  return serverMessage(error) !== null;
}

/** A multipart POST (the lead notification with the picked syllabi): whether it was accepted; never throws. */
export async function sendForm(url: string, body: FormData): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'POST', body, credentials: 'same-origin' })).ok;
  } catch {
    return false;
  }
}
