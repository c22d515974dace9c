/**
 * Server rendering: the storefront's production server (apps/storefront/server.mjs on the bench's build) rendering
 * product pages of the published demo shops under load, with its API on the engine's database.
 *
 * - **uncached**: what a shopper's first request costs. Every request has a query string of its own, so neither a
 *   cache between nor server.mjs's page cache (decision 105) can answer it; each one is a full render (root
 *   middleware, the shop, the product and its link preview from the API, React's render, the ETag hash, brotli),
 *   and only the API's own shop cache is used, as for any shopper.
 * - **cached**: what a revalidation costs: a request with `If-None-Match` of the page's current tag is answered 304
 *   without a body, from the page cache while it holds the page (PAGE_CACHE_SECONDS, 10 s: a page is rendered again
 *   about once in 10 s of the run), after a render otherwise. The tags are read just before the run, in a 30 s step
 *   of the page's times (apps/storefront/src/shell/request-cache.ts), so they hold for it.
 * - **stored**: what a shopper's request for a popular page costs: the same pages without a tag, answered 200 with
 *   the whole page from the page cache (a fresh nonce, gzip made from stored pieces) while it holds them.
 * - **clicked**: the same pages reached from a link shared on Facebook: every request has an `fbclid` of its own, as
 *   every click does, which the page cache leaves out of its key (decision 123).
 *
 * - **memory**: the uncached run followed by two more, with the server's memory (resident set, V8 heap, memory
 *   outside the heap) from its metrics after each: what the server holds after 3 × 10 s at 50 connections, where a
 *   render kept after its answer, or a cache counting less than it holds, shows.
 *
 * All send Chrome's `Accept-Encoding`. Expected answers are 200 (uncached, stored) and 304 (cached); anything else
 * is an error, as are socket errors and timeouts.
 */
import { VARIANT_PAIR, type ShopFixture } from '../fixtures.ts';
import { runLoad, type LoadFigures, type LoadRequest } from '../load.ts';
import { rotate } from '../rotate.ts';
import { mib, type ServerMemory } from '../server-memory.ts';
import type { SsrFloorFigures } from './ssr-floor.ts';

/**
 * What a shopper's browser sends (Chrome on a phone): the server compresses the page as it would for a shopper, and
 * renders it for a person (crawlers, isbot, get the page at onAllReady: other HTML, so another ETag).
 */
export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
} as const;
/** The storefront's page times are rounded to this step (src/shell/request-cache.ts TIME_STEP_MS): a page's tag holds that long. */
export const ETAG_STEP_MS = 30_000;

export interface SsrRun extends LoadFigures {
  /** The answer every request should get (200 uncached, 304 cached). */
  expectedStatus: number;
  /** Answers with another status. */
  unexpected: number;
}

/** Uncached runs in all for the memory figure: the uncached run and this many less one after it. */
export const MEMORY_RUNS = 3;

export interface SsrMemory {
  /** The server's memory before the first uncached run (after the example page). */
  before: ServerMemory | null;
  /** The server's memory after each uncached run: the `uncached` run, then each of `repeats`. */
  afterRuns: (ServerMemory | null)[];
  /** The uncached runs after the first, each as long as it, without warm-up. */
  repeats: SsrRun[];
}

export interface SsrFigures {
  connections: number;
  /** How many product pages the runs rotate over, and one of them. */
  pages: number;
  examplePath: string;
  /** Bytes of the example page as sent (compressed, as its Content-Length says) and uncompressed. */
  pageBytes: { encoded: number | null; html: number; encoding: string | null };
  uncached: SsrRun;
  cached: SsrRun;
  /** 200s of the whole page from server.mjs's page cache (absent in results made before it). */
  stored?: SsrRun;
  /** Bytes of the example page as the page cache sends it (gzip made from stored pieces). */
  storedBytes?: { encoded: number | null; encoding: string | null };
  /** 200s of the pages reached from Facebook, an `fbclid` of its own on each (absent in results made before it). */
  clicked?: SsrRun;
  /** React's floor for the example page and the same API (absent in results made before it). */
  floor?: SsrFloorFigures;
  /** The server's memory over `MEMORY_RUNS` uncached runs (absent in results made before it). */
  memory?: SsrMemory;
  /** Uncached runs of one simple product and of one with 100 variants (VARIANT_PAIR; absent before issue 28). */
  variantPair?: { simple: SsrRun; variants: SsrRun };
}

