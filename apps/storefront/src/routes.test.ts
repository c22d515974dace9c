import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customTwin, isPersonalRoute, shopPages, shopRouteNames, type ShopPage } from './config/route-table.ts';
import routeConfig from './routes.ts';

function flat(pages: readonly ShopPage[]): ShopPage[] {
  return pages.flatMap((page) => [page, ...flat(page.children ?? [])]);
}

describe('the table drives the app', () => {
  function configIds(entries: readonly { id?: string; children?: readonly unknown[] }[]): string[] {
    return entries.flatMap((entry) => [
      ...(entry.id ? [entry.id] : []),
      ...configIds((entry.children ?? []) as { id?: string }[]),
    ]);
  }

  it("React Router's route config has every page and its twin (the shop's own home is the Home at `/`)", () => {
    const ids = configIds(routeConfig);
    for (const name of shopRouteNames) {
      expect(ids).toContain(name);
      if (name !== 'shop-home') expect(ids).toContain(customTwin(name));
    }
    expect(ids).not.toContain('custom-shop-home');
  });

  it("every entry's module is a route module in src/routes", () => {
    for (const { module } of flat(shopPages)) {
      const routesDir = join(dirname(fileURLToPath(import.meta.url)), 'routes');
      expect(existsSync(join(routesDir, `${module}.tsx`)), module).toBe(true);
    }
  });

  it("a personal page's module renders after hydration, with the spinner in its place on the server; no other does", async () => {
    const modules = import.meta.glob<{ clientLoader?: { hydrate?: boolean }; HydrateFallback?: unknown }>(
      './routes/*.tsx',
    );
    for (const page of flat(shopPages)) {
      const { clientLoader, HydrateFallback } = await modules[`./routes/${page.module}.tsx`]!();
      // My Cart only redirects to the cart; a gateway's return page only redirects, on the server, to the order.
      if (page.name === 'shop-my-cart' || page.name === 'shop-payment-bkash' || page.name === 'shop-payment-sslcommerz')
        continue;
      const personal = isPersonalRoute(page.name);
      expect(clientLoader?.hydrate === true, page.name).toBe(personal);
      expect(HydrateFallback !== undefined, page.name).toBe(personal);
    }
  });
});
