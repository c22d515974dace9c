import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsm7, smsEncoding, smsSegments } from './sms-segments.ts';

const a = (n: number) => 'a'.repeat(n);
const ka = (n: number) => 'ক'.repeat(n);

describe('smsEncoding', () => {
  it('GSM-7 for the GSM 03.38 basic set and its extension table', () => {
    expect(smsEncoding('Order HT-7K3M9Q2X shipped. Total Tk 1,250.')).toBe('GSM-7');
    expect(smsEncoding('@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\r\n')).toBe('GSM-7');
    expect(smsEncoding('^{}\\[~]|€\f')).toBe('GSM-7');
    expect(isGsm7('')).toBe(true);
  });

  it('UCS-2 for Bengali, the taka sign, emoji and look-alikes outside the set', () => {
    expect(smsEncoding('আপনার অর্ডার পাঠানো হয়েছে')).toBe('UCS-2');
    expect(smsEncoding('Total ৳1250')).toBe('UCS-2');
    expect(smsEncoding('Thanks 🙏')).toBe('UCS-2');
    expect(smsEncoding('It’s on the way')).toBe('UCS-2'); // a curly apostrophe
    expect(smsEncoding('ç')).toBe('UCS-2'); // only the capital Ç is in the basic set
    expect(smsEncoding('\t')).toBe('UCS-2');
    expect(smsEncoding('\u001b')).toBe('UCS-2'); // ESC only introduces the extension table
  });
});

describe('smsSegments: GSM-7', () => {
  it.each([
    [0, 0, 160, 160],
    [1, 1, 160, 159],
    [160, 1, 160, 0],
    [161, 2, 153, 145],
    [306, 2, 153, 0],
    [307, 3, 153, 152],
    [459, 3, 153, 0],
    [460, 4, 153, 152],
  ])('%i characters: %i segment(s) of %i, %i left', (length, segments, perSegment, remainingInSegment) => {
    expect(smsSegments(a(length))).toEqual({
      encoding: 'GSM-7',
      characters: length,
      segments,
      perSegment,
      remainingInSegment,
    });
  });

  it('an extension character counts 2 septets', () => {
    expect(smsSegments('€5')).toMatchObject({ characters: 3, segments: 1, remainingInSegment: 157 });
    expect(smsSegments(`${a(158)}{`)).toMatchObject({ characters: 160, segments: 1 });
    expect(smsSegments(`${a(159)}[`)).toMatchObject({ characters: 161, segments: 2, perSegment: 153 });
    expect(smsSegments('\f'.repeat(80))).toMatchObject({ characters: 160, segments: 1, remainingInSegment: 0 });
  });

  it('an extension character does not straddle two parts', () => {
    // 152 septets, then a 2-septet character that does not fit the first part's last septet.
    expect(smsSegments(`${a(152)}€${a(10)}`)).toEqual({
      encoding: 'GSM-7',
      characters: 164,
      segments: 2,
      perSegment: 153,
      remainingInSegment: 141,
    });
    expect(smsSegments(`${a(151)}€${a(10)}`)).toMatchObject({ characters: 163, segments: 2, remainingInSegment: 143 });
  });
});

describe('smsSegments: UCS-2', () => {
  it.each([
    [1, 1, 70, 69],
    [70, 1, 70, 0],
    [71, 2, 67, 63],
    [134, 2, 67, 0],
    [135, 3, 67, 66],
    [201, 3, 67, 0],
    [202, 4, 67, 66],
  ])('%i Bengali letters: %i segment(s) of %i, %i left', (length, segments, perSegment, remainingInSegment) => {
    expect(smsSegments(ka(length))).toEqual({
      encoding: 'UCS-2',
      characters: length,
      segments,
      perSegment,
      remainingInSegment,
    });
  });

  it('one taka sign or Bengali letter makes the whole message UCS-2', () => {
    expect(smsSegments(`${a(69)}৳`)).toEqual({
      encoding: 'UCS-2',
      characters: 70,
      segments: 1,
      perSegment: 70,
      remainingInSegment: 0,
    });
    expect(smsSegments(`${a(140)}ক`)).toMatchObject({ encoding: 'UCS-2', characters: 141, segments: 3 });
    // A GSM extension character is one code unit in UCS-2.
    expect(smsSegments('€৳')).toMatchObject({ characters: 2 });
  });

  it('an emoji is a surrogate pair: 2 code units, never split between parts', () => {
    expect(smsSegments('🙏')).toMatchObject({ encoding: 'UCS-2', characters: 2, segments: 1, remainingInSegment: 68 });
    expect(smsSegments('🙏'.repeat(35))).toMatchObject({ characters: 70, segments: 1, remainingInSegment: 0 });
    expect(smsSegments('🙏'.repeat(36))).toMatchObject({ characters: 72, segments: 2, perSegment: 67 });
    // 66 units, then a pair that would straddle the end of the first part.
    expect(smsSegments(`${ka(66)}🙏${ka(4)}`)).toEqual({
      encoding: 'UCS-2',
      characters: 72,
      segments: 2,
      perSegment: 67,
      remainingInSegment: 61,
    });
  });

  it('counts a real Bengali order message', () => {
    const text = 'প্রিয় রহিম, আপনার অর্ডার HT-7K3M9Q2X পাঠানো হয়েছে। মোট ৳১,২৫০। ধন্যবাদ, রূপা ফ্যাশন';
    expect(smsSegments(text)).toEqual({
      encoding: 'UCS-2',
      characters: text.length,
      segments: 2,
      perSegment: 67,
      remainingInSegment: 134 - text.length,
    });
  });
});

describe('smsSegments: properties', () => {
  const textArb = fc
    .array(fc.constantFrom('a', 'Z', ' ', '€', '{', '\n', 'ক', '৳', '🙏', 'é'), { maxLength: 400 })
    .map((parts) => parts.join(''));

  it('the parts hold the message, and the last part has room left below its size', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const result = smsSegments(text);
        expect(result.remainingInSegment).toBeGreaterThanOrEqual(0);
        expect(result.remainingInSegment).toBeLessThanOrEqual(result.perSegment);
        expect(result.segments * result.perSegment).toBeGreaterThanOrEqual(result.characters);
        if (result.encoding === 'UCS-2') expect(result.characters).toBe(text.length);
        expect(result.segments === 0).toBe(text === '');
      }),
    );
  });

  it('adding text never takes a part away', () => {
    fc.assert(
      fc.property(textArb, textArb, (text, more) => {
        expect(smsSegments(text + more).segments).toBeGreaterThanOrEqual(smsSegments(text).segments);
      }),
    );
  });
});
