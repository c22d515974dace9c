// CI's release check, run by `npm test` (decision 208):
//   1. `changeset status`: the changesets in .changeset/ are valid and, on a branch, every app or package it changed
//      since main has one.
//   2. Every migration of the API (apps/api/drizzle/meta/_journal.json) and every setting in .env.example is named in
//      its app's CHANGELOG.md (released) or in a pending changeset for that app (to be released), so an operator can
//      read which migrations and settings changed between two versions.
// `node tooling/setup/release-check.mjs` prints what it checked, and each problem on its own line (exit 1).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');
const problems = [];

// ---- 1. changeset status -------------------------------------------------------------------------------------
const status = spawnSync('pnpm', ['exec', 'changeset', 'status', '--since=main'], { cwd: root, encoding: 'utf8' });
if (status.status !== 0) problems.push(`changeset status failed:\n${status.stdout}${status.stderr}`);

// ---- 2. migrations and settings named in a release note ------------------------------------------------------
/** Pending changesets: the packages each names (front matter) and its text. */
const pending = readdirSync(join(root, '.changeset'))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => {
    const text = read(`.changeset/${name}`);
    const front = /^---\n([\s\S]*?)\n---/u.exec(text)?.[1] ?? '';
    const packages = [...front.matchAll(/^['"]?(@haat\/[a-z-]+)['"]?\s*:/gmu)].map((match) => match[1]);
    return { name, packages, text };
  });

const APPS = { '@haat/api': 'apps/api', '@haat/storefront': 'apps/storefront', '@haat/admin': 'apps/admin' };
/** Whether `word` is named in the app's changelog or in a pending changeset for it. */
function named(app, word) {
  const pattern = new RegExp(`(^|[^A-Za-z0-9_])${word}([^A-Za-z0-9_]|$)`, 'u');
  if (pattern.test(read(`${APPS[app]}/CHANGELOG.md`))) return true;
  return pending.some((changeset) => changeset.packages.includes(app) && pattern.test(changeset.text));
}

const journal = JSON.parse(read('apps/api/drizzle/meta/_journal.json'));
const migrations = journal.entries.map((entry) => entry.tag);
for (const tag of migrations) {
  if (!named('@haat/api', tag)) problems.push(`migration ${tag}: named in no changeset for @haat/api`);
}

/** .env.example's settings by the app whose section they are in ("# ---- API: …", "# ---- storefront and admin …"). */
const settings = [];
let apps = [];
for (const line of read('.env.example').split('\n')) {
  const section = /^# ---- (.*?) -+$/u.exec(line)?.[1];
  if (section !== undefined) {
    if (section.startsWith('API')) apps = ['@haat/api'];
    else if (section.startsWith('storefront and admin')) apps = ['@haat/storefront', '@haat/admin'];
    else apps = [];
    continue;
  }
  const name = /^#?\s?([A-Z][A-Z0-9_]+)=/u.exec(line)?.[1];
  if (name !== undefined) for (const app of apps) settings.push({ app, name });
}
for (const { app, name } of settings) {
  if (!named(app, name)) problems.push(`setting ${name}: named in no changeset for ${app}`);
}

console.log(
  `release check: changeset status, ${migrations.length} migrations and ${settings.length} app settings ` +
    `against the changelogs and ${pending.length} pending changesets`,
);
for (const problem of problems) console.error(`  ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
