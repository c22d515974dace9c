import { describe, expect, it } from 'vitest';
import { validateSlug } from '@haat/domain/validators';
import { suggestSlug } from './slug-suggestion.ts';

describe('suggestSlug', () => {
  it('turns a Latin shop name into a valid slug', () => {
    expect(suggestSlug('Rupa Fashion House')).toBe('rupa-fashion-house');
    expect(suggestSlug('  Café  & Books!! 24 ')).toBe('cafe-books-24');
    expect(validateSlug(suggestSlug('Rupa Fashion House'))).toBeNull();
  });

  it('gives nothing for a name without Latin letters', () => {
    expect(suggestSlug('রংধনু ফ্যাশন')).toBe('');
  });

  it('keeps within the slug length without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(39)} b`);
    expect(slug).toBe('a'.repeat(39));
    expect(validateSlug(slug)).toBeNull();
  });
});
