import type { Page } from '@haat/domain/schemas';
import * as styles from './page-body.css.ts';

/** Paragraphs are separated by a blank line; single line breaks are kept inside a paragraph. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * An information page (about us, policies). The owner's text is shown as text, never as HTML:
 * on the shared market host an owner's markup could reach other shops' customers.
 */
export function PageBody({ page }: { page: Page }) {
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.body}>
        {paragraphsOf(page.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
