import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredHydrationSource } from './hydration-scripts.tsx';

interface Made {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the loader against a document that records what it adds, with frames and timers run as they are asked for. */
function runLoader(source: string) {
  const head: Made[] = [];
  const body: Made[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): Made => ({ tag }),
    head: { append: (element: Made) => head.push(element) },
    body: { append: (element: Made) => body.push(element) },
  };
  runInNewContext(source, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { head, body, frames, timers };
}

describe('the deferred hydration loader (decision 122)', () => {
  const moduleSource = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';

  it('adds nothing until the first frame has been drawn, then preloads the modules and runs the module script', () => {
    const loader = runLoader(deferredHydrationSource(['/assets/framework.js', '/assets/root.js'], moduleSource));
    expect(loader.head).toEqual([]);
    expect(loader.body).toEqual([]);

    loader.frames.splice(0).forEach((frame) => frame());
    expect(loader.body, 'not in the frame itself: in the task after it').toEqual([]);

    loader.timers.splice(0).forEach((timer) => timer());
    expect(loader.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root.js' },
    ]);
    expect(loader.body).toEqual([{ tag: 'script', type: 'module', nonce: 'n0nce', textContent: moduleSource }]);
  });

  it('keeps a module source that holds "</script>" whole without ending the inline script early', () => {
    const hostile = 'window.x = "</script><script>alert(1)</script>";';
    const source = deferredHydrationSource(['/assets/a.js?</script>'], hostile);
    expect(source.toLowerCase()).not.toContain('</script');
    const loader = runLoader(source);
    loader.frames.splice(0).forEach((frame) => frame());
    loader.timers.splice(0).forEach((timer) => timer());
    expect(loader.head[0]?.href).toBe('/assets/a.js?</script>');
    expect(loader.body[0]?.textContent).toBe(hostile);
  });
});
