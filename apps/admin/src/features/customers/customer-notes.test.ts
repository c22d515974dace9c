import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOTE_MAX_LENGTH, CUSTOMER_TAGS_MAX } from '@haat/domain/schemas';
import { checkNotes, tagsFromText, tagsToText } from './customer-notes.ts';

describe('tagsFromText', () => {
  it('splits on commas, trims and leaves out blanks', () => {
    expect(tagsFromText(' VIP, পাইকারি ,, ')).toEqual(['VIP', 'পাইকারি']);
    expect(tagsFromText('')).toEqual([]);
    expect(tagsToText(['VIP', 'পাইকারি'])).toBe('VIP, পাইকারি');
  });
});

describe('checkNotes', () => {
  it('is the body the API takes: a trimmed note (blank clears it) and the tags once each', () => {
    expect(checkNotes('  Calls after 6 pm ', 'VIP, vip, wholesale')).toEqual({
      ok: true,
      body: { note: 'Calls after 6 pm', tags: ['VIP', 'wholesale'] },
    });
    expect(checkNotes(' ', '')).toEqual({ ok: true, body: { note: null, tags: [] } });
  });

  it('names the limit of a too long note, too many tags or a too long tag', () => {
    const tooMany = Array.from({ length: CUSTOMER_TAGS_MAX + 1 }, (_, index) => `t${index}`).join(',');
    expect(checkNotes('ন'.repeat(CUSTOMER_NOTE_MAX_LENGTH + 1), tooMany)).toEqual({
      ok: false,
      problems: {
        note: { id: 'validation.max_length', values: { max: CUSTOMER_NOTE_MAX_LENGTH } },
        tags: { id: 'validation.max_length', values: { min: CUSTOMER_TAGS_MAX, max: CUSTOMER_TAGS_MAX } },
      },
    });
    expect(checkNotes('', `ok, ${'x'.repeat(31)}`)).toEqual({
      ok: false,
      problems: { tags: { id: 'validation.max_length', values: { max: 30 } } },
    });
  });
});
