import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { setHostMode } from './lib/host-mode.ts';
import { clientMiddleware } from './root.tsx';

/** Runs the root's client middleware for a client navigation to `to`, as React Router calls it; the redirect or null. */
async function clientRedirect(to: string): Promise<string | null> {
  const url = new URL(to);
  // React Router builds a client navigation's request without the hash; the location (`url`) keeps it.
  const request = new Request(new URL(`${url.pathname}${url.search}`, url.origin));
  try {
    for (const middleware of clientMiddleware) {
      await middleware({ request, url, params: {}, pattern: '/', context: new RouterContextProvider() }, () =>
        Promise.resolve(undefined),
      );
    }
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe("the root's client middleware (the navigation guard on client navigations)", () => {
  it("moves a slug route on the shop's own origin to its twin, keeping the query and the hash", async () => {
    setHostMode({ kind: 'own', slug: 'boighor', origin: 'custom-domain' });
    expect(await clientRedirect('http://boighor.test/boighor/track-order?from=chat#track')).toBe(
      '/track-order?from=chat#track',
    );
    expect(await clientRedirect('http://boighor.test/track-order#track')).toBeNull();
  });
});
