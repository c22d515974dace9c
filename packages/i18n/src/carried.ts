// Messages that travel with the modules using them (vite.js `carriedLocale`, decision 117). In the storefront's
// browser build every module that has Lingui texts starts with `carryMessages('bn', { …its Bengali messages })`, and
// the Bengali catalogs themselves are empty: a page loads the texts of the code it loads, not of every page.
// This module imports nothing of this package, so a module of the package that carries texts can import it.
import { i18n, type Messages } from '@lingui/core';

const carried: Record<string, Messages> = {};

/** The messages carried so far for `locale` (activateLocale merges them under the catalogs). */
export function carriedMessages(locale: string): Messages {
  return (carried[locale] ??= {});
}

/**
 * Adds the messages a module brings. A module is evaluated before any of its code renders, so its texts are new to
 * the page and nothing on screen needs to change: they go straight into the active language's messages, without
 * Lingui's "change" event (which would re-render every translated text, during hydration too).
 */
export function carryMessages(locale: string, messages: Messages): void {
  Object.assign(carriedMessages(locale), messages);
  if (i18n.locale === locale) Object.assign(i18n.messages, messages);
}
