import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues, ROOT_ISSUE_KEY } from './issues.ts';

const schema = v.object(
  {
    name: v.pipe(v.string('name.type'), v.minLength(2, 'name.short'), v.regex(/^[a-z]+$/u, 'name.letters')),
    items: v.array(v.object({ quantity: v.pipe(v.number('quantity.type'), v.minValue(1, 'quantity.min')) })),
    tags: v.record(v.string(), v.number('tag.type')),
  },
  'body.type',
);

describe('flattenIssues', () => {
  it('maps each field dot path to its messages, in order', () => {
    const result = v.safeParse(schema, { name: '1', items: [{ quantity: 1 }, { quantity: 0 }], tags: { a: 'x' } });
    expect(flattenIssues(result.issues ?? [])).toEqual({
      name: ['name.short', 'name.letters'],
      'items.1.quantity': ['quantity.min'],
      'tags.a': ['tag.type'],
    });
  });

  it('puts issues about the whole input under the root key', () => {
    const result = v.safeParse(schema, 'not an object');
    expect(flattenIssues(result.issues ?? [])).toEqual({ [ROOT_ISSUE_KEY]: ['body.type'] });
  });

  it('lists a repeated message once', () => {
    const issues = [...(v.safeParse(schema, { name: 5, items: [], tags: {} }).issues ?? [])];
    expect(flattenIssues([...issues, ...issues])).toEqual({ name: ['name.type'] });
  });

  it('gives an empty object for no issues', () => {
    expect(flattenIssues([])).toEqual({});
  });

  it('keeps a __proto__ field path as an ordinary own key', () => {
    const [issue] = v.safeParse(v.object({ name: v.string('name.type') }), { name: 1 }).issues ?? [];
    expect(issue).toBeDefined();
    const onProto = { ...issue!, path: [{ ...issue!.path![0], key: '__proto__' }] } as v.BaseIssue<unknown>;
    const errors = flattenIssues([onProto]);
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
