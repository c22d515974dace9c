import { useMemo } from 'react';
import * as qrcodeModule from 'qrcode';

// qrcode is CommonJS: depending on the bundler its functions sit on the namespace or on `default`.
const qrcode = ((qrcodeModule as { default?: unknown }).default ?? qrcodeModule) as typeof qrcodeModule;

/** The quiet zone around the code, in modules (the standard asks for 4). */
const QUIET_ZONE = 4;

/** A QR code drawn as inline SVG (one path of dark modules), so a printer gets sharp edges at any size. */
export function QrCode({ value, size, label }: { value: string; size: string; label: string }) {
  const { count, path } = useMemo(() => {
    const { modules } = qrcode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data, not text
        if (modules.get(row, column)) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { count: modules.size + QUIET_ZONE * 2, path: d };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
