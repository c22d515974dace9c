import { Trans } from '@lingui/react/macro';
import * as styles from './product-description.css.ts';

/** The owner's description as text (never HTML), paragraph by blank line. */
export function ProductDescription({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="description-title" className={styles.description}>
      <h2 id="description-title">
        <Trans>Description</Trans>
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
