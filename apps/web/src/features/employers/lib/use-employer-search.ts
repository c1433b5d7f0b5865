import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { employerSearchFrom } from '../api';

/**
 * The employers list's search, kept in the URL: `set` changes some parameters (a change other than the
 * page goes back to the first page), `clear` shows all employers.
 */
export function useEmployerSearch() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const search = useMemo(() => employerSearchFrom(new URLSearchParams(key)), [key]);

  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const clear = () => setParams(new URLSearchParams());
  return { search, set, clear };
}
