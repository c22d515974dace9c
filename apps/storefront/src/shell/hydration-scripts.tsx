/* eslint-disable lingui/no-unlocalized-strings -- a script's source, not text for people. */
// React Router's <Scripts/> with the hydration code fetched after the page's main pictures have been drawn
// (decisions 122 and 126). React Router preloads every module of the page (`<link rel="modulepreload">`, hoisted
// into the head) and imports them at once; on a slow connection those ≈ 160 KB share the line with the page's main
// picture, and the first paint and the picture wait for them. Here the preloads and the module script start in the
// task after the frame that draws the high-priority pictures. The context script (the streamed loader data) stays
// as React Router renders it, and so does anything this component does not recognise (React Router's own
// <Scripts/> is then what the page gets).
import { cloneElement, useEffect, type ReactElement } from 'react';
import { Scripts } from 'react-router';
import { elementsOf, type ElementProps } from './element-tree.ts';

const isModulePreload = (element: ReactElement<ElementProps>) =>
  element.type === 'link' && element.props.rel === 'modulepreload';
const isModuleScript = (element: ReactElement<ElementProps>) =>
  element.type === 'script' && element.props.type === 'module';

/** A value as a JavaScript literal that is safe inside an HTML `<script>` element. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** How long hydration waits at most for the main pictures (a photo that never finishes must not keep a page inert). */
export const MAIN_PICTURES_WAIT_MS = 3000;

/**
 * The inline script that preloads `preloads` and runs `moduleSource` as a module script (with this script's nonce)
 * once the page's first paint is on the screen and its high-priority pictures are decoded, in the task after the
 * next frame (a hidden tab, which draws no frames, hydrates when it is shown). A picture that fails to load does not
 * hold it back; at most MAIN_PICTURES_WAIT_MS do.
 */
export function deferredHydrationSource(preloads: readonly string[], moduleSource: string): string {
  return `(() => {
  const nonce = document.currentScript.nonce;
  const start = () => {
    for (const href of ${literal(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = ${literal(moduleSource)};
    document.body.append(script);
  };
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => {}));
  // The first paint as the screen showed it: a frame's callbacks run well before the frame is on the screen.
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const ready = Promise.all([painted, ...pictures]);
  const drawn = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, ${MAIN_PICTURES_WAIT_MS}))]);
  drawn.then(() => requestAnimationFrame(() => setTimeout(start)));
})();`;
}

/** The attribute `<html>` gets once the page has hydrated: what the end-to-end tests wait for before they act. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function HydrationScripts({ nonce }: { nonce: string | undefined }) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  // React Router's element tree, rendered here (its hooks are this component's) so it can be rearranged.
  const rendered = Scripts({ nonce });
  const elements = elementsOf(rendered);
  const moduleScript = elements.find(isModuleScript);
  if (!moduleScript) return rendered;
  const preloads = elements.filter(isModulePreload).flatMap((link) => (link.props.href ? [link.props.href] : []));
  const kept = elements.filter((element) => element !== moduleScript && !isModulePreload(element));
  // The module's source is the server's only: the browser keeps the served script (React Router does the same).
  const source = import.meta.env.SSR
    ? deferredHydrationSource(preloads, moduleScript.props.dangerouslySetInnerHTML?.__html ?? '')
    : ' ';
  return (
    <>
      {kept.map((element, index) => cloneElement(element, { key: index }))}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
    </>
  );
}
