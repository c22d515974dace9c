import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { telLink } from '@haat/domain/chat';
import type { Shop } from '@haat/domain/schemas';
import { localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { shellMessages } from '@haat/i18n/messages';
import { buttonClass } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { marketHomeHref } from '../lib/links.ts';
import * as styles from './shell-states.css.ts';

/** docs/product/storefront.md "Unpublished Shop": the message, the numbers to call, and Return Home to /. */
export function UnpublishedPanel({ shop }: { shop: Shop }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const numbers = [
    { label: t`Shop's number`, number: shop.public_number },
    { label: t`Owner's mobile`, number: shop.user.mobile_number },
  ].filter((entry): entry is { label: string; number: string } => Boolean(entry.number));
  return (
    <ErrorPanel
      variant="generic"
      headingLevel={1}
      title={i18n._(shellMessages.unpublished.title)}
      message={i18n._(shellMessages.unpublished.message)}
    >
      {numbers.length > 0 && (
        <ul role="list" className={styles.contactList}>
          {numbers.map(({ label, number }) => (
            <li key={label}>
              {label}: <a href={telLink(number)}>{localizeDigits(number, locale)}</a>
            </li>
          ))}
        </ul>
      )}
      <Link to={marketHomeHref} className={buttonClass({ variant: 'primary' })}>
        {i18n._(shellMessages.returnHome)}
      </Link>
    </ErrorPanel>
  );
}
