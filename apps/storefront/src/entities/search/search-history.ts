import { create } from 'zustand';
import * as v from 'valibot';
import { addRecentSearch, RECENT_SEARCHES_CAP } from '@haat/domain/search';
import { readJson, removeKey, storageKeys, writeJson } from '../../lib/storage.ts';

export interface SearchHistoryState {
  slug: string | null;
  /** Newest first, at most 10, one per term ignoring case (docs/product/rules.md#other-limits). */
  terms: string[];
  /** Loads `{slug}_search_history`. */
  load: (slug: string) => void;
  add: (term: string) => void;
  remove: (term: string) => void;
  clear: () => void;
}

const storedSchema = v.array(v.string());

export const useSearchHistoryStore = create<SearchHistoryState>()((set, get) => {
  function keep(terms: string[]) {
    const { slug } = get();
    if (slug) writeJson(storageKeys.searchHistory(slug), terms);
    set({ terms });
  }
  return {
    slug: null,
    terms: [],
    load(slug) {
      const stored = v.safeParse(storedSchema, readJson(storageKeys.searchHistory(slug)));
      // Re-applying the rules cleans a list written by an older version or by hand.
      const terms = stored.success
        ? stored.output
            .reduceRight<string[]>((list, term) => addRecentSearch(list, term), [])
            .slice(0, RECENT_SEARCHES_CAP)
        : [];
      set({ slug, terms });
    },
    add: (term) => keep(addRecentSearch(get().terms, term)),
    remove: (term) => keep(get().terms.filter((entry) => entry !== term)),
    clear() {
      const { slug } = get();
      if (slug) removeKey(storageKeys.searchHistory(slug));
      set({ terms: [] });
    },
  };
});
