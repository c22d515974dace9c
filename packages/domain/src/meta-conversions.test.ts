import { describe, expect, it } from 'vitest';
import { paisaFromTaka } from './money.ts';
import { purchaseEventId } from './meta-ids.ts';
import {
  metaUserDetails,
  purchaseCustomData,
  withinMetaEventAge,
  META_EVENT_MAX_AGE_SECONDS,
} from './meta-conversions.ts';

describe('metaUserDetails', () => {
  it('writes a Bangladeshi mobile with its country code and digits only', () => {
    expect(metaUserDetails('Rahim', '01712-345678').ph).toBe('8801712345678');
    expect(metaUserDetails('Rahim', '+8801712345678').ph).toBe('8801712345678');
    expect(metaUserDetails('Rahim', '০১৭১২৩৪৫৬৭৮').ph).toBe('8801712345678');
  });

  it('splits the name into first and last, lower case, without punctuation', () => {
    expect(metaUserDetails('  Md. Abdur  Rahim ', '01712345678')).toMatchObject({ fn: 'md', ln: 'rahim' });
    expect(metaUserDetails('Karim', '01712345678')).toMatchObject({ fn: 'karim', ln: null });
    expect(metaUserDetails('রহিম উদ্দিন', '01712345678')).toMatchObject({ fn: 'রহিম', ln: 'উদ্দিন' });
    expect(metaUserDetails('...', '01712345678')).toMatchObject({ fn: null, ln: null, country: 'bd' });
  });
});

describe('purchaseCustomData', () => {
  it('names the items by the catalogue feed ids and sums the value in BDT', () => {
    const data = purchaseCustomData({
      code: 'HT-ABC123',
      totalPaisa: paisaFromTaka(1_570.5),
      placedAt: new Date(),
      lines: [
        { productId: 7, variantId: 70, options: [], quantity: 2, unitPricePaisa: paisaFromTaka(350) },
        { productId: 9, variantId: 93, options: ['M', 'Red'], quantity: 1, unitPricePaisa: paisaFromTaka(800.5) },
      ],
    });
    expect(data).toEqual({
      currency: 'BDT',
      value: 1_570.5,
      content_type: 'product',
      content_ids: ['7', '9-93'],
      contents: [
        { id: '7', quantity: 2, item_price: 350 },
        { id: '9-93', quantity: 1, item_price: 800.5 },
      ],
      num_items: 3,
      order_id: 'HT-ABC123',
    });
  });
});

describe('purchase events', () => {
  it('share one id per order between the pixel and the server', () => {
    expect(purchaseEventId('HT-ABC123')).toBe('purchase-HT-ABC123');
  });

  it('are given up once Meta would refuse them for their age (7 days)', () => {
    const placed = new Date('2026-11-01T10:00:00Z');
    const justBefore = new Date(placed.getTime() + META_EVENT_MAX_AGE_SECONDS * 1000 - 1);
    const at = new Date(placed.getTime() + META_EVENT_MAX_AGE_SECONDS * 1000);
    expect(withinMetaEventAge(placed, justBefore)).toBe(true);
    expect(withinMetaEventAge(placed, at)).toBe(false);
  });
});
