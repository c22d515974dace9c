// Any path that is not a page (docs/product/routes.md route table, last row): the not-found panel, answered 404.
import { useLingui } from '@lingui/react/macro';
import { data, useNavigate } from 'react-router';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';

export function loader() {
  return data(null, { status: 404 });
}

export { notFoundMeta as meta } from '../shell/meta.ts';

export default function NotFound() {
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
