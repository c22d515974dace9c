/**
 * Secrets the platform keeps for a shop (a courier's API key, an SMS gateway's token) are stored sealed:
 * AES-256-GCM with a random 96-bit IV per value and the value's context (e.g. `shop:12:courier:steadfast`)
 * as associated data, so a sealed value copied to another shop's row does not open there.
 *
 * The AES key is derived (HKDF-SHA256) from `CREDENTIALS_KEY`: 32 or more random bytes, written as 64 hex
 * digits or in base64/base64url (development generates one in DATA_DIR, as it does JWT_SECRET).
 *
 * A sealed value reads `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts). The key id is a short
 * fingerprint of the derived key, so a value names the key that sealed it: to rotate, set the new key in
 * CREDENTIALS_KEY and the old one in CREDENTIALS_KEY_PREVIOUS; values still open, `needsResealing` tells
 * which ones to seal again, and the old key goes once none is left.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_INFO = 'haat credentials v1';
const KEY_ID_LENGTH = 8;

/** The least key material CREDENTIALS_KEY may hold, in bytes. */
export const CREDENTIALS_KEY_MIN_BYTES = KEY_BYTES;

/** A sealed value that cannot be opened: malformed, sealed by an unknown key, tampered with, or another context's. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * The bytes of a key as written in the environment: 64 hex digits, or base64/base64url. Undefined when it
 * is neither or holds fewer than 32 bytes.
 */
export function decodeKeyMaterial(text: string): Buffer | undefined {
  const value = text.trim();
  let bytes: Buffer | undefined;
  if (/^[0-9a-f]{64}$/iu.test(value)) bytes = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/u.test(value))
    bytes = Buffer.from(value.replace(/-/gu, '+').replace(/_/gu, '/'), 'base64');
  return bytes && bytes.length >= CREDENTIALS_KEY_MIN_BYTES ? bytes : undefined;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function deriveKey(material: Buffer): Key {
  const bytes = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), HKDF_INFO, KEY_BYTES));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, KEY_ID_LENGTH);
  return { id, bytes };
}

function keyFrom(text: string, name: string): Key {
  const material = decodeKeyMaterial(text);
  if (!material) throw new SecretBoxError(`${name} must be at least ${KEY_BYTES} bytes, written in hex or base64`);
  return deriveKey(material);
}

export interface SecretBoxKeys {
  /** CREDENTIALS_KEY: seals every new value. */
  current: string;
  /** CREDENTIALS_KEY_PREVIOUS: only opens values sealed before a rotation. */
  previous?: readonly string[];
}

export class SecretBox {
  readonly #current: Key;
  readonly #keys: ReadonlyMap<string, Key>;

  constructor(keys: SecretBoxKeys) {
    this.#current = keyFrom(keys.current, 'CREDENTIALS_KEY');
    const all = [this.#current, ...(keys.previous ?? []).map((text) => keyFrom(text, 'CREDENTIALS_KEY_PREVIOUS'))];
    this.#keys = new Map(all.map((key) => [key.id, key]));
  }

  /** `plaintext` sealed with the current key for `context` (what the value belongs to). */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
    return [VERSION, this.#current.id, ...parts].join('.');
  }

  /** The plaintext of a sealed value; throws SecretBoxError when it cannot be opened for `context`. */
  open(sealed: string, context: string): string {
    const [version, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
    if (
      version !== VERSION ||
      keyId === undefined ||
      iv === undefined ||
      ciphertext === undefined ||
      tag === undefined ||
      rest.length > 0
    ) {
      throw new SecretBoxError('Not a sealed value');
    }
    const key = this.#keys.get(keyId);
    if (!key) throw new SecretBoxError('Sealed with a key this process does not have');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError('Not a sealed value');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The sealed value was altered or belongs to another context');
    }
  }

  /** Whether a value was sealed by a previous key (seal it again, then the old key can go). */
  needsResealing(sealed: string): boolean {
    return sealed.split('.', 2)[1] !== this.#current.id;
  }
}
