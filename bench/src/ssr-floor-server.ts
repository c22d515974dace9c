/**
 * The React floor's server (suites/ssr-floor.ts), in a process of its own so that its CPU is counted apart:
 * renders FLOOR_PAGE_FILE's page as plain React elements for every request, after one API call from
 * FLOOR_API_URLS_FILE (rotating; none when the file is empty). Streamed as rendered, or with FLOOR_BROTLI=1 whole,
 * in brotli at the storefront's quality (3), as the storefront sends a catalogue page. Listens on FLOOR_PORT.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants } from 'node:zlib';
import { renderToPipeableStream } from 'react-dom/server';
import { pageTree } from './suites/ssr-floor.ts';

const { tree } = pageTree(readFileSync(process.env['FLOOR_PAGE_FILE']!, 'utf8'));
const apiUrls = readFileSync(process.env['FLOOR_API_URLS_FILE']!, 'utf8').split('\n').filter(Boolean);
const brotli = process.env['FLOOR_BROTLI'] === '1';
let calls = 0;

async function apiCall(): Promise<void> {
  if (apiUrls.length === 0) return;
  const url = apiUrls[calls % apiUrls.length]!;
  calls += 1;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.json();
}

function sendCompressed(response: ServerResponse, page: Buffer): void {
  const body = brotliCompressSync(page, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
  });
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'br',
    'content-length': String(body.length),
  });
  response.end(body);
}

createServer((_request, response) => {
  apiCall().then(
    () => {
      const stream = renderToPipeableStream(tree, {
        onAllReady() {
          if (!brotli) {
            response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            stream.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          const page = new PassThrough();
          page.on('data', (chunk: Buffer) => chunks.push(chunk));
          page.on('end', () => sendCompressed(response, Buffer.concat(chunks)));
          stream.pipe(page);
        },
        onShellError: () => response.writeHead(500).end(),
      });
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(502).end();
    },
  );
}).listen(Number(process.env['FLOOR_PORT']), '127.0.0.1');
