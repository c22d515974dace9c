import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';

/** A list page's query string and a way to change some of its keys (blank removes a key); history is replaced. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}

/**
 * A search box over `q`: what is typed, and the search it starts (`q`, back to the first page) once typing has
 * paused for `delayMs`.
 */
export function useSearchBox(
  search: string,
  update: (changes: Record<string, string | undefined>) => void,
  delayMs: number,
) {
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim(), delayMs);
  useEffect(() => {
    if (debounced !== search) update({ q: debounced || undefined, page: undefined });
    // Only the debounced text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [typed, setTyped] as const;
}
