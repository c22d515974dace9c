import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customTwin, shopPages, shopRouteNames, type ShopPage } from '../src/config/route-table.ts';
import routeConfig from './routes.ts';

describe('the table drives the app', () => {
  function configIds(entries: readonly { id?: string; children?: readonly unknown[] }[]): string[] {
    return entries.flatMap((entry) => [
      ...(entry.id ? [entry.id] : []),
      ...configIds((entry.children ?? []) as { id?: string }[]),
    ]);
  }
  function modules(pages: readonly ShopPage[]): string[] {
    return pages.flatMap((page) => [page.module, ...modules(page.children ?? [])]);
  }

  it("React Router's route config has every page and its twin (the shop's own home is the Home at `/`)", () => {
    const ids = configIds(routeConfig);
    for (const name of shopRouteNames) {
      expect(ids).toContain(name);
      if (name !== 'shop-home') expect(ids).toContain(customTwin(name));
    }
    expect(ids).not.toContain('custom-shop-home');
  });

  it("every entry's module is a route module in app/routes", () => {
    for (const module of modules(shopPages)) {
      const routesDir = join(dirname(fileURLToPath(import.meta.url)), 'routes');
      expect(existsSync(join(routesDir, `${module}.tsx`)), module).toBe(true);
    }
  });
});
