import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { unitPriceTaka } from '@haat/domain/price';
import type { Product } from '@haat/domain/schemas';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { Price } from '@haat/ui/price';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';
import { errorText } from '../../../lib/error-text.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { useProductChoices } from '../api/product-choices.ts';
import { useSetFeaturedProduct } from '../api/set-featured-product.ts';
import * as styles from './featured-product.css.ts';

/** The one product the storefront puts first: choose it, or clear it. */
export function FeaturedProductView() {
  const { t, i18n } = useLingui();
  const shop = useCurrentShop();
  const featured = shop.featured_product;
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim(), 400);
  const products = useProductChoices({ search: search || undefined, page });
  const setFeatured = useSetFeaturedProduct();
  const nameOf = (product: Pick<Product, 'name' | 'bn_name'>) => localizedName(product, toLocale(i18n.locale));

  const choose = (product: Product | null) =>
    setFeatured.mutate(product?.id ?? null, {
      onSuccess: () => toast.success(product ? t`“${nameOf(product)}” is now featured` : t`No product is featured now`),
      onError: (error) => toast.error(errorText(i18n, error)),
    });

  return (
    <>
      <PageHeader title={t`Featured product`} description={t`One product shown first on your shop’s home page.`} />
      <Card as="section" padding="lg" aria-labelledby="featured-now">
        <h2 id="featured-now" className={styles.sectionTitle}>{t`Featured now`}</h2>
        {featured ? (
          <div className={styles.current} data-testid="featured-product">
            {imageUrl(featured.image_url) ? (
              <img src={imageUrl(featured.image_url) ?? ''} alt="" className={styles.image} width={96} height={96} />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <div className={styles.info}>
              <strong>{nameOf(featured)}</strong>
              <Price amount={unitPriceTaka(featured)} original={featured.selling_price} />
            </div>
            <Button
              variant="secondary"
              loading={setFeatured.isPending && setFeatured.variables === null}
              onClick={() => choose(null)}
            >
              {t`Clear`}
            </Button>
          </div>
        ) : (
          <EmptyState title={t`No featured product.`} icon={<Star size={36} />}>
            {t`Choose one from the list below.`}
          </EmptyState>
        )}
      </Card>
      <section aria-labelledby="choose-featured" className={styles.choices}>
        <h2 id="choose-featured" className={styles.sectionTitle}>{t`Choose a product`}</h2>
        <div className={styles.search} role="search">
          <FormField label={t`Search products`}>
            <Input
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setPage(1);
              }}
            />
          </FormField>
        </div>
        <QueryState query={products}>
          {(list) =>
            list.data.length === 0 ? (
              <EmptyState title={search ? t`No products match.` : t`No products yet.`} />
            ) : (
              <>
                <ul className={styles.list}>
                  {list.data.map((product) => {
                    const isFeatured = featured?.id === product.id;
                    const thumb = imageUrl(product.thumbnail_url ?? product.image_url);
                    return (
                      <li key={product.id} className={styles.row}>
                        {thumb ? (
                          <img src={thumb} alt="" className={styles.thumb} width={48} height={48} loading="lazy" />
                        ) : (
                          <span className={styles.thumb} aria-hidden="true" />
                        )}
                        <span className={styles.name}>{nameOf(product)}</span>
                        {isFeatured ? (
                          <Badge tone="green">{t`Featured`}</Badge>
                        ) : (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t`Feature ${nameOf(product)}`}
                            loading={setFeatured.isPending && setFeatured.variables === product.id}
                            onClick={() => choose(product)}
                          >
                            {t`Feature`}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <Pagination page={list.current_page} lastPage={list.last_page} onPageChange={setPage} />
              </>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
