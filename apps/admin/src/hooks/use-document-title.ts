import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Sets the tab's title (screen readers announce it after navigation), with the app's name in the active language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useLingui();
  const documentTitle = title ? t`${title} · Haat Admin` : undefined;
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);
}
