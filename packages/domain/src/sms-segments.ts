/**
 * How an SMS is encoded and how many parts (segments) it is sent and billed as. Text that fits the
 * GSM 03.38 7-bit alphabet goes as GSM-7: 160 septets in one SMS, 153 a part when it is split
 * (the rest of each part is the header that joins them). Anything else, any Bengali letter or the
 * taka sign ৳ included, makes the whole message UCS-2: 70 UTF-16 code units, 67 a part.
 * A character is never split across two parts: an extension character (2 septets) or a surrogate
 * pair (an emoji, 2 code units) that does not fit a part's end starts the next part.
 */

/** GSM 03.38 basic character set (one septet each); ESC (0x1B) is left out, it only introduces the extension table. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** GSM 03.38 extension table: ESC plus the character, so two septets each (form feed included). */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
} as const satisfies Record<SmsEncoding, { single: number; perPart: number }>;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** The message's length in its encoding's units: septets for GSM-7 (an extension character is 2), UTF-16 code units for UCS-2. */
  characters: number;
  /** Parts it is sent (and billed) as; 0 for an empty message. */
  segments: number;
  /** How many units one part holds: the single-SMS limit while it fits one, the per-part limit once split. */
  perSegment: number;
  /** Units still free in the last part before another part is needed. */
  remainingInSegment: number;
}

/** Septets a character takes in GSM-7, or null when GSM-7 cannot carry it. */
function gsm7Septets(character: string): 1 | 2 | null {
  if (GSM7_BASIC.has(character)) return 1;
  return GSM7_EXTENSION.has(character) ? 2 : null;
}

/** Whether the whole text can go as GSM-7. */
export function isGsm7(text: string): boolean {
  for (const character of text) if (gsm7Septets(character) === null) return false;
  return true;
}

export function smsEncoding(text: string): SmsEncoding {
  return isGsm7(text) ? 'GSM-7' : 'UCS-2';
}

/** Parts of `sizes` (each character's units, never split) at `single` units alone or `perPart` units a part. */
function pack(sizes: readonly number[], { single, perPart }: { single: number; perPart: number }) {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= single)
    return { characters: total, segments: total === 0 ? 0 : 1, perSegment: single, remainingInSegment: single - total };
  let segments = 1;
  let fill = 0;
  for (const size of sizes) {
    if (fill + size > perPart) {
      segments += 1;
      fill = 0;
    }
    fill += size;
  }
  return { characters: total, segments, perSegment: perPart, remainingInSegment: perPart - fill };
}

/** The encoding, length and parts of an SMS with this text. */
export function smsSegments(text: string): SmsSegments {
  const encoding = smsEncoding(text);
  const sizes: number[] = [];
  for (const character of text) sizes.push(encoding === 'GSM-7' ? gsm7Septets(character)! : character.length);
  return { encoding, ...pack(sizes, SMS_LIMITS[encoding]) };
}
