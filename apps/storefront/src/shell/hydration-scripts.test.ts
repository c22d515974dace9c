import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredHydrationSource, MAIN_PICTURES_WAIT_MS } from './hydration-scripts.tsx';

interface Made {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** A high-priority picture whose `decode()` the test settles. */
function picture() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const decoded = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { decode: () => decoded, settle: () => settle! };
}

/**
 * Runs the loader against a document that records what it adds and holds `pictures` as its high-priority pictures,
 * with frames, timers and the browser's paint reports (when it has paint timing) run as the test asks.
 */
function runLoader(source: string, pictures: ReturnType<typeof picture>[] = [], { paintTiming = true } = {}) {
  const head: Made[] = [];
  const body: Made[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const document = {
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): Made => ({ tag }),
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? pictures : []),
    head: { append: (element: Made) => head.push(element) },
    body: { append: (element: Made) => body.push(element) },
  };
  const paintObservers: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers.splice(paintObservers.indexOf(this.callback), 1);
    }
  }
  runInNewContext(source, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  });
  /** The browser reports a paint: `first-paint` (a background) or `first-contentful-paint`. */
  const paint = (name: string) => {
    for (const observer of [...paintObservers]) {
      observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  /** Lets the loader's promises settle, then draws a frame and runs the zero-delay timers it asked for. */
  const drawFrame = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    frames.splice(0).forEach((frame) => frame());
    for (const timer of timers.filter(({ delay }) => delay === 0)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  return { head, body, frames, timers, drawFrame, paint };
}

describe('the deferred hydration loader (decisions 122 and 126)', () => {
  const moduleSource = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
  const started = { tag: 'script', type: 'module', nonce: 'n0nce', textContent: moduleSource };

  it('on a page without main pictures, waits for the first contentful paint on the screen and the frame after it', async () => {
    const loader = runLoader(deferredHydrationSource(['/assets/framework.js', '/assets/root.js'], moduleSource));
    expect(loader.head).toEqual([]);
    expect(loader.body).toEqual([]);
    await loader.drawFrame();
    loader.paint('first-paint');
    await loader.drawFrame();
    expect(loader.body, 'a frame and a paint without content are not enough').toEqual([]);

    loader.paint('first-contentful-paint');
    await new Promise((resolve) => setImmediate(resolve));
    loader.frames.splice(0).forEach((frame) => frame());
    expect(loader.body, 'not in the frame itself: in the task after it').toEqual([]);

    await loader.drawFrame();
    expect(loader.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root.js' },
    ]);
    expect(loader.body).toEqual([started]);
  });

  it('waits until every high-priority picture is decoded, and then for the frame that draws them', async () => {
    const banner = picture();
    const featured = picture();
    const loader = runLoader(deferredHydrationSource(['/assets/framework.js'], moduleSource), [banner, featured]);
    loader.paint('first-contentful-paint');
    await loader.drawFrame();
    banner.settle().resolve();
    await loader.drawFrame();
    expect(loader.body, 'one picture is still loading').toEqual([]);

    featured.settle().resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(loader.body, 'not before the frame that draws it').toEqual([]);
    await loader.drawFrame();
    await loader.drawFrame();
    expect(loader.body).toEqual([started]);
  });

  it('in a browser without paint timing, waits for the pictures and the frame after them only', async () => {
    const banner = picture();
    const loader = runLoader(deferredHydrationSource([], moduleSource), [banner], { paintTiming: false });
    await loader.drawFrame();
    expect(loader.body).toEqual([]);
    banner.settle().resolve();
    await loader.drawFrame();
    await loader.drawFrame();
    expect(loader.body).toEqual([started]);
  });

  it('does not wait for a picture that fails to load', async () => {
    const broken = picture();
    const loader = runLoader(deferredHydrationSource([], moduleSource), [broken]);
    loader.paint('first-contentful-paint');
    broken.settle().reject(new Error('EncodingError'));
    await loader.drawFrame();
    await loader.drawFrame();
    expect(loader.body).toEqual([started]);
  });

  it(`hydrates after ${MAIN_PICTURES_WAIT_MS} ms when a picture never finishes or nothing is painted`, async () => {
    const endless = picture();
    const loader = runLoader(deferredHydrationSource([], moduleSource), [endless]);
    await loader.drawFrame();
    expect(loader.body).toEqual([]);
    const cap = loader.timers.find(({ delay }) => delay === MAIN_PICTURES_WAIT_MS);
    expect(cap).toBeDefined();
    cap!.callback();
    await loader.drawFrame();
    await loader.drawFrame();
    expect(loader.body).toEqual([started]);
  });

  it('keeps a module source that holds "</script>" whole without ending the inline script early', async () => {
    const hostile = 'window.x = "</script><script>alert(1)</script>";';
    const source = deferredHydrationSource(['/assets/a.js?</script>'], hostile);
    expect(source.toLowerCase()).not.toContain('</script');
    const loader = runLoader(source);
    loader.paint('first-contentful-paint');
    await loader.drawFrame();
    await loader.drawFrame();
    expect(loader.head[0]?.href).toBe('/assets/a.js?</script>');
    expect(loader.body[0]?.textContent).toBe(hostile);
  });
});
