import { vars } from '@haat/ui/theme';

/** The CSS custom property behind a theme variable (`var(--x)` → `--x`). */
function propertyOf(variable: string): string | null {
  return /var\((--[^,)]+)/u.exec(variable)?.[1] ?? null;
}

/**
 * Makes the phone's browser bar match the page: `<meta name="theme-color">` takes the current
 * theme's header colour (the brand colour for a coloured header, the surface otherwise).
 */
export function syncThemeColor(colouredHeader: boolean, doc: Document = document): void {
  const property = propertyOf(colouredHeader ? vars.color.primary : vars.color.surface);
  if (!property) return;
  const value = getComputedStyle(doc.documentElement).getPropertyValue(property).trim();
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (value && meta) meta.content = value;
}
