import { useLayoutEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/**
 * `value` as a Code 128 barcode in inline SVG. The digits under the bars are the caller's text
 * (JsBarcode measures its own text with a canvas, which a printer gains nothing from).
 */
export function Barcode({
  value,
  height,
  label,
  className,
}: {
  value: string;
  height: number;
  label: string;
  className?: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, { format: 'CODE128', displayValue: false, margin: 0, height, width: 2 });
    // The SVG scales to its box; the bars keep their proportions.
    svg.current.removeAttribute('width');
    svg.current.removeAttribute('height');
    svg.current.setAttribute('preserveAspectRatio', 'none');
  }, [value, height]);
  return <svg ref={svg} className={className} role="img" aria-label={label} data-testid="barcode" data-value={value} />;
}
