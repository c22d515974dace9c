import { describe, expect, it } from 'vitest';
import { END_MARKER, figuresSection, rowsById, START_MARKER, withFigures } from './figures.ts';
import type { TargetResult } from './targets.ts';

const machine = {
  cpus: 2,
  cpuModel: 'AMD EPYC',
  memoryBytes: 1,
  os: 'Debian GNU/Linux 12 (bookworm)',
  kernel: '6',
  arch: 'x64',
  loadAverageAtStart: [0.5, 0.4, 0.3],
};
const versions = {
  node: 'v24.21.0',
  postgres: '15.20 (Debian 15.20-0+deb12u1)',
  pglite: '0.5.16',
  pglitePostgres: '18.6',
  chromium: 'Chromium 156',
  autocannon: '9.0.0',
  lighthouse: '13.5.0',
};

function target(id: string, measured: number | null, pass: boolean | null): TargetResult {
  return { id, description: `the ${id}`, comparison: '>=', limit: 3000, unit: 'req/s', measured, pass };
}

const run = (date: string, targets: TargetResult[]) => ({ date, machine, versions, targets });

describe('figuresSection', () => {
  it("writes each measured target with its limit, figure, verdict and the run's date", () => {
    const section = figuresSection(run('2026-11-28T09:53:15.068Z', [target('lookup', 10922.4, true)]), '');
    expect(section).toContain('| the lookup | ≥ 3,000 req/s | 10,922.4 req/s | yes | 2026-11-28 | `lookup` |');
    expect(section).toContain('load average 0.5');
    expect(section.startsWith(START_MARKER) && section.endsWith(END_MARKER)).toBe(true);
  });

  it('keeps the earlier row of a target this run did not measure, and says so when none was ever measured', () => {
    const earlier = figuresSection(run('2026-11-22T10:00:00Z', [target('lookup', 20437, true)]), '');
    const later = figuresSection(
      run('2026-11-28T10:00:00Z', [target('lookup', null, null), target('search', 2900, false)]),
      earlier,
    );
    expect(rowsById(later).get('lookup')).toContain('20,437 req/s | yes | 2026-11-22');
    expect(rowsById(later).get('search')).toContain('2,900 req/s | **no** | 2026-11-28');
    const never = figuresSection(run('2026-11-28T10:00:00Z', [target('weight', null, null)]), '');
    expect(rowsById(never).get('weight')).toContain('not measured yet');
  });

  it('reads rows back after Prettier has padded the table', () => {
    const padded = '| the lookup     | ≥ 3,000 req/s | 20,437 req/s | yes | 2026-11-22 | `lookup`     |';
    expect(rowsById(padded).get('lookup')).toBe(padded);
  });

  it('drops the rows of targets the bench no longer has', () => {
    const earlier = figuresSection(run('2026-11-22T10:00:00Z', [target('gone', 1, false)]), '');
    expect(
      rowsById(figuresSection(run('2026-11-28T10:00:00Z', [target('lookup', 1, false)]), earlier)).has('gone'),
    ).toBe(false);
  });
});

describe('withFigures', () => {
  it('replaces only the section between the markers', () => {
    const document = `# Performance\n\nbefore\n\n${START_MARKER}\nold\n${END_MARKER}\n\nafter\n`;
    const written = withFigures(document, run('2026-11-28T10:00:00Z', [target('lookup', 1, false)]));
    expect(written.startsWith('# Performance\n\nbefore\n\n')).toBe(true);
    expect(written.endsWith(`${END_MARKER}\n\nafter\n`)).toBe(true);
    expect(written).not.toContain('\nold\n');
  });

  it('refuses a document without the section', () => {
    expect(() => withFigures('# Performance\n', run('2026-11-28T10:00:00Z', []))).toThrow(/no "/);
  });
});