/** The server's resident set after the last uncached run, in MiB (null: not measured). */
export function rssAfterUncachedRuns(memory: SsrMemory | undefined): number | null {
  const last = memory?.afterRuns.at(-1);
  return memory && memory.afterRuns.length === MEMORY_RUNS && last ? last.rssBytes / 1024 / 1024 : null;
}

/** The product pages of the published shops, on the shared host (`/{slug}/product/{product}`). */
export function productPagePaths(shops: readonly ShopFixture[]): string[] {
  return shops
    .filter((shop) => shop.public)
    .flatMap((shop) =>
      shop.products.map((product) => `/${encodeURIComponent(shop.slug)}/product/${encodeURIComponent(product.slug)}`),
    );
}

/** An endless rotation over `paths`, each request with a query string no other request had. */
export function uniquePaths(paths: readonly string[], tag = 'bench'): () => string {
  const next = rotate(paths);
  let count = 0;
  return () => {
    const path = next();
    count += 1;
    return `${path}${path.includes('?') ? '&' : '?'}${tag}=${count}`;
  };
}

/** The figures judged against the answer expected: errors are the other answers plus socket errors and timeouts. */
export function judged(figures: LoadFigures, expectedStatus: number): SsrRun {
  const expected = figures.statusCodes[String(expectedStatus)] ?? 0;
  const unexpected = figures.requests - expected;
  return { ...figures, expectedStatus, unexpected, errors: unexpected + figures.socketErrors };
}

/**
 * Milliseconds to wait so that `seconds` from now (plus a second of margin) stay inside one step of `stepMs`: the
 * page's tags do not change during the run. 0 when they fit now, or when the run is longer than a step.
 */
export function waitForStableStep(nowMs: number, seconds: number, stepMs = ETAG_STEP_MS): number {
  const needMs = (seconds + 1) * 1000;
  if (needMs >= stepMs) return 0;
  const left = stepMs - (nowMs % stepMs);
  return left >= needMs ? 0 : left + 50;
}

