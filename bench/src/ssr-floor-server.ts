/**
 * The React floor's server (suites/ssr-floor.ts), in a process of its own so that its CPU is counted apart:
 * renders FLOOR_PAGE_FILE's page as plain React elements for every request, after one API call from
 * FLOOR_API_URLS_FILE (rotating; none when the file is empty). Listens on FLOOR_PORT.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import { pageTree } from './suites/ssr-floor.ts';

const { tree } = pageTree(readFileSync(process.env['FLOOR_PAGE_FILE']!, 'utf8'));
const apiUrls = readFileSync(process.env['FLOOR_API_URLS_FILE']!, 'utf8').split('\n').filter(Boolean);
let calls = 0;

async function apiCall(): Promise<void> {
  if (apiUrls.length === 0) return;
  const url = apiUrls[calls % apiUrls.length]!;
  calls += 1;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.json();
}

createServer((_request, response) => {
  apiCall().then(
    () => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const stream = renderToPipeableStream(tree, {
        onAllReady: () => stream.pipe(response),
        onShellError: () => response.end(),
      });
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(502).end();
    },
  );
}).listen(Number(process.env['FLOOR_PORT']), '127.0.0.1');
