const BASE64URL = /^[A-Za-z0-9_-]*$/u;

/**
 * Decodes base64url (RFC 4648 §5) to UTF-8 text. Padding is optional; standard-base64 characters,
 * whitespace and malformed UTF-8 are refused. Throws an Error whose message says why.
 */
export function decodeBase64Url(input: string): string {
  const unpadded = input.replace(/={1,2}$/u, '');
  if (!BASE64URL.test(unpadded)) throw new Error('unexpected character');
  if (unpadded.length % 4 === 1 || (unpadded !== input && input.length % 4 !== 0)) {
    throw new Error('base64 string is not of the correct length');
  }
  const padded = unpadded
    .replace(/-/gu, '+')
    .replace(/_/gu, '/')
    .padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('payload is not valid UTF-8');
  }
}

/** Encodes UTF-8 text as unpadded base64url (for building tokens in tests and tools). */
export function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}
