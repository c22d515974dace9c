import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPages, type AdminPageName } from '../lib/pages.ts';
import { paths } from '../lib/paths.ts';
import { adminRoutes } from './router.tsx';

const routeModules = import.meta.glob('../routes/*.tsx');

async function moduleAt(path: string): Promise<unknown> {
  const route: RouteObject | undefined = matchRoutes(adminRoutes, path)?.at(-1)?.route;
  if (typeof route?.lazy !== 'function') throw new Error(`no lazy route at ${path}`);
  return route.lazy();
}

describe('the admin’s router, made from the pages table', () => {
  it('routes each page at its address to its own module', async () => {
    for (const name of Object.keys(adminPages) as AdminPageName[]) {
      const module = await import(`../routes/${adminPages[name].module}.tsx`);
      expect(await moduleAt(paths.section('rupa-fashion', name)), name).toBe(module);
    }
    expect(await moduleAt('/admin/rupa-fashion/no-such-page')).toBe(await import('../routes/admin-not-found.tsx'));
  });

  it('has a page or a frame route for every route module, and a module for every page', () => {
    const modules = Object.keys(routeModules).map((file) => /\/(?<name>[^/]+)\.tsx$/u.exec(file)?.groups?.['name']);
    const frame = ['start', 'unauthorized', 'admin-shop', 'admin-not-found', 'not-found'];
    const pages = Object.values(adminPages).map((page) => page.module);
    expect([...pages, ...frame].sort()).toEqual(modules.sort());
  });
});
