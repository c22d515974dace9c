// How the browser build is cut into files (vite.config.ts; decision 107). Rolldown's automatic splitting makes a
// chunk for every set of route modules sharing some code: about 70 small files on a shop page's first load, each a
// high-priority request before the first paint. Two rules take the first load down to a few files instead.

/** The parts of a module graph the rules read (Rolldown's `ModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

export interface ChunkGroup {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  /** The group's name in the bundler's timing report, when `name` is a function. */
  debugName?: string;
  test?: RegExp;
  /** `$initial`: only modules some entry (the client entry, a route module) imports statically, not lazy parts. */
  tags?: '$initial'[];
  priority: number;
}

/** React, React DOM and React Router: every page's first load, and what changes least between releases. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+)[\\/]/u;

/** The modules whose static imports every shop page runs before it hydrates: the client entry, root and layout. */
export const SHELL_ROOTS = [
  /[\\/]src[\\/]entry\.client\.tsx$/u,
  /[\\/]src[\\/]root\.tsx$/u,
  /[\\/]src[\\/]shell[\\/]shop-layout-route\.tsx$/u,
];

/**
 * Reached through barrels (index files re-exporting a whole package): the shell imports a few of their modules, but
 * following the barrel's imports would take all of them. Rolldown's own splitting follows the bindings instead.
 */
const BARRELS =
  /[\\/](node_modules[\\/]lucide-react|packages[\\/]api-contract|packages[\\/]domain[\\/]src[\\/]schemas)[\\/]/u;

/**
 * Barrels whose exports carry texts (decision 117): `@haat/i18n` and its messages. The walk does not go through them,
 * so a message module only a lazy part uses (the forms' validation texts) is not pulled into the shell with its
 * Bengali texts; what the shell itself imports from them stays beside it by Rolldown's own split.
 */
const TEXT_BARRELS = /[\\/]packages[\\/]i18n[\\/]src[\\/](messages[\\/])?index\.ts$/u;

/** The catalogue's components (home, category, best selling, wishlist): one file for the pages that list products. */
const CATALOG = /[\\/]src[\\/]features[\\/]catalog[\\/]/u;

const withoutQuery = (id: string) => id.replace(/\?.*$/su, '');

/** A route's split `clientLoader`/`clientAction` chunk: loaded on client navigations, not by the first load. */
const ROUTE_CHUNK = /\?route-chunk=/u;

/**
 * Everything `roots` (matched by path; a route's main module, not its split chunks) import statically, without
 * going through the modules `notEntered` matches (they are reached, their imports are not).
 */
export function staticallyReachable(
  graph: ModuleGraph,
  ids: Iterable<string>,
  roots: readonly RegExp[],
  notEntered?: RegExp,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...ids].filter((id) => !ROUTE_CHUNK.test(id) && roots.some((root) => root.test(withoutQuery(id))));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (notEntered?.test(id)) continue;
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * `framework`: React, React DOM, React Router. `shell`: the rest of what the client entry, the root route and the
 * shop layout import statically (the app's shell, TanStack Query, Lingui and its messages, the API client), but not
 * the route modules themselves, which stay entries of their own. `catalog`: the product-listing components the
 * catalogue's routes import statically, with what they import (not their lazy parts). What pages and lazy parts
 * import beyond that is split automatically, by the routes that share it.
 */
export function chunkGroups(moduleIds: () => Iterable<string>): ChunkGroup[] {
  let shell: Set<string> | null = null;
  return [
    { name: (id) => (FRAMEWORK.test(id) ? 'framework' : null), debugName: 'framework', priority: 2 },
    {
      name: (id, graph) => {
        shell ??= staticallyReachable(graph, moduleIds(), SHELL_ROOTS, TEXT_BARRELS);
        return shell.has(id) && !BARRELS.test(id) && !graph.getModuleInfo(id)?.isEntry ? 'shell' : null;
      },
      debugName: 'shell',
      priority: 1,
    },
    { name: 'catalog', test: CATALOG, tags: ['$initial'], priority: 0 },
  ];
}
