import { useEffect, useState } from 'react';
import { searchGridColumns } from '@haat/domain/search';

/**
 * 2 to 5 columns by the width of the grid (docs/product/rules.md#layout-constants), following its size.
 * Returns the columns and the ref to put on the grid: a callback ref, because the grid element is
 * replaced (skeleton → results) and the new one must be the one observed.
 */
export function useGridColumns(): [columns: number, ref: (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState(() => searchGridColumns(window.innerWidth));
  useEffect(() => {
    if (!element) return;
    const measure = () => setColumns(searchGridColumns(element.clientWidth || window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [columns, setElement];
}
