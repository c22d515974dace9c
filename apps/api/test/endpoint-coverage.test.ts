/**
 * Every entry of the endpoint table is covered by the two gates that attack the API: the tenant isolation matrix
 * (attacks, or why it holds nothing another shop could reach) and the fuzz drill (a valid call to mutate, or why it is
 * not fuzzed). The app serves exactly the table (routes.test.ts), so a new endpoint cannot ship past either.
 */
import { describe, expect, it } from 'vitest';
import { FUZZ_CALLS, NOT_FUZZED } from './drills/support/fuzz-calls.ts';
import { namedRoutes } from './endpoint-names.ts';
import { MATRIX } from './tenant-matrix.ts';

const names = namedRoutes().map((route) => route.name);

describe('the endpoint table and the gates', () => {
  it('has every entry in the tenant isolation matrix, and no other', () => {
    expect(names.length).toBeGreaterThan(100);
    expect(Object.keys(MATRIX).sort()).toEqual([...names].sort());
    for (const name of names) {
      const entry = MATRIX[name];
      if (typeof entry !== 'function') expect(entry.notConfined, name).toMatch(/\w{3}/u);
    }
  });

  it('has every entry in the fuzz drill, as a call or with why it is not fuzzed, never both', () => {
    const fuzzed = Object.keys(FUZZ_CALLS);
    const skipped = Object.keys(NOT_FUZZED);
    expect([...fuzzed, ...skipped].sort()).toEqual([...names].sort());
    expect(fuzzed.filter((name) => skipped.includes(name))).toEqual([]);
  });
});
