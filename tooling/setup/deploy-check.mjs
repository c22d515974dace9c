// CI's static check of the deploy recipe (no docker daemon runs on CI machines), run by `npm test`:
//   1. Caddy: no option current Caddy refuses (deploy/caddy/removed-options.json, with the source of each) in
//      deploy/Caddyfile and deploy/caddy/*.caddy; and the whole Caddyfile adapts on the machine's Caddy (Debian's
//      2.6, the drills') with every setting compose gives it.
//   2. Compose (deploy/compose.yaml): every image pinned to an exact version, every long-running service with a
//      health check (its own or its Dockerfile's), the settings each service needs, Caddy given every {$VAR} its
//      files read, picture URLs on Caddy's images site, PostgreSQL of the same major as CI's.
//   4. deploy/observability: the alert rules and the Grafana dashboard name only metrics the API and the storefront
//      export (or Node's and node_exporter's), and the alerts cover what an operator must hear about.
//   3. Dockerfiles: multi-stage, built inside the image from the lockfile, pinned base images, a non-root user,
//      a health check on /livez or /readyz; a .dockerignore that keeps the machine's node_modules out.
// `node tooling/setup/deploy-check.mjs` prints what it checked, and each problem on its own line (exit 1).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const deploy = join(root, 'deploy');
const problems = [];
const read = (path) => readFileSync(join(root, path), 'utf8');

// ---- 1. Caddy ------------------------------------------------------------------------------------------------
const removed = JSON.parse(read('deploy/caddy/removed-options.json'));
const caddyFiles = [
  'deploy/Caddyfile',
  ...readdirSync(join(deploy, 'caddy'))
    .filter((name) => name.endsWith('.caddy'))
    .map((name) => `deploy/caddy/${name}`),
];

/** Each option line of a Caddyfile: its words and the first word of the block it is in. */
function caddyLines(text) {
  const lines = [];
  const blocks = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/u, '').trim();
    if (line === '') return;
    const words = line.split(/\s+/u);
    for (const word of words) if (word === '}') blocks.pop();
    const content = words.filter((word) => word !== '{' && word !== '}');
    if (content.length > 0) lines.push({ number: index + 1, words: content, inside: blocks.at(-1) ?? null });
    if (words.at(-1) === '{') blocks.push(content[0] ?? null);
  });
  return lines;
}

/** The rules of `list` that `text` breaks, with the line. */
function brokenRules(text, list) {
  const found = [];
  for (const line of caddyLines(text)) {
    for (const rule of list) {
      const wordsMatch = rule.words.every((word, index) => line.words[index] === word);
      if (wordsMatch && (rule.inside === null || rule.inside === line.inside)) found.push({ rule, line });
    }
  }
  return found;
}

// The check checks itself: each rejected option, written where it was, is found.
for (const rule of removed.rejected) {
  const sample = rule.inside
    ? `{\n\t${rule.inside} {\n\t\t${rule.words.join(' ')} x\n\t}\n}\n`
    : `x {\n\t${rule.words.join(' ')} x\n}\n`;
  if (brokenRules(sample, [rule]).length !== 1)
    problems.push(`deploy-check misses its own rule ${rule.words.join(' ')}`);
}
const caddyEnvNeeded = new Set();
for (const file of caddyFiles) {
  const text = read(file);
  for (const { rule, line } of brokenRules(text, removed.rejected)) {
    problems.push(
      `${file}:${line.number}: ${rule.message} (Caddy ${rule.since}: ${rule.source}); instead: ${rule.instead}`,
    );
  }
  for (const { rule, line } of brokenRules(text, removed.deprecated)) {
    console.warn(`${file}:${line.number}: deprecated: ${rule.message} (Caddy ${rule.since})`);
  }
  for (const match of text.matchAll(/\{\$([A-Z0-9_]+)(?::[^}]*)?\}/gu)) caddyEnvNeeded.add(match[1]);
}

// ---- 2. Compose ----------------------------------------------------------------------------------------------
const compose = parse(read('deploy/compose.yaml'), { merge: true });
const services = compose.services ?? {};

