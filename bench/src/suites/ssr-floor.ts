/**
 * The floors under the server-rendering figures: what React 19, and React Router's framework mode, cost at the least
 * to serve the bench's product page on this machine, so that the `uncached` run can be read against them (as the
 * API's figures are read against the bare Node server of calibration.ts). The page's own HTML, as the storefront
 * serves it, becomes a tree of plain elements once; each server runs in a process of its own:
 * - **React, render only** (ssr-floor-server.ts): a bare `node:http` server renders the whole tree for every request
 *   with `renderToPipeableStream`, as the storefront's server does, with no router, components, data, compression
 *   or ETag.
 * - **React + the API call + brotli**: the same, after the one API call an uncached product page needs (the
 *   product, by a plain `fetch`, rotating over the same products as the `uncached` run), and sent whole in brotli at
 *   the storefront's quality (issue 15 asks brotli or gzip of catalogue pages): the least any React server does.
 * - **React Router + the API call + brotli** (floor-app/): the smallest framework-mode app that serves the page: a
 *   root of Meta, Links and Scripts, one product route whose loader makes that API call and whose component returns
 *   the page's body, the storefront's entry's streaming render, and brotli at the storefront's quality, for the same
 *   unique paths as the `uncached` run. What issue 15's uncached page needs at the least (its HTTP asks for brotli or
 *   gzip) with the framework the issue names.
 * No storefront on that stack can serve the page faster on the same machine at the same moment.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { ShopFixture } from '../fixtures.ts';
import { runLoad, type LoadFigures, type LoadRequest } from '../load.ts';
import { floorAppDir } from '../paths.ts';
import { processCpuSeconds } from '../process-cpu.ts';
import { BROWSER_HEADERS, productPagePaths, uniquePaths } from './ssr.ts';

type ParsedNode = DefaultTreeAdapterMap['childNode'];
type ParsedElement = DefaultTreeAdapterMap['element'];

/** HTML attribute names whose React prop is spelled otherwise (the ones the storefront's pages use). */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  viewbox: 'viewBox',
};

/** `a: b; --c: d` as React's style object (custom properties keep their names). */
export function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() !== '')
    .map(([name, ...value]): [string, string] => {
      const property = name!.trim();
      const key = property.startsWith('--')
        ? property
        : property.replace(/-([a-z])/gu, (_, c: string) => c.toUpperCase());
      return [key, value.join(':').trim()];
    });
  return Object.fromEntries(entries);
}

function isElement(node: ParsedNode): node is ParsedElement {
  return 'tagName' in node;
}

function toNode(node: ParsedNode, key: number, count: { elements: number }): ReactNode {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!isElement(node)) return null;
  count.elements += 1;
  const props: Record<string, unknown> = { key };
  for (const attribute of node.attrs) {
    const name = PROP_NAMES[attribute.name] ?? attribute.name;
    props[name] = attribute.name === 'style' ? styleObject(attribute.value) : attribute.value;
  }
  const children: ParsedNode[] = 'content' in node ? node.content.childNodes : node.childNodes;
  // Script and style bodies are raw text: React writes them as they are only through dangerouslySetInnerHTML.
  if (node.tagName === 'script' || node.tagName === 'style') {
    const text = children.map((child) => ('value' in child ? child.value : '')).join('');
    if (text !== '') props['dangerouslySetInnerHTML'] = { __html: text };
    return createElement(node.tagName, props);
  }
  const rendered = children.map((child, index) => toNode(child, index, count)).filter((child) => child !== null);
  return createElement(node.tagName, props, ...(rendered.length > 0 ? [rendered] : []));
}

/** A page's `<html>` element as React elements, and how many elements it has. */
export function pageTree(html: string): { tree: ReactElement; elements: number } {
  const document = parse(html);
  // parse5 makes the <html> element of any input, as browsers do.
  const root = document.childNodes.find((node): node is ParsedElement => isElement(node) && node.tagName === 'html')!;
  const count = { elements: 0 };
  return { tree: toNode(root, 0, count) as ReactElement, elements: count.elements };
}

export interface SsrFloorFigures {
  /** Elements of the page's tree, and the bytes of HTML the storefront served and the floor renders. */
  elements: number;
  pageBytes: number;
  renderedBytes: number;
  /** React's render alone, streamed. */
  render: LoadFigures;
  /** React's render after the API call, sent in brotli. */
  renderWithApiCall: LoadFigures;
  /** The React Router app: its render after the API call, sent in brotli. */
  reactRouter: LoadFigures;
}

