import { describe, expect, it } from 'vitest';
import { paisaFromTaka, takaFromPaisa } from './money.ts';

describe('money', () => {
  it('converts taka to integer paisa and back', () => {
    expect(paisaFromTaka(12.34)).toBe(1234);
    expect(takaFromPaisa(paisaFromTaka(99.99))).toBe(99.99);
  });
});
