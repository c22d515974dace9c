import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { isApiError } from '@haat/api-client/errors';
import { REVIEW_COMMENT_MAX_LENGTH, reviewBodySchema, type Review } from '@haat/domain/schemas';
import { checkBody, problemText } from '@haat/i18n/form-errors';
import { formatDate, formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { FormField, RequiredMark } from '@haat/ui/form-field';
import { Select, Textarea } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { notify } from '../../../lib/notify.ts';
import { useShop } from '../../../lib/shop.ts';
import { useCreateReview } from '../../../entities/customer/create-review.ts';
import { useCustomerOrders } from '../../../entities/orders/customer-orders.ts';
import { useMyReviews } from '../../../entities/customer/my-reviews.ts';
import { reviewableProducts, type ReviewableProduct } from '../reviewable-products.ts';
import * as styles from './dashboard.css.ts';
import * as reviewStyles from './my-reviews.css.ts';

function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useLingui();
  const value = formatNumber(rating, toLocale(i18n.locale));
  return (
    <span role="img" aria-label={t`${value} out of 5 stars`} className={reviewStyles.stars}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} size={16} fill={index < rating ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** The customer's reviews, and a form to review products from received orders. */
export function MyReviews() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const href = useShopHref();
  const reviews = useMyReviews(shop.id);
  const orders = useCustomerOrders(shop.id, 1);
  const pending = reviews.data && orders.data ? reviewableProducts(orders.data.data, reviews.data) : [];

  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>My Reviews</Trans>
      </h1>
      {pending.length > 0 && <WriteReview products={pending} />}
      <section className={styles.card} aria-labelledby="my-reviews-list">
        <h2 id="my-reviews-list" className={styles.cardTitle}>
          <Trans>Your reviews</Trans>
        </h2>
        {reviews.isPending && <Skeleton shape="block" height="6rem" />}
        {reviews.isError && <ErrorPanel layout="inline" headingLevel={3} onRetry={() => void reviews.refetch()} />}
        {reviews.isSuccess && reviews.data.length === 0 && (
          <p className={styles.muted}>
            <Trans>
              You have not reviewed anything yet. After an order is delivered, you can review its products here.
            </Trans>
          </p>
        )}
        {reviews.isSuccess && reviews.data.length > 0 && (
          <ul className={styles.list}>
            {reviews.data.map((review: Review) => (
              <li key={review.id} className={reviewStyles.review}>
                <div className={reviewStyles.header}>
                  {review.product ? (
                    <Link to={href('shop-product-details', { product_slug: review.product.slug })}>
                      {localizedName(review.product, locale)}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <Stars rating={review.rating} />
                </div>
                {review.comment && <p>{review.comment}</p>}
                <time className={styles.muted} dateTime={review.created_at}>
                  {formatDate(review.created_at, locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function WriteReview({ products }: { products: readonly ReviewableProduct[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const create = useCreateReview();
  const [productId, setProductId] = useState(String(products[0]?.productId ?? ''));
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [commentError, setCommentError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = products.find((product) => String(product.productId) === productId) ?? products[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!chosen) return;
    const check = checkBody(
      reviewBodySchema,
      { product_id: chosen.productId, rating, comment },
      { names: { rating: 'rating', comment: 'comment' } },
    );
    // No star chosen is the rating's only problem the form allows; it says how to give one.
    setRatingError(check.problems.rating ? t`Choose a rating from 1 to 5 stars` : undefined);
    setCommentError(problemText(i18n, check.problems.comment));
    if (!check.success) return;
    try {
      await create.mutateAsync(check.body);
      notify(t`Thank you for your review!`, 'success');
      setRating(0);
      setComment('');
    } catch (error) {
      if (isApiError(error) && (error.status === 403 || error.status === 409 || error.status === 422)) {
        setFormError(t`This product cannot be reviewed: you can review each product you received once.`);
      } else {
        setFormError(i18n._(errorMessages.unexpected));
      }
    }
  };

  return (
    <section className={styles.card} aria-labelledby="write-review-title">
      <h2 id="write-review-title" className={styles.cardTitle}>
        <Trans>Review a product you received</Trans>
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <FormField label={t`Product`} required>
          <Select value={productId} onChange={(event) => setProductId(event.target.value)}>
            {products.map((product) => (
              <option key={product.productId} value={String(product.productId)}>
                {localizedName(product, locale)}
              </option>
            ))}
          </Select>
        </FormField>
        <fieldset className={reviewStyles.fieldset} aria-describedby={ratingError ? 'rating-error' : undefined}>
          <legend className={reviewStyles.legend}>
            <Trans>Rating</Trans>
            <RequiredMark />
          </legend>
          <div className={reviewStyles.ratingOptions}>
            {[1, 2, 3, 4, 5].map((value) => {
              const stars = formatNumber(value, locale);
              return (
                <label key={value} className={reviewStyles.ratingOption}>
                  <input
                    type="radio"
                    name="rating"
                    className={reviewStyles.ratingInput}
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setRatingError(undefined);
                    }}
                  />
                  <Star size={28} fill={value <= rating ? 'currentColor' : 'none'} aria-hidden="true" />
                  <span className={reviewStyles.ratingLabel}>{t`${stars} stars`}</span>
                </label>
              );
            })}
          </div>
          {ratingError && (
            <p id="rating-error" className={reviewStyles.error}>
              {ratingError}
            </p>
          )}
        </fieldset>
        <FormField label={t`Your review (optional)`} error={commentError}>
          <Textarea
            rows={3}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(undefined);
            }}
          />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={create.isPending}>
            <Trans>Submit review</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
