import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  MIN_SEARCH_LENGTH,
  RECENT_SEARCHES_CAP,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULTS_LIMIT,
  searchGridColumns,
  shouldSearch,
} from './search.ts';

describe('docs/product/rules.md#fields Search fires only with at least 2 characters, debounced 500 ms', () => {
  it('has the constants of docs/product/rules.md#other-limits (500 ms, 2 characters, 100 results, 10 recent)', () => {
    expect({ MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_LIMIT, RECENT_SEARCHES_CAP }).toEqual({
      MIN_SEARCH_LENGTH: 2,
      SEARCH_DEBOUNCE_MS: 500,
      SEARCH_RESULTS_LIMIT: 100,
      RECENT_SEARCHES_CAP: 10,
    });
  });

  it.each([
    ['', false],
    ['a', false],
    ['  a  ', false],
    ['ab', true],
    [' ab ', true],
    ['শা', true],
  ])('shouldSearch(%j) is %s', (query, expected) => {
    expect(shouldSearch(query)).toBe(expected);
  });
});

describe('docs/product/rules.md#search Search: recent searches capped at 10, deduplicated case-insensitively, newest first', () => {
  it('puts the newest first and trims it', () => {
    expect(addRecentSearch(['shirt'], '  sari ')).toEqual(['sari', 'shirt']);
  });

  it('deduplicates ignoring case, keeping the newest spelling at the front', () => {
    expect(addRecentSearch(['shirt', 'Sari', 'tea'], 'SARI')).toEqual(['SARI', 'shirt', 'tea']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `term ${i}`);
    expect(addRecentSearch(ten, 'new')).toEqual(['new', ...ten.slice(0, 9)]);
  });

  it('ignores a blank term', () => {
    expect(addRecentSearch(['shirt'], '   ')).toEqual(['shirt']);
  });

  it('holds for any sequence of searches', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }), (terms) => {
        const list = terms.reduce<string[]>(addRecentSearch, []);
        const keys = list.map((entry) => entry.toLowerCase());
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_CAP);
        expect(new Set(keys).size).toBe(list.length);
        const last = terms.findLast((term) => term.trim() !== '');
        if (last !== undefined) expect(list[0]).toBe(last.trim());
      }),
    );
  });
});

describe('docs/product/rules.md#search Layout: search grid 2 to 5 columns', () => {
  it.each([
    [320, 2],
    [599, 2],
    [600, 3],
    [899, 3],
    [900, 4],
    [1199, 4],
    [1200, 5],
    [2560, 5],
  ])('%dpx wide gives %d columns', (width, columns) => {
    expect(searchGridColumns(width)).toBe(columns);
  });

  it('never leaves 2..5 and never drops as the width grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(searchGridColumns(narrow)).toBeGreaterThanOrEqual(2);
        expect(searchGridColumns(wide)).toBeLessThanOrEqual(5);
        expect(searchGridColumns(narrow)).toBeLessThanOrEqual(searchGridColumns(wide));
      }),
    );
  });
});
