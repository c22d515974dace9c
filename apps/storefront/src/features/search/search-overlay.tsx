import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Clock, Search, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, shouldSearch } from '@haat/domain/search';
import { Button, IconButton } from '@haat/ui/button';
import { Skeleton } from '@haat/ui/skeleton';
import { visuallyHiddenClass } from '@haat/ui/visually-hidden';
import { useShop } from '../../lib/shop.ts';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';
import { useSearchHistoryStore } from '../../entities/search/search-history.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { useSearchProducts } from '../../entities/search/search-products.ts';
import { SearchResultTile } from './search-result-tile.tsx';
import { useGridColumns } from './use-grid-columns.ts';
import * as styles from './search.css.ts';

function RecentSearches({ onPick }: { onPick: (term: string) => void }) {
  const { t } = useLingui();
  const terms = useSearchHistoryStore((state) => state.terms);
  const remove = useSearchHistoryStore((state) => state.remove);
  const clear = useSearchHistoryStore((state) => state.clear);
  if (terms.length === 0) return <p className={styles.hint}>{t`Type at least 2 letters to search.`}</p>;
  return (
    <section aria-labelledby="recent-searches">
      <h2 id="recent-searches" className={styles.sectionTitle}>
        <span>{t`Recent searches`}</span>
        <Button variant="link" size="sm" onClick={clear}>
          {t`Clear all`}
        </Button>
      </h2>
      <ul role="list" className={styles.chips}>
        {terms.map((term) => (
          <li key={term} className={styles.chip}>
            <button type="button" className={styles.chipTerm} onClick={() => onPick(term)}>
              <Clock size={14} aria-hidden="true" />
              {term}
            </button>
            <button
              type="button"
              className={styles.chipRemove}
              onClick={() => remove(term)}
              aria-label={t`Remove ${term}`}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ query, onOpen }: { query: string; onOpen: () => void }) {
  const { t } = useLingui();
  const shop = useShop();
  const [columns, grid] = useGridColumns();
  const results = useSearchProducts(shop.id, query);
  const products = results.data ?? [];
  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };

  if (results.isPending) {
    return (
      <ul ref={grid} role="list" className={styles.grid} style={gridStyle} aria-busy="true" aria-label={t`Searching…`}>
        {Array.from({ length: columns * 2 }, (_, index) => (
          <li key={index}>
            <Skeleton shape="block" height={180} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={t`Search results`}>
      <p className={styles.hint} role="status">
        {products.length === 0
          ? t`No products found for “${query}”.`
          : plural(products.length, { one: '# product found', other: '# products found' })}
      </p>
      <ul ref={grid} role="list" className={styles.grid} style={gridStyle} data-columns={columns}>
        {products.map((product) => (
          <li key={product.id}>
            <SearchResultTile product={product} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search panel's content; it unmounts when the overlay closes, so closing clears the query and results. */
function SearchPanel() {
  const { t } = useLingui();
  const remember = useSearchHistoryStore((state) => state.add);
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const searching = shouldSearch(settled) && shouldSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shouldSearch(query)) remember(query);
  };
  const pick = (term: string) => {
    setQuery(term);
    input.current?.focus();
  };

  return (
    <>
      <form role="search" className={styles.bar} onSubmit={submit}>
        <label className={styles.field}>
          <Search size={20} aria-hidden="true" />
          <input
            ref={input}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Search products`}
            aria-label={t`Search products`}
            enterKeyHint="search"
            autoComplete="off"
          />
        </label>
        <RadixDialog.Close asChild>
          <IconButton aria-label={t`Close search`}>
            <X size={22} />
          </IconButton>
        </RadixDialog.Close>
      </form>
      <div className={styles.body}>
        {searching ? <Results query={settled} onOpen={() => remember(settled)} /> : <RecentSearches onPick={pick} />}
      </div>
    </>
  );
}

/** docs/product/storefront.md search overlay: recent searches, then results in 2 to 5 columns by width. */
export default function SearchOverlay() {
  const { t } = useLingui();
  const open = useShopUiStore((state) => state.isSearchOpen);
  const setOpen = useShopUiStore((state) => state.setSearchOpen);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.panel} aria-describedby={undefined}>
          <RadixDialog.Title className={visuallyHiddenClass}>{t`Search products`}</RadixDialog.Title>
          <SearchPanel />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