export interface SsrFloorOptions {
  /** The bench's example product page as the storefront served it (plain, for a browser). */
  html: string;
  apiUrl: string;
  /** The React Router app's build (storefront-build.ts `buildFloorApp`). */
  floorAppBuildDir: string;
  shops: readonly ShopFixture[];
  port: number;
  workDir: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  apiCpuSeconds: () => number | null;
  onProgress?: (line: string) => void;
}

/** The product calls of the published shops' products (`GET /api/shop/product/{slug}?shop_id=`). */
export function productApiUrls(apiUrl: string, shops: readonly ShopFixture[]): string[] {
  return shops
    .filter((shop) => shop.public)
    .flatMap((shop) =>
      shop.products.map(
        (product) => `${apiUrl}/api/shop/product/${encodeURIComponent(product.slug)}?shop_id=${shop.id}`,
      ),
    );
}

const REACT_SERVER = fileURLToPath(new URL('../ssr-floor-server.ts', import.meta.url));

interface FloorServer {
  /** The server's entry and its environment beside FLOOR_PORT and FLOOR_PAGE_FILE. */
  args: string[];
  env: Record<string, string>;
  /** The path of the page the server answers (its first request, also to know it is up). */
  firstPath: string;
  next: () => LoadRequest;
}

async function floorRun(options: SsrFloorOptions, pageFile: string, server: FloorServer) {
  const child = spawn(process.execPath, server.args, {
    env: {
      ...process.env,
      ...server.env,
      NODE_ENV: 'production',
      FLOOR_PORT: String(options.port),
      FLOOR_PAGE_FILE: pageFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    let rendered = '';
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`${url}${server.firstPath}`, { signal: AbortSignal.timeout(2_000) });
        rendered = await response.text();
        if (!response.ok) throw new Error(`The floor server answered ${response.status}`);
        break;
      } catch (error) {
        if (attempt > 100 || child.exitCode !== null)
          throw new Error(`The React floor server did not start on port ${options.port}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const figures = await runLoad({
      url,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      cpuSecondsOf: {
        floor: () => (child.pid === undefined ? null : processCpuSeconds(child.pid)),
        api: options.apiCpuSeconds,
      },
      next: server.next,
    });
    return { figures, renderedBytes: Buffer.byteLength(rendered) };
  } finally {
    child.kill('SIGTERM');
  }
}

export async function benchSsrFloor(options: SsrFloorOptions): Promise<SsrFloorFigures> {
  const { elements } = pageTree(options.html);
  const pageFile = join(options.workDir, 'ssr-floor-page.html');
  writeFileSync(pageFile, options.html);
  const say = (name: string, run: LoadFigures) =>
    options.onProgress?.(
      `ssr floor, ${name}: ${run.requestsPerSecond} pages/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors}, CPU ms/page ${JSON.stringify(run.cpuMsPerRequestOf)}`,
    );
  const reactServer = (apiUrls: string[], brotli: boolean): FloorServer => {
    const urlsFile = join(options.workDir, 'ssr-floor-api-urls.txt');
    writeFileSync(urlsFile, apiUrls.join('\n'));
    return {
      args: ['--import', 'tsx', REACT_SERVER],
      env: { FLOOR_API_URLS_FILE: urlsFile, FLOOR_BROTLI: brotli ? '1' : '0' },
      firstPath: '/',
      next: () => ({ path: '/' }),
    };
  };
  const render = await floorRun(options, pageFile, reactServer([], false));
  say('React, render only', render.figures);
  const apiUrls = productApiUrls(options.apiUrl, options.shops);
  const withApi = await floorRun(options, pageFile, reactServer(apiUrls, true));
  say('React + the API call + brotli', withApi.figures);
  const paths = productPagePaths(options.shops);
  const nextUnique = uniquePaths(paths, 'floor');
  const router = await floorRun(options, pageFile, {
    args: [join(floorAppDir, 'server.mjs')],
    env: {
      FLOOR_APP_BUILD_DIR: options.floorAppBuildDir,
      FLOOR_API_URL: options.apiUrl,
      FLOOR_SHOP_IDS: JSON.stringify(Object.fromEntries(options.shops.map((shop) => [shop.slug, shop.id]))),
    },
    firstPath: paths[0]!,
    next: () => ({ path: nextUnique(), headers: { ...BROWSER_HEADERS } }),
  });
  say('React Router + the API call + brotli', router.figures);
  options.onProgress?.(
    `ssr floor page: ${elements} elements, ${Buffer.byteLength(options.html)} B served, ${render.renderedBytes} B rendered by the React floor`,
  );
  return {
    elements,
    pageBytes: Buffer.byteLength(options.html),
    renderedBytes: render.renderedBytes,
    render: render.figures,
    renderWithApiCall: withApi.figures,
    reactRouter: router.figures,
  };
}
