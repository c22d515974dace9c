/**
 * A version 4 UUID from `crypto.getRandomValues`, which every browser gives every page. `crypto.randomUUID` is
 * given only to secure contexts (HTTPS, localhost) and by Chrome 92+: a shop's own domain over plain HTTP, or an
 * older phone's browser, has none.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, the variant 10xx in the high bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
