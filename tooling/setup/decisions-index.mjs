// Writes docs/decisions/README.md, the index of the decision records, from the records themselves (their number,
// title, status and area), so records added side by side on several branches never conflict in a hand-kept list.
//   node tooling/setup/decisions-index.mjs           writes the index
//   node tooling/setup/decisions-index.mjs --check   fails when the index is stale or a record lacks a field
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const AREAS = ['api', 'storefront', 'admin', 'domain', 'platform', 'ops', 'docs', 'tests'];
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const indexFile = join(folder, 'README.md');

/** One record's index fields, or the problems that keep it out of the index. */
function readRecord(file, text) {
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1];
  const title = /^# (\d+)\. (.+)$/m.exec(text);
  const status = /^- Status: (.+)$/m.exec(text)?.[1].trim();
  const area = /^- Area: (.+)$/m.exec(text)?.[1].trim();
  const problems = [];
  if (!number) problems.push('its file name is not NNN-short-slug.md');
  if (!title) problems.push('it has no "# NNN. Title" line');
  else if (number && Number(title[1]) !== Number(number)) problems.push(`its title says ${title[1]}`);
  if (!status) problems.push('it has no "- Status: …" line');
  if (!area || !AREAS.includes(area)) problems.push(`its area is not one of ${AREAS.join(', ')}`);
  return { file, number, title: title?.[2].trim(), status, area, problems };
}

function indexText(records) {
  const lines = [
    '# Decisions',
    '',
    'Choices the spec left open or that depart from it, one record each (`NNN-short-slug.md`), numbered in the order',
    'they were made and never renumbered, so code comments cite them by number ("decision 64"). 098 was never used.',
    '',
    'A record is short:',
    '',
    '```',
    '# NNN. Title in a few words',
    '',
    '- Status: accepted (YYYY-MM-DD)',
    `- Area: ${AREAS.join(' | ')}`,
    '',
    'Context in two or three sentences. The decision. Why, and what else was considered.',
    '```',
    '',
    'Statuses: `accepted (date)`; `accepted (date), amended by NNN` (it holds, a later record changed a part);',
    '`superseded by NNN` (a later record replaced it); `retired: the code is gone`. A new record that changes an older',
    "one updates the older one's status.",
    '',
    'This index is made from the records: `pnpm decisions` writes it, and `npm test` fails when it is stale.',
  ];
  for (const area of AREAS) {
    const inArea = records.filter((record) => record.area === area);
    if (inArea.length === 0) continue;
    lines.push('', `## ${area}`, '', '| no. | decision | status |', '| --- | --- | --- |');
    for (const record of inArea) {
      const cell = (text) => text.replaceAll('|', '\\|');
      lines.push(`| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(record.status)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const files = readdirSync(folder)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const records = files.map((file) => readRecord(file, readFileSync(join(folder, file), 'utf8')));
const problems = records.flatMap(({ file, problems }) =>
  problems.map((problem) => `docs/decisions/${file}: ${problem}`),
);
const numbers = records.map((record) => record.number).filter(Boolean);
for (const number of new Set(numbers.filter((number, i) => numbers.indexOf(number) !== i))) {
  problems.push(`docs/decisions: two records are numbered ${number}`);
}
const options = { ...(await prettier.resolveConfig(indexFile)), filepath: indexFile };
const index = await prettier.format(indexText(records.filter((record) => record.problems.length === 0)), options);
if (process.argv.includes('--check')) {
  const current = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  if (current !== index) problems.push('docs/decisions/README.md is stale: run `pnpm decisions` and commit it');
} else {
  writeFileSync(indexFile, index);
  console.info(`docs/decisions/README.md: ${records.length} records`);
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exitCode = 1;
