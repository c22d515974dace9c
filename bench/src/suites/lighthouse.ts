/**
 * Lighthouse (the npm package) in Debian's Chromium, mobile preset (the default config: Moto G
 * Power screen, simulated slow 4G and 4x CPU slowdown), on a shop's home, a product page and a
 * category page of the production build; the median of each figure over the runs.
 *
 * `throttling: 'simulate'` (the targets) loads the page at full speed and computes the metrics from a model of the
 * load (Lantern); `'devtools'` loads it through Chromium's own throttling of the same slow 4G and CPU, so the
 * figures are what the browser really drew. The model leaves out some real waits (a render-blocking stylesheet's
 * round trip while the main picture is still loading), which the applied runs show.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, round } from '../stats.ts';

export const CHROME_FLAGS = ['--no-sandbox', '--headless', '--disable-gpu'];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export interface LighthousePage {
  page: string;
  url: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Performance audits that cost the most, from the median-performance run (what to fix first). */
  opportunities: string[];
}

export type Throttling = 'simulate' | 'devtools';

export interface LighthouseOptions {
  chromePath: string;
  throttling: Throttling;
  runs: number;
  pages: { page: string; url: string }[];
  /** A folder for each run's whole Lighthouse report (`LIGHTHOUSE_REPORTS=DIR`): what the figures came from. */
  reportDir?: string | undefined;
  onProgress?: (line: string) => void;
}

async function runOnce(
  url: string,
  chromePath: string,
  throttling: Throttling,
  reportFile: string | null,
): Promise<{ run: LighthouseRun; opportunities: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Failing performance audits that are not the metrics themselves (insights and diagnostics).
    const opportunities = (lhr.categories['performance']?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'metrics')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
    return {
      run: {
        performance: Math.round((lhr.categories['performance']?.score ?? Number.NaN) * 100),
        accessibility: Math.round((lhr.categories['accessibility']?.score ?? Number.NaN) * 100),
        lcpMs: round(numeric('largest-contentful-paint'), 0),
        tbtMs: round(numeric('total-blocking-time'), 0),
        cls: round(numeric('cumulative-layout-shift'), 3),
        fcpMs: round(numeric('first-contentful-paint'), 0),
      },
      opportunities,
    };
  } finally {
    chrome.kill();
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: round(of('cls'), 3),
    fcpMs: of('fcpMs'),
  };
}

export async function benchLighthouse(options: LighthouseOptions): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  if (options.reportDir) mkdirSync(options.reportDir, { recursive: true });
  for (const { page, url } of options.pages) {
    const results: Awaited<ReturnType<typeof runOnce>>[] = [];
    for (let index = 0; index < options.runs; index += 1) {
      const reportFile = options.reportDir
        ? join(options.reportDir, `${page.replaceAll(' ', '-')}-${options.throttling}-${index + 1}.json`)
        : null;
      const result = await runOnce(url, options.chromePath, options.throttling, reportFile);
      results.push(result);
      options.onProgress?.(
        `${page} (${options.throttling}) run ${index + 1}: performance ${result.run.performance}, LCP ${result.run.lcpMs} ms, TBT ${result.run.tbtMs} ms, CLS ${result.run.cls}`,
      );
    }
    const runs = results.map((result) => result.run);
    const middle = median(runs.map((run) => run.performance));
    const closest = results.reduce((best, result) =>
      Math.abs(result.run.performance - middle) < Math.abs(best.run.performance - middle) ? result : best,
    );
    pages.push({ page, url, runs, median: medianRun(runs), opportunities: closest.opportunities });
  }
  return pages;
}
