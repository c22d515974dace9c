import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { ArrowUp } from 'lucide-react';
import { shouldShowScrollTop } from './scroll-top-rules.ts';
import * as styles from './scroll-top.css.ts';

/** Back to the top of the page, shown once the page has scrolled past 300px (not in checkout, cart, tracking, order details). */
export function ScrollTopButton() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollY(window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The server renders at the top; a page restored further down shows the button once hydrated.
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!shouldShowScrollTop(scrollY, pathname)) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t`Back to top`}
      data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}
