import { useLocation, useSearch } from 'wouter';

/** Console lists refetch when staff come back to them; the site's own default keeps answers forever. */
export const live = { staleTime: 5_000, refetchOnMount: 'always', refetchOnWindowFocus: true } as const;

/** Filters kept in the address's query string, so the back button and a shared link restore them. */
export function useQueryFilters<K extends string>(keys: readonly K[]) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(changes: Partial<Record<K | 'page', string | number>>) {
    const next = new URLSearchParams(search);
    // Any filter change starts again at the first page.
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === 1 || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  }
  return { values, page, update };
}

/** Narrows a value from the address to one of the allowed options. */
export const oneOf = <T extends string>(options: readonly T[], value: string): T | undefined => (options as readonly string[]).includes(value) ? (value as T) : undefined;
