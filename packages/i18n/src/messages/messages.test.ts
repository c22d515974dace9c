import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { messageIds } from '@haat/domain/messages';
import { activateLocale, i18n } from '../i18n.ts';
import type { Locale } from '../locale.ts';
import { errorMessages } from './errors.ts';
import { shellMessages } from './shell.ts';
import { toastMessages } from './toasts.ts';
import { translateValidation } from './translate-validation.ts';
import { validationMessages } from './validation.ts';

const BENGALI_LETTER = /[\u0980-\u09FF]/u;
const sampleValues = { min: 6, max: 50 };

function textIn(locale: Locale, descriptor: MessageDescriptor): string {
  activateLocale(locale);
  return i18n._({ ...descriptor, values: sampleValues });
}

/** Every descriptor in a nested group such as shellMessages. */
function descriptorsOf(group: object): MessageDescriptor[] {
  return Object.values(group).flatMap((value: MessageDescriptor | object) =>
    'id' in value && typeof value.id === 'string' ? [value] : descriptorsOf(value),
  );
}

beforeEach(() => activateLocale('bn'));

describe('validationMessages', () => {
  it('has a descriptor for every domain message id, under its own id', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...messageIds].sort());
    for (const id of messageIds) expect(validationMessages[id].id).toBe(id);
  });

  it.each(messageIds)('%s has a Bengali translation that differs from the English', (id) => {
    const bn = textIn('bn', validationMessages[id]);
    const en = textIn('en', validationMessages[id]);
    expect(bn).toMatch(BENGALI_LETTER);
    expect(en).not.toMatch(BENGALI_LETTER);
    expect(en).not.toBe(id);
    expect(bn).not.toBe(en);
    // Every placeholder was filled in.
    expect(bn).not.toMatch(/[{}]/u);
    expect(en).not.toMatch(/[{}]/u);
  });
});

describe('errorMessages, shellMessages and toastMessages', () => {
  const descriptors = [
    ...descriptorsOf(errorMessages),
    ...descriptorsOf(shellMessages),
    ...descriptorsOf(toastMessages),
  ];

  it('have unique ids', () => {
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(50);
  });

  it.each(descriptors.map((descriptor) => [descriptor.id, descriptor] as const))(
    '%s is translated to Bengali',
    (_id, descriptor) => {
      const bn = textIn('bn', descriptor);
      const en = textIn('en', descriptor);
      expect(bn).toMatch(BENGALI_LETTER);
      expect(en).toBe(descriptor.message);
    },
  );

  it('keeps the specification wording in English', () => {
    expect(textIn('en', shellMessages.errorPanel.shopNotFound.title)).toBe('Shop Not Found');
    expect(textIn('en', shellMessages.unpublished.title)).toBe('Unpublished Shop');
    expect(textIn('en', toastMessages.cartItemRemoved)).toBe('Item removed from cart');
    expect(textIn('en', errorMessages.domainResolve)).toBe('Failed to resolve domain');
    expect(textIn('en', shellMessages.adminUnauthorized)).toBe(
      'Unauthorized user or token is expired or invalid. please login again. Please contact the administrator.',
    );
  });
});

describe('translateValidation', () => {
  it('interpolates values, with Bengali digits in bn', () => {
    const failure = { id: 'validation.min_length', values: { min: 6 } } as const;
    activateLocale('bn');
    expect(translateValidation(i18n, failure)).toBe('কমপক্ষে ৬টি অক্ষর লিখুন');
    activateLocale('en');
    expect(translateValidation(i18n, failure)).toBe('Enter at least 6 characters');
  });

  it('translates the name limit (docs/product/rules.md#fields: under 50 characters)', () => {
    const failure = { id: 'validation.name_too_long', values: { max: 50 } } as const;
    activateLocale('bn');
    expect(translateValidation(i18n, failure)).toBe('নাম ৫০টি অক্ষরের কম হতে হবে');
    activateLocale('en');
    expect(translateValidation(i18n, failure)).toBe('Name must be under 50 characters');
  });

  it('keeps string values as they are and works without values', () => {
    activateLocale('en');
    expect(translateValidation(i18n, { id: 'validation.max_value', values: { max: '1 000' } })).toBe(
      'Must be at most 1 000',
    );
    expect(translateValidation(i18n, { id: 'validation.required' })).toBe('This field is required');
    activateLocale('bn');
    expect(translateValidation(i18n, { id: 'validation.required' })).toBe('এই ঘরটি পূরণ করা আবশ্যক');
  });

  it('shows a generic text for an id this version does not know', () => {
    activateLocale('bn');
    const unknown = { id: 'validation.from_the_future' } as unknown as Parameters<typeof translateValidation>[1];
    expect(translateValidation(i18n, unknown)).toBe('ফরম্যাটটি সঠিক নয়');
  });
});
