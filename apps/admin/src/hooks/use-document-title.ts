import { useEffect } from 'react';

/** Sets the tab's title (screen readers announce it after navigation). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Haat Admin`;
  }, [title]);
}
