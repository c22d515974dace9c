import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type * as QrCode from 'qrcode';
import * as styles from './footer.css.ts';

/** A QR code of the shop's address; the QR library loads only when the footer comes into view. */
export function ShopQrCode({ url }: { url: string }) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      const loaded: unknown = await import('qrcode');
      // qrcode is CommonJS: depending on the bundler its functions sit on the namespace or on `default`.
      const qr = ((loaded as { default?: unknown }).default ?? loaded) as typeof QrCode;
      const svg = await qr.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
      if (!cancelled) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    };
    const fail = (error: unknown) => console.warn('QR code could not be drawn.', error);
    const element = holder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      draw().catch(fail);
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          draw().catch(fail);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url]);

  return (
    <div ref={holder} className={styles.qr}>
      {source ? (
        <img
          src={source}
          width={112}
          height={112}
          className={styles.qrImage}
          alt={t`QR code of the shop's address ${url}`}
        />
      ) : (
        <span className={styles.qrImage} aria-hidden="true" />
      )}
    </div>
  );
}
