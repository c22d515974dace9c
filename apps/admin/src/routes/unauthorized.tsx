import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { shellMessages } from '@haat/i18n/messages';
import { buttonClass } from '@haat/ui/button';
import { CenteredPage } from '../components/centered-page.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { paths } from '../lib/paths.ts';

/** docs/product/admin.md: what an admin without a valid token sees. */
export function Component() {
  const { t, i18n } = useLingui();
  const title = t`Unauthorized`;
  useDocumentTitle(title);
  return (
    <CenteredPage icon={<ShieldAlert size={40} strokeWidth={1.75} />} title={title}>
      <p data-testid="unauthorized-message">{i18n._(shellMessages.adminUnauthorized)}</p>
      <Link to={paths.start()} className={buttonClass({ variant: 'primary' })}>
        {t`Sign in again`}
      </Link>
    </CenteredPage>
  );
}