/** An exact version: `name:1.2.3…` (a tag with a dot and a digit) or a digest; never `latest` or a bare major. */
function pinned(image) {
  if (/@sha256:[0-9a-f]{64}$/u.test(image)) return true;
  const tag = /:([^/:]+)$/u.exec(image)?.[1];
  return tag !== undefined && /^v?\d+\.\d+/u.test(tag);
}

const REQUIRED_SETTINGS = {
  api: [
    'NODE_ENV',
    'DATABASE_URL',
    'IMAGE_STORAGE',
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
    'TRUST_PROXY',
  ],
  storefront: ['API_INTERNAL_URL', 'TRUST_PROXY'],
  postgres: ['POSTGRES_PASSWORD'],
};
const settingsOf = (service) => ({
  ...(Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((pair) => pair.split('=')))
    : service.environment),
});
const dockerfiles = new Map();

for (const [name, service] of Object.entries(services)) {
  const longRunning = service.restart !== undefined && service.restart !== 'no';
  let healthy = service.healthcheck !== undefined;
  if (service.image !== undefined && !pinned(service.image))
    problems.push(`compose ${name}: image ${service.image} is not pinned to an exact version`);
  if (service.build !== undefined) {
    const dockerfile = join(service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
    const path = join('deploy', dockerfile);
    const relative = path.replace(/^deploy\/\.\.\//u, '');
    if (!existsSync(join(root, relative))) problems.push(`compose ${name}: ${relative} does not exist`);
    else {
      dockerfiles.set(relative, name);
      healthy ||= /^HEALTHCHECK /mu.test(read(relative));
    }
  }
  if (longRunning && !healthy) problems.push(`compose ${name}: no health check (compose's or its Dockerfile's)`);
  const kind = name.replace(/-\d+$/u, '');
  const settings = settingsOf(service);
  for (const setting of REQUIRED_SETTINGS[kind] ?? []) {
    if (settings[setting] === undefined || settings[setting] === '')
      problems.push(`compose ${name}: ${setting} is not set`);
  }
}

const caddy = services.caddy;
if (!caddy) problems.push('compose: no caddy service');
else {
  const settings = settingsOf(caddy);
  for (const variable of caddyEnvNeeded)
    if (settings[variable] === undefined)
      problems.push(`compose caddy: ${variable} (read by the Caddyfile) is not set`);
  // The API hands out pictures on S3_PUBLIC_URL: Caddy's images site must serve exactly that.
  const expected = `https://${settings.IMAGES_HOST}/${settings.S3_BUCKET}`;
  for (const [name, service] of Object.entries(services)) {
    const publicUrl = settingsOf(service).S3_PUBLIC_URL;
    if (publicUrl !== undefined && publicUrl !== expected)
      problems.push(`compose ${name}: S3_PUBLIC_URL ${publicUrl} is not Caddy's images site ${expected}`);
    if (settingsOf(service).S3_BUCKET !== undefined && settingsOf(service).S3_BUCKET !== settings.S3_BUCKET)
      problems.push(`compose ${name}: S3_BUCKET differs from Caddy's`);
  }
}

// The same PostgreSQL major as CI's (the machine's server, /usr/lib/postgresql/<major>) and the bench's.
const postgresImage = services.postgres?.image ?? '';
const composeMajor = /^postgres:(\d+)/u.exec(postgresImage)?.[1];
const machineMajors = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
if (composeMajor === undefined) problems.push(`compose postgres: ${postgresImage} is not a postgres:<major>… image`);
else if (machineMajors.length > 0 && !machineMajors.includes(composeMajor)) {
  problems.push(`compose postgres: major ${composeMajor}, CI's is ${machineMajors.join(', ')}`);
}

// ---- 3. Dockerfiles ------------------------------------------------------------------------------------------
const dockerignore = existsSync(join(root, '.dockerignore')) ? read('.dockerignore') : '';
if (!/^\*\*\/node_modules$/mu.test(dockerignore))
  problems.push(".dockerignore: must leave out **/node_modules (another platform's native binaries)");
for (const pattern of ['deploy/out', '.env', '.git'])
  if (!dockerignore.split('\n').includes(pattern)) problems.push(`.dockerignore: must leave out ${pattern}`);
for (const [path, service] of dockerfiles) {
  const text = read(path);
  const stages = [...text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gimu)];
  if (stages.length < 2) problems.push(`${path}: not multi-stage (build inside the image, then copy the bundle)`);
  for (const [, image] of stages) if (!pinned(image)) problems.push(`${path}: base image ${image} is not pinned`);
  if (!/pnpm install --frozen-lockfile/u.test(text))
    problems.push(`${path}: does not install from the lockfile inside the image`);
  if (!/bundle\.mjs/u.test(text)) problems.push(`${path}: does not build its bundle inside the image`);
  const last = text.slice(text.lastIndexOf('\nFROM '));
  const user = /^USER\s+(\S+)/mu.exec(last)?.[1];
  if (!user || user === 'root' || user === '0')
    problems.push(`${path}: the final stage does not run as a non-root user`);
  if (!/^HEALTHCHECK .*\/(?:livez|readyz)/mu.test(last)) problems.push(`${path}: no health check on /livez or /readyz`);
  if (!/^COPY --from=/mu.test(last)) problems.push(`${path}: the final stage copies nothing from the build stage`);
  console.info(`${path} (${service}): ${stages.length} stages, user ${user}`);
}

// ---- 4. The dashboard and alert rules name only metrics the platform exports ---------------------------------
const exported = new Set();
for (const file of [
  'apps/api/src/platform/observability/metrics.ts',
  'apps/api/src/server.ts',
  'apps/storefront/observability.mjs',
]) {
  for (const match of read(file).matchAll(/['"](haat_[a-z0-9_]+)['"]/gu)) exported.add(match[1]);
}
const alerts = parse(read('deploy/observability/alerts.yaml'));
const dashboard = JSON.parse(read('deploy/observability/grafana-dashboard.json'));
const expressions = [
  ...alerts.groups.flatMap((group) => group.rules.map((rule) => [`alert ${rule.alert}`, rule.expr])),
  ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => [`panel "${panel.title}"`, target.expr])),
];
for (const [where, expr] of expressions) {
  for (const match of String(expr).matchAll(/\b(haat_[a-z0-9_]+)/gu)) {
    const name = match[1].replace(/_(bucket|count|sum)$/u, '');
    if (!exported.has(name)) problems.push(`deploy/observability: ${where} names ${match[1]}, which nothing exports`);
  }
}
const alertNames = alerts.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
for (const needed of ['ErrorRate', 'LatencyP99', 'JobQueueDepth', 'DeadJobs', 'DiskFilling', 'CertificateRefusals']) {
  if (!alertNames.some((name) => name.endsWith(needed)))
    problems.push(`deploy/observability/alerts.yaml: no *${needed} alert`);
}

// ---- Caddy adapts the whole file (the machine's Caddy) -------------------------------------------------------
const caddyBin = process.env.CADDY_BIN ?? '/usr/bin/caddy';
if (existsSync(caddyBin) && caddy) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...settingsOf(caddy) };
  for (const [key, value] of Object.entries(env))
    if (typeof value === 'string')
      env[key] = value.replace(/\$\{([A-Z_]+)\}/gu, (_, name) => `${name.toLowerCase().replaceAll('_', '-')}.test`);
  const adapted = spawnSync(caddyBin, ['adapt', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
    cwd: deploy,
    env,
    encoding: 'utf8',
  });
  const version = spawnSync(caddyBin, ['version'], { encoding: 'utf8' }).stdout.trim().split(' ')[0];
  if (adapted.status !== 0) problems.push(`deploy/Caddyfile does not adapt on Caddy ${version}:\n${adapted.stderr}`);
  else console.info(`deploy/Caddyfile adapts on Caddy ${version}`);
} else if (process.env.CI === 'true') {
  problems.push(`no caddy at ${caddyBin} (tooling/setup/system-deps.sh installs it)`);
}

console.info(
  `Checked ${caddyFiles.join(', ')} against ${removed.rejected.length} removed options (${removed.checked_against}); ${Object.keys(services).length} compose services; ${dockerfiles.size} Dockerfiles; ${expressions.length} alert and dashboard expressions.`,
);
if (problems.length > 0) {
  console.error(`Deploy check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
