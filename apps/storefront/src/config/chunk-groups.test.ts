import { describe, expect, it } from 'vitest';
import { chunkGroups, staticallyReachable, SHELL_ROOTS, type ModuleGraph } from './chunk-groups.ts';

// A client build's graph in miniature: ids as Rolldown gives them (absolute paths, React Router's query suffixes).
const src = '/repo/apps/storefront/src';
const modules: Record<string, { importedIds: string[]; isEntry?: boolean }> = {
  [`${src}/entry.client.tsx`]: { importedIds: ['/nm/react-dom/client.js', `${src}/lib/i18n.ts`], isEntry: true },
  [`${src}/root.tsx?__react-router-build-client-route`]: {
    importedIds: [`${src}/shell/root-layout.tsx`],
    isEntry: true,
  },
  [`${src}/root.tsx?route-chunk=clientLoader`]: {
    importedIds: [`${src}/shell/only-in-client-loader.ts`],
    isEntry: true,
  },
  [`${src}/shell/shop-layout-route.tsx?__react-router-build-client-route`]: {
    importedIds: [`${src}/shell/shop-layout.tsx`],
    isEntry: true,
  },
  [`${src}/routes/checkout.tsx?__react-router-build-client-route`]: {
    importedIds: [`${src}/routes/checkout.tsx`],
    isEntry: true,
  },
  '/nm/react-dom/client.js': { importedIds: ['/repo/node_modules/.pnpm/react@19/node_modules/react/index.js'] },
  '/repo/node_modules/.pnpm/react@19/node_modules/react/index.js': { importedIds: [] },
  [`${src}/lib/i18n.ts`]: { importedIds: [] },
  [`${src}/shell/root-layout.tsx`]: { importedIds: [`${src}/lib/i18n.ts`, '/repo/packages/i18n/src/index.ts'] },
  '/repo/packages/i18n/src/index.ts': { importedIds: ['/repo/packages/i18n/src/messages/validation.ts'] },
  '/repo/packages/i18n/src/messages/validation.ts': { importedIds: [] },
  [`${src}/shell/only-in-client-loader.ts`]: { importedIds: [] },
  [`${src}/shell/shop-layout.tsx`]: {
    importedIds: ['/repo/node_modules/.pnpm/lucide-react@1/node_modules/lucide-react/dist/esm/icons/x.mjs'],
  },
  '/repo/node_modules/.pnpm/lucide-react@1/node_modules/lucide-react/dist/esm/icons/x.mjs': { importedIds: [] },
  [`${src}/routes/checkout.tsx`]: { importedIds: [`${src}/lib/i18n.ts`, `${src}/features/checkout/form.tsx`] },
  [`${src}/features/checkout/form.tsx`]: { importedIds: [] },
};
const graph: ModuleGraph = {
  getModuleInfo: (id) =>
    modules[id] ? { importedIds: modules[id].importedIds, isEntry: !!modules[id].isEntry } : null,
};
const ids = Object.keys(modules);

describe('staticallyReachable', () => {
  it("follows the static imports of the client entry, the root and the shop layout, not a route's split chunks", () => {
    const reached = staticallyReachable(graph, ids, SHELL_ROOTS);
    expect(reached).toContain(`${src}/shell/root-layout.tsx`);
    expect(reached).toContain(`${src}/shell/shop-layout.tsx`);
    expect(reached).toContain('/repo/node_modules/.pnpm/react@19/node_modules/react/index.js');
    expect(reached).not.toContain(`${src}/shell/only-in-client-loader.ts`);
    expect(reached).not.toContain(`${src}/features/checkout/form.tsx`);
  });

  it('does not go through the modules it is told not to enter', () => {
    const barrel = /[\\/]i18n[\\/]src[\\/]index\.ts$/u;
    const reached = staticallyReachable(graph, ids, SHELL_ROOTS, barrel);
    expect(reached).toContain('/repo/packages/i18n/src/index.ts');
    expect(reached).not.toContain('/repo/packages/i18n/src/messages/validation.ts');
  });
});

describe('chunkGroups', () => {
  const chunkOf = (id: string) => {
    const groups = [...chunkGroups(() => ids)].sort((a, b) => b.priority - a.priority);
    for (const group of groups) {
      if (typeof group.name === 'string') continue;
      const name = group.name(id, graph);
      if (name) return name;
    }
    return null;
  };

  it('puts React and React Router in the framework chunk, whoever imports them', () => {
    expect(chunkOf('/repo/node_modules/.pnpm/react@19/node_modules/react/index.js')).toBe('framework');
    expect(chunkOf('/repo/node_modules/.pnpm/react-router@8/node_modules/react-router/dist/index.mjs')).toBe(
      'framework',
    );
  });

  it("puts the shell's own modules in the shell chunk, shared code included", () => {
    expect(chunkOf(`${src}/shell/root-layout.tsx`)).toBe('shell');
    expect(chunkOf(`${src}/lib/i18n.ts`)).toBe('shell');
  });

  it("names the catalogue's components' group by their folder; Rolldown keeps it to what entries import statically", () => {
    const catalog = chunkGroups(() => ids).find((group) => group.name === 'catalog');
    expect(catalog?.test?.test(`${src}/features/catalog/components/product-card.tsx`)).toBe(true);
    expect(catalog?.test?.test(`${src}/features/checkout/form.tsx`)).toBe(false);
    expect(catalog?.tags).toEqual(['$initial']);
  });

  it('leaves entries, pages, lazy parts and barrel-reached modules to the automatic split', () => {
    expect(chunkOf(`${src}/shell/shop-layout-route.tsx?__react-router-build-client-route`)).toBeNull();
    expect(chunkOf(`${src}/features/checkout/form.tsx`)).toBeNull();
    expect(chunkOf(`${src}/shell/only-in-client-loader.ts`)).toBeNull();
    // A message module reached only through @haat/i18n's barrel keeps its Bengali texts out of the shell.
    expect(chunkOf('/repo/packages/i18n/src/messages/validation.ts')).toBeNull();
    expect(
      chunkOf('/repo/node_modules/.pnpm/lucide-react@1/node_modules/lucide-react/dist/esm/icons/x.mjs'),
    ).toBeNull();
  });
});
