import { useEffect, useState, type RefObject } from 'react';
import { searchGridColumns } from '@haat/domain/search';

/** 2 to 5 columns by the width of the element (docs/product/rules.md#layout-constants), following its size. */
export function useGridColumns(element: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(() => searchGridColumns(window.innerWidth));
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setColumns(searchGridColumns(target.clientWidth || window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return columns;
}
