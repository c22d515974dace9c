// CI's newcomer check: runs the README's start command (`npm start`) the way a newcomer would, in a clean
// environment whose PATH has no pnpm, waits for the printed URLs, fetches the storefront, the admin and an API
// call, then stops everything it started. Plain Node (any version from 20), no dependencies.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = Number(process.env.START_CHECK_TIMEOUT_MS ?? 10 * 60_000);
// HAAT_PORT_OFFSET moves them, so checkouts side by side on one machine run the check at once.
const portOffset = Number(process.env.HAAT_PORT_OFFSET ?? 0);
const ports = { api: 4300 + portOffset, storefront: 3300 + portOffset, admin: 3301 + portOffset };

/** A PATH with every program of the machine's PATH except pnpm (what a machine with only Node and npm has). */
function pathWithoutPnpm() {
  const shadow = mkdtempSync(join(tmpdir(), 'haat-no-pnpm-'));
  const seen = new Set();
  for (const dir of (process.env.PATH ?? '').split(':')) {
    let names = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (seen.has(name) || /^pnp[mx]$/u.test(name)) continue;
      seen.add(name);
      symlinkSync(join(dir, name), join(shadow, name));
    }
  }
  return shadow;
}

const shadow = pathWithoutPnpm();
const env = {
  PATH: shadow,
  HOME: process.env.HOME ?? '/root',
  CI: 'true',
  PORT: String(ports.api),
  STOREFRONT_PORT: String(ports.storefront),
  ADMIN_PORT: String(ports.admin),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-start-data-')),
};
const started = Date.now();
const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
// A newcomer opens an address as soon as it is printed, so the API must answer by then: the moment the storefront's
// or the admin's address appears, the API is asked whether it is ready.
const apiReadyWhenPrinted = new Map();
function watchAddresses() {
  for (const name of ['storefront', 'admin']) {
    if (apiReadyWhenPrinted.has(name) || !new RegExp(`^${name}: http`, 'mu').test(output)) continue;
    const ready = fetch(`http://127.0.0.1:${ports.api}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    apiReadyWhenPrinted.set(name, ready);
  }
}
child.stdout.on('data', (chunk) => {
  output += chunk;
  watchAddresses();
});
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

function stop() {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(shadow, { recursive: true, force: true });
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

function fail(message) {
  console.error(`start check failed: ${message}\n--- npm start printed ---\n${output.slice(-6000)}`);
  stop();
  process.exit(1);
}

async function waitFor(pattern) {
  while (!pattern.test(output)) {
    if (Date.now() - started > TIMEOUT_MS) fail(`nothing matched ${pattern} within ${TIMEOUT_MS / 1000} s`);
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 500))]);
    if (code !== undefined) fail(`npm start exited with ${code}`);
  }
  return pattern.exec(output);
}

async function expectPage(name, url, check) {
  const response = await fetch(url).catch((error) => fail(`${name} ${url}: ${error.message}`));
  const body = await response.text();
  if (!response.ok || !check(body)) fail(`${name} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  console.info(`${name}: ${url} → ${response.status}`);
}

const [, apiUrl] = await waitFor(/Haat demo is ready\. API: (\S+)/u);
const [, storefrontUrl] = await waitFor(/storefront: (http:\/\/\S+)/u);
const [, adminUrl] = await waitFor(/admin: (http:\/\/\S+)/u);
const [, shopName, slug] = await waitFor(/^(\S[^/\n]*?) \/ [^(\n]+\(([a-z0-9-]+)\), theme \d(?!.*unpublished)/mu);
console.info(`npm start printed its URLs after ${Math.round((Date.now() - started) / 1000)} s (no pnpm on PATH)`);
for (const [name, ready] of apiReadyWhenPrinted) {
  if (!(await ready)) fail(`the ${name}'s address was printed before the API answered /readyz`);
}

await expectPage('API', `${apiUrl}/api/shop/online-shop/${slug}`, (body) => JSON.parse(body).data?.slug === slug);
// Rendered on the server: the shop's name is in the HTML itself.
await expectPage('storefront', `${storefrontUrl.replace(/\/$/u, '')}/shop/${slug}`, (body) => body.includes(shopName));
await expectPage('admin', adminUrl, (body) => body.includes('<div id="root"'));
stop();
console.info('start check passed');
