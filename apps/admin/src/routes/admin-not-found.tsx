import { useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { paths } from '../lib/paths.ts';

/** An unknown page inside a shop's admin: the layout stays, with a way back to the dashboard. */
export function Component() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { shop_slug: slug = '' } = useParams();
  useDocumentTitle(i18n._(errorMessages.pageNotFound));
  return (
    <ErrorPanel
      variant="not-found"
      headingLevel={1}
      onHome={() => void navigate(paths.section(slug))}
      homeLabel={t`Go to the dashboard`}
    />
  );
}
