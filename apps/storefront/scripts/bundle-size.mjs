#!/usr/bin/env node
// First-load JavaScript of a shop home (the budget of issue 4: <= 110 KB gzip): the JS that
// index.html loads (the entry and its static imports) plus the chunks of the shop-home route
// module, gzipped, from Vite's manifest (build.manifest). Chunks loaded only on interaction
// (drawers, popups, search, chat, the toast host) or by other routes are not counted; the scripts
// inlined into index.html (the early shop request, src/early) are.
// Usage: pnpm build && pnpm bundle-size [--json] [dist dir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const args = process.argv.slice(2);
const json = args.includes('--json');
const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** A manifest entry and every chunk it imports statically, by key. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withStaticImports(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the manifest: was the app built with build.manifest?');
const routeKey = 'src/routes/shop-home.tsx';
if (!manifest[routeKey]) throw new Error(`${routeKey} is not in the manifest`);

/** The classic scripts written into index.html itself, as one pseudo-file. */
function inlineScripts() {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/gu)].map((match) => match[1]).join('\n');
  if (code === '') return [];
  const source = Buffer.from(code);
  return [{ file: 'index.html inline scripts', bytes: source.length, gzip: gzipSync(source, { level: 9 }).length }];
}

const keys = withStaticImports(routeKey, withStaticImports(entryKey));
const files = [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
const chunks = files
  .map((file) => {
    const source = readFileSync(join(distDir, file));
    return { file, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .concat(inlineScripts())
  .sort((a, b) => b.gzip - a.gzip);

const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const totalKb = totalGzip / 1024;
if (json) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, totalGzipBytes: totalGzip, chunks }, null, 2));
} else {
  for (const chunk of chunks) {
    console.log(`${(chunk.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(chunk.bytes / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
  }
  console.log(`${totalKb.toFixed(1).padStart(7)} KB gzip  first-load JS of a shop home (budget ${BUDGET_KB} KB)`);
}
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
