import { useLingui } from '@lingui/react/macro';
import { validateSlug } from '@haat/domain/validators';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SlugAvailability } from '@haat/domain/schemas';

export type SlugState = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

/** Where the live check of a slug stands. */
export function slugState(slug: string, debounced: string, check: UseQueryResult<SlugAvailability>): SlugState {
  if (slug === '') return 'empty';
  if (validateSlug(slug) !== null) return 'invalid';
  if (slug !== debounced || check.isFetching || check.isPending) return 'checking';
  if (check.isError) return 'unknown';
  return check.data.available ? 'available' : 'taken';
}

/** The live check's message; announced politely as it changes. */
export function SlugStatusText({ state }: { state: SlugState }) {
  const { t } = useLingui();
  const text: Record<SlugState, string> = {
    empty: t`Lower-case English letters, digits and hyphens, e.g. rupa-fashion.`,
    invalid: t`Lower-case English letters, digits and hyphens, e.g. rupa-fashion.`,
    checking: t`Checking whether this address is free…`,
    available: t`This address is free.`,
    taken: t`This address is taken. Try another.`,
    unknown: t`Could not check this address now; it is checked again when you create the shop.`,
  };
  return (
    <span aria-live="polite" data-slug-state={state}>
      {text[state]}
    </span>
  );
}
