// The built stylesheets' text for inlining (inline-stylesheets.tsx). Read once per file: their names carry a hash.
import { readFileSync } from 'node:fs';
import type { StylesheetText } from './inline-stylesheets.tsx';

function read(clientDir: URL, href: string): string | undefined {
  // React Router may end an href with `#` to keep two links to one file apart.
  const path = /^(\/assets\/[\w.-]+\.css)#?$/u.exec(href)?.[1];
  if (!path) return undefined;
  try {
    const text = readFileSync(new URL(`.${path}`, clientDir), 'utf8');
    // Text that could end the <style> element stays a linked file.
    return /<\/style/iu.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The text of the stylesheets under `clientDir/assets/`, by their URL path; undefined for anything else. */
export function stylesheetReader(clientDir: URL): StylesheetText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) texts.set(href, read(clientDir, href));
    return texts.get(href);
  };
}

/** The client build beside this server build (build/server/index.js → build/client/); absent under Vite's dev server. */
export const builtStylesheetText = stylesheetReader(new URL('../client/', import.meta.url));
