/**
 * React's floor under the server-rendering figures: what React 19 alone costs to render the bench's product page on
 * this machine, so that the `uncached` run can be read against it (as the API's figures are read against the bare
 * Node server of calibration.ts).
 *
 * The page's own HTML, as the storefront serves it, becomes a tree of plain elements once. A bare `node:http` server
 * in a process of its own (ssr-floor-server.ts) renders that tree for every request with `renderToPipeableStream`,
 * as the storefront's server does, but with no router, no components, no data, no compression and no ETag:
 * - **render**: nothing else;
 * - **render + API call**: first the one API call an uncached product page needs (the product, by a plain `fetch`),
 *   rotating over the same products as the `uncached` run.
 * No server can answer the page with React faster on the same machine at the same moment.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { ShopFixture } from '../fixtures.ts';
import { runLoad, type LoadFigures } from '../load.ts';
import { processCpuSeconds } from '../process-cpu.ts';

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
  render: LoadFigures;
  renderWithApiCall: LoadFigures;
}

export interface SsrFloorOptions {
  /** The bench's example product page as the storefront served it (plain, for a browser). */
  html: string;
  apiUrl: string;
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

const SERVER = fileURLToPath(new URL('../ssr-floor-server.ts', import.meta.url));

async function floorRun(options: SsrFloorOptions, pageFile: string, apiUrls: string[]) {
  const urlsFile = join(options.workDir, 'ssr-floor-api-urls.txt');
  writeFileSync(urlsFile, apiUrls.join('\n'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      FLOOR_PORT: String(options.port),
      FLOOR_PAGE_FILE: pageFile,
      FLOOR_API_URLS_FILE: urlsFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    let rendered = '';
    for (let attempt = 0; ; attempt += 1) {
      try {
        rendered = await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).text();
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
      next: () => ({ path: '/' }),
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
  const render = await floorRun(options, pageFile, []);
  say('React render only', render.figures);
  const withApi = await floorRun(options, pageFile, productApiUrls(options.apiUrl, options.shops));
  say('React render + the API call', withApi.figures);
  options.onProgress?.(
    `ssr floor page: ${elements} elements, ${Buffer.byteLength(options.html)} B served, ${render.renderedBytes} B rendered by the floor`,
  );
  return {
    elements,
    pageBytes: Buffer.byteLength(options.html),
    renderedBytes: render.renderedBytes,
    render: render.figures,
    renderWithApiCall: withApi.figures,
  };
}
