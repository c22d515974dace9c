import { useLingui } from '@lingui/react/macro';
import { Star, StarHalf } from 'lucide-react';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import * as styles from './rating-stars.css.ts';

/** How many full and half stars a rating of 0–5 shows, rounded to the nearest half. */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** Five stars for a rating, read aloud as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { full, half, empty } = starParts(rating);
  const value = formatNumber(rating, locale, { maximumFractionDigits: 1 });
  const five = formatNumber(5, locale);
  return (
    <span className={styles.stars} role="img" aria-label={t`Rated ${value} out of ${five}`}>
      {Array.from({ length: full }, (_, index) => (
        <Star key={`full-${index}`} size={size} fill="currentColor" aria-hidden="true" />
      ))}
      {half && <StarHalf size={size} fill="currentColor" aria-hidden="true" />}
      {Array.from({ length: empty }, (_, index) => (
        <Star key={`empty-${index}`} size={size} className={styles.empty} aria-hidden="true" />
      ))}
    </span>
  );
}
