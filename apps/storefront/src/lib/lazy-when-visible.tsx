import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface LazyWhenVisibleProps {
  /** Rendered (inside Suspense) once the placeholder comes near the viewport. */
  children: ReactNode;
  /** Height the placeholder keeps until then, so the page does not jump. */
  minHeight: number;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
  /** For the placeholder, e.g. to hide it where the content would be hidden. */
  className?: string;
}

/**
 * Renders its (lazy) children only when the spot comes near the viewport: parts below the fold,
 * such as the footer, stay out of the first-load JavaScript.
 */
export function LazyWhenVisible({ children, minHeight, rootMargin = '400px', className }: LazyWhenVisibleProps) {
  // The server and the first (hydrating) render show the placeholder; the browser decides after that.
  const [visible, setVisible] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (visible || !spot.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = <div ref={spot} className={className} style={{ minHeight }} aria-hidden="true" />;
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
