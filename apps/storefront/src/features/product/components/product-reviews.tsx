import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ProductDetail } from '@haat/domain/schemas';
import { formatDate, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useProductReviews } from '../../../entities/product/product-reviews.ts';
import { RatingStars } from './rating-stars.tsx';
import * as styles from './product-reviews.css.ts';

/** The rating average and the product's reviews, a page at a time. */
export function ProductReviews({ shopId, product }: { shopId: number; product: ProductDetail }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(shopId, product.slug, page);
  const average = formatNumber(product.rating_average, locale, { maximumFractionDigits: 1 });
  const count = formatNumber(product.rating_count, locale);

  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        <Trans>Reviews</Trans>
      </h2>
      <div className={styles.summary}>
        <span className={styles.average} aria-hidden="true">
          {average}
        </span>
        <div className={styles.summaryText}>
          <RatingStars rating={product.rating_average} size={20} />
          <span className={styles.muted}>
            {t`${plural(product.rating_count, { one: `Based on ${count} review`, other: `Based on ${count} reviews` })}`}
          </span>
        </div>
      </div>

      {reviews.isPending && (
        <div aria-busy="true" aria-label={t`Loading reviews`}>
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </div>
      )}
      {reviews.isError && <ErrorPanel layout="inline" headingLevel={3} onRetry={() => void reviews.refetch()} />}
      {reviews.isSuccess && reviews.data.data.length === 0 && (
        <p className={styles.muted}>
          <Trans>No reviews yet. Customers who received this product can review it from their dashboard.</Trans>
        </p>
      )}
      {reviews.isSuccess && reviews.data.data.length > 0 && (
        <>
          <ul className={styles.list} aria-busy={reviews.isPlaceholderData || undefined}>
            {reviews.data.data.map((review) => (
              <li key={review.id} className={styles.review}>
                <div className={styles.reviewHeader}>
                  <span className={styles.author}>{review.customer_name}</span>
                  <RatingStars rating={review.rating} size={14} />
                  <time className={styles.muted} dateTime={review.created_at}>
                    {formatDate(review.created_at, locale)}
                  </time>
                </div>
                {review.comment && <p>{review.comment}</p>}
              </li>
            ))}
          </ul>
          {reviews.data.last_page > 1 && (
            <ReviewPager
              page={reviews.data.current_page}
              lastPage={reviews.data.last_page}
              busy={reviews.isPlaceholderData}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}

function ReviewPager({
  page,
  lastPage,
  busy,
  onPage,
}: {
  page: number;
  lastPage: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const current = formatNumber(page, locale);
  const last = formatNumber(lastPage, locale);
  return (
    <nav className={styles.pager} aria-label={t`Review pages`}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className={styles.muted}>
        <Trans>
          Page {current} of {last}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
