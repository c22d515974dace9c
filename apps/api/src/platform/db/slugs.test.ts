import { describe, expect, it } from 'vitest';
import { slugify } from './slugs.ts';

describe('slugify', () => {
  it('lowercases Latin names, drops accents and joins words with single dashes', () => {
    expect(slugify('  Fresh Miniket Rice (5 kg)!  ')).toBe('fresh-miniket-rice-5-kg');
    expect(slugify('Café Crème -- Brûlée')).toBe('cafe-creme-brulee');
  });

  it('keeps Bengali letters with their vowel signs, and Bengali digits', () => {
    expect(slugify('মিনিকেট চাল ৫ কেজি')).toBe('মিনিকেট-চাল-৫-কেজি');
    expect(slugify('Rice / চাল')).toBe('rice-চাল');
  });

  it('is empty for a name without letters or digits, and cut to the maximum length', () => {
    expect(slugify('🍎 🍊 !!')).toBe('');
    const slug = slugify(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
    expect([...slugify('ক'.repeat(100))]).toHaveLength(80);
  });
});
