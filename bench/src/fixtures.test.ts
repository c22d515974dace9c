import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './fixtures.ts';

describe('searchTermsOf', () => {
  it('takes distinct words of three or more letters, in lower case, Bengali included', () => {
    expect(searchTermsOf(['Jamdani Saree', 'জামদানি শাড়ি', 'Saree (red), XL', 'চা'])).toEqual([
      'jamdani',
      'saree',
      'জামদানি',
      'শাড়ি',
      'red',
    ]);
  });

  it('stops at the maximum', () => {
    expect(searchTermsOf(['alpha beta gamma delta'], 2)).toEqual(['alpha', 'beta']);
  });
});
