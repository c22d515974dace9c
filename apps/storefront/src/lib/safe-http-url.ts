/** Only http(s) addresses: a stored `javascript:` URL (or a handle, or anything else) never reaches an href or a page's data. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
