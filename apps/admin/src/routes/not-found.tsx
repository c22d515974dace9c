import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { paths } from '../lib/paths.ts';

export function Component() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  useDocumentTitle(i18n._(errorMessages.pageNotFound));
  return (
    <main>
      <ErrorPanel
        variant="not-found"
        headingLevel={1}
        onHome={() => void navigate(paths.start())}
        homeLabel={t`Go to sign in`}
      />
    </main>
  );
}
