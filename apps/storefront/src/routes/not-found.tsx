import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';

/** Any path that is not a page (docs/product/routes.md route table, last row). */
export function Component() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const texts = shellMessages.errorDisplay['not-found'];
  return (
    <ErrorPanel
      variant="not-found"
      headingLevel={1}
      title={i18n._(texts.title)}
      message={i18n._(texts.message)}
      homeLabel={i18n._(shellMessages.goHome)}
      onHome={() => void navigate('/')}
    />
  );
}
