/**
 * The targets table of docs/performance.md, written from bench/results.json between two markers. A run that did not
 * measure a target (`--only=…`, one engine) leaves that target's row as the last run that did wrote it, so the table
 * always holds each target's latest figure with the date it was measured.
 */
import type { BenchResults } from './results.ts';
import type { TargetResult } from './targets.ts';

export const START_MARKER =
  '<!-- bench figures: written by `pnpm --filter @haat/bench figures` from bench/results.json; edit the bench, not this table -->';
export const END_MARKER = '<!-- end of bench figures -->';

const HEADER = ['| target | limit | latest | met | measured | id |', '| --- | --- | --- | --- | --- | --- |'];

const symbols = { '>=': '≥', '<=': '≤', '=': '=' } as const;

function amount(value: number, unit: string): string {
  const text = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit ? `${text} ${unit}` : text;
}

function row(target: TargetResult, measuredOn: string): string {
  const limit = `${symbols[target.comparison]} ${amount(target.limit, target.unit)}`;
  const latest = target.measured === null ? 'not measured yet' : amount(target.measured, target.unit);
  const met = target.pass === null ? '' : target.pass ? 'yes' : '**no**';
  const date = target.measured === null ? '' : measuredOn;
  return `| ${target.description} | ${limit} | ${latest} | ${met} | ${date} | \`${target.id}\` |`;
}

/** The table's rows by target id, read back from the section as written before. */
export function rowsById(section: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const id = /\|\s*`([^`]+)`\s*\|\s*$/.exec(line)?.[1];
    if (id) rows.set(id, line.trim());
  }
  return rows;
}

/** The section between the markers: this run's measured targets, the earlier rows of the others. */
export function figuresSection(
  results: Pick<BenchResults, 'date' | 'machine' | 'versions' | 'targets'>,
  previous: string,
): string {
  const earlier = rowsById(previous);
  const measuredOn = results.date.slice(0, 10);
  const rows = results.targets.map((target) =>
    target.measured === null && earlier.has(target.id) ? earlier.get(target.id)! : row(target, measuredOn),
  );
  const { machine, versions } = results;
  const load = machine.loadAverageAtStart[0]?.toFixed(1) ?? '?';
  return [
    START_MARKER,
    '',
    `Last written from the run of ${measuredOn} (load average ${load} at its start): ${machine.cpus} × ${machine.cpuModel},`,
    `${machine.os}, Node ${versions.node.replace(/^v/, '')}, PostgreSQL ${versions.postgres?.split(' ')[0] ?? '(none)'}, PGlite ${versions.pglite}.`,
    'Rows of targets that run did not measure are from the last run that did (their date says when).',
    '',
    ...HEADER,
    ...rows,
    '',
    END_MARKER,
  ].join('\n');
}

/** The document with its section replaced; an error when the markers are missing. */
export function withFigures(document: string, results: Parameters<typeof figuresSection>[0]): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start === -1 || end < start)
    throw new Error(`docs/performance.md has no "${START_MARKER}" … "${END_MARKER}" section`);
  const previous = document.slice(start, end + END_MARKER.length);
  return document.slice(0, start) + figuresSection(results, previous) + document.slice(end + END_MARKER.length);
}
