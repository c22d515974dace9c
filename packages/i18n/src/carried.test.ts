import { afterEach, describe, expect, it } from 'vitest';
import { carriedMessages, carryMessages } from './carried.ts';
import { activateLocale, i18n, registerAppCatalogs } from './i18n.ts';

afterEach(() => {
  for (const locale of ['bn', 'en']) {
    const messages = carriedMessages(locale);
    for (const id of Object.keys(messages)) delete messages[id];
  }
  registerAppCatalogs({});
});

describe('carryMessages', () => {
  it('gives the messages a module brought to the language when it is activated', () => {
    carryMessages('bn', { 'test.carried.early': 'আগে এসেছে' });
    activateLocale('bn');
    expect(i18n._('test.carried.early')).toBe('আগে এসেছে');
  });

  it('adds a lazily loaded module’s messages to the active language without a change event', () => {
    activateLocale('bn');
    let changes = 0;
    const stop = i18n.on('change', () => (changes += 1));
    carryMessages('bn', { 'test.carried.late': 'পরে এসেছে' });
    stop();
    expect(i18n._('test.carried.late')).toBe('পরে এসেছে');
    expect(changes).toBe(0);
  });

  it('keeps messages of another language for when that language is chosen', () => {
    activateLocale('en');
    carryMessages('bn', { 'test.carried.other': 'অন্য ভাষা' });
    expect(i18n._('test.carried.other')).toBe('test.carried.other');
    activateLocale('bn');
    expect(i18n._('test.carried.other')).toBe('অন্য ভাষা');
  });

  it('lies under the catalogs: a catalog’s translation of the same id wins', () => {
    carryMessages('bn', { 'test.carried.both': 'বহন করা' });
    activateLocale('bn', { 'test.carried.both': 'ক্যাটালগের' });
    expect(i18n._('test.carried.both')).toBe('ক্যাটালগের');
  });
});