export interface SsrOptions {
  storefrontUrl: string;
  shops: readonly ShopFixture[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** CPU seconds so far of the storefront server and of its API (for CPU per page). */
  cpuSecondsOf: { storefront: () => number | null; api: () => number | null };
  /** The storefront server's memory now (null: unknown). */
  memoryOf?: () => Promise<ServerMemory | null>;
  onProgress?: (line: string) => void;
}

/** A page as a shopper's browser asks for it (`headers` added), redirects not followed. */
export async function getPage(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    headers: { ...BROWSER_HEADERS, ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
}

/** Each page's current ETag (and a check that it renders: 200 with a tag). */
async function etags(storefrontUrl: string, paths: readonly string[]): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  for (const path of paths) {
    const response = await getPage(`${storefrontUrl}${path}`);
    await response.arrayBuffer();
    const tag = response.headers.get('etag');
    if (response.status !== 200 || !tag) throw new Error(`${path} answered ${response.status}, ETag ${tag ?? 'none'}`);
    tags.set(path, tag);
  }
  return tags;
}

export async function benchSsr(options: SsrOptions): Promise<SsrFigures> {
  const paths = productPagePaths(options.shops);
  if (paths.length === 0) throw new Error('No products in the published demo shops');
  const examplePath = paths[0]!;
  const example = await getPage(`${options.storefrontUrl}${examplePath}`);
  await example.arrayBuffer();
  const length = example.headers.get('content-length');
  const plain = await getPage(`${options.storefrontUrl}${examplePath}`, { 'accept-encoding': 'identity' });
  const html = await plain.text();
  if (example.status !== 200 || plain.status !== 200)
    throw new Error(`${examplePath} answered ${example.status} (compressed) and ${plain.status} (plain)`);
  const pageBytes = {
    encoded: length === null ? null : Number(length),
    html: Buffer.byteLength(html),
    encoding: example.headers.get('content-encoding'),
  };

  const load = {
    url: options.storefrontUrl,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    cpuSecondsOf: options.cpuSecondsOf,
  };
  /** One load run whose every answer should be `expectedStatus`, reported as `name` when it ends. */
  const measure = async (name: string, next: () => LoadRequest, expectedStatus: number): Promise<SsrRun> => {
    const run = judged(await runLoad({ ...load, next }), expectedStatus);
    options.onProgress?.(
      `ssr ${name}: ${run.requestsPerSecond} pages/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors}, CPU ms/page ${JSON.stringify(run.cpuMsPerRequestOf)}`,
    );
    return run;
  };
  const memoryOf = options.memoryOf ?? (() => Promise.resolve(null));
  const nextUnique = uniquePaths(paths);
  const uncachedRequest = () => ({ path: nextUnique(), headers: { ...BROWSER_HEADERS } });
  const before = await memoryOf();
  const uncached = await measure('uncached', uncachedRequest, 200);
  const afterRuns = [await memoryOf()];
  const repeats: SsrRun[] = [];
  for (let run = 2; run <= MEMORY_RUNS; run += 1) {
    repeats.push(judged(await runLoad({ ...load, warmupSeconds: 0, next: uncachedRequest }), 200));
    afterRuns.push(await memoryOf());
  }
  options.onProgress?.(
    `ssr memory after ${MEMORY_RUNS} uncached runs: ${afterRuns.map((memory) => (memory ? `RSS ${mib(memory.rssBytes)} MiB, heap ${mib(memory.heapUsedBytes)}/${mib(memory.heapTotalBytes)} MiB, external ${mib(memory.externalBytes)} MiB` : 'unknown')).join('; ')}` +
      `; the runs after the first: ${repeats.map((run) => `${run.requestsPerSecond} pages/s, p99 ${run.p99Ms} ms`).join('; ')}`,
  );

  const wait = waitForStableStep(Date.now(), options.warmupSeconds + options.durationSeconds + paths.length * 0.05);
  if (wait > 0) {
    options.onProgress?.(`ssr cached: waiting ${Math.round(wait / 1000)} s for the pages' next 30 s step`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const tags = await etags(options.storefrontUrl, paths);
  const nextPath = rotate(paths);
  const cached = await measure(
    'cached (304)',
    () => {
      const path = nextPath();
      return { path, headers: { ...BROWSER_HEADERS, 'if-none-match': tags.get(path)! } };
    },
    304,
  );

  const nextStored = rotate(paths);
  const stored = await measure('stored (200)', () => ({ path: nextStored(), headers: { ...BROWSER_HEADERS } }), 200);
  const nextClicked = uniquePaths(paths, 'fbclid');
  const clicked = await measure(
    'clicked from Facebook (200)',
    () => ({ path: nextClicked(), headers: { ...BROWSER_HEADERS } }),
    200,
  );
  const fromCache = await getPage(`${options.storefrontUrl}${examplePath}`);
  await fromCache.arrayBuffer();
  const storedLength = fromCache.headers.get('content-length');
  const storedBytes = {
    encoded: storedLength === null ? null : Number(storedLength),
    encoding: fromCache.headers.get('content-encoding'),
  };
  options.onProgress?.(
    `ssr example page: ${pageBytes.html} B of HTML, rendered ${pageBytes.encoded ?? '?'} B ${pageBytes.encoding ?? ''}, ` +
      `from the page cache (${fromCache.headers.get('x-cache') ?? 'no X-Cache'}) ${storedBytes.encoded ?? '?'} B ${storedBytes.encoding ?? ''}`,
  );
  const pairPath = (product: string) => `/${VARIANT_PAIR.shop}/product/${product}`;
  const onePage = (product: string) => {
    const next = uniquePaths([pairPath(product)]);
    return () => ({ path: next(), headers: { ...BROWSER_HEADERS } });
  };
  const variantPair = options.shops.some((shop) => shop.slug === VARIANT_PAIR.shop && shop.public)
    ? {
        simple: await measure('uncached, simple product', onePage(VARIANT_PAIR.simple), 200),
        variants: await measure('uncached, 100 variants', onePage(VARIANT_PAIR.variants), 200),
      }
    : undefined;
  return {
    connections: options.connections,
    pages: paths.length,
    examplePath,
    pageBytes,
    uncached,
    cached,
    stored,
    storedBytes,
    clicked,
    memory: { before, afterRuns, repeats },
    ...(variantPair ? { variantPair } : {}),
  };
}
