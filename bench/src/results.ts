/** The shape of bench/results.json. */
import type { LoadFigures } from './load.ts';
import type { Machine, Versions } from './machine.ts';
import type { BenchOptions, EngineName } from './options.ts';
import type { EndpointFigures } from './suites/api-endpoints.ts';
import type { CheckoutRun, StockCheck } from './suites/checkout.ts';
import type { LighthousePage } from './suites/lighthouse.ts';
import type { CatalogueImportFigures } from './suites/catalogue-import.ts';
import type { PlaceSearchFigures } from './suites/place-search.ts';
import type { ReportsFigures } from './suites/reports.ts';
import type { SearchSizeFigures } from './suites/search-scale.ts';
import type { SsrFigures } from './suites/ssr.ts';
import type { PageWeight } from './suites/storefront-weight.ts';
import type { TargetResult } from './targets.ts';

export interface CheckoutFigures {
  connections: number;
  ordersPerSecond: number;
  throughput: LoadFigures;
  race: CheckoutRun['race'] & { stock: number };
  stock: StockCheck;
  /** The same load in a shop with a month of history (PostgreSQL only). */
  busy?: CheckoutRun['busy'];
}

export interface SearchScaleFigures {
  data: { otherShops: number; productsPerOtherShop: number; totalProducts: number; generationSeconds: number };
  sizes: SearchSizeFigures[];
}

export interface EngineResults {
  api?: EndpointFigures[];
  checkout?: CheckoutFigures;
  searchScale?: SearchScaleFigures;
  /** The storefront server rendering product pages with this engine under its API. */
  ssr?: SsrFigures;
  /** The owner's reports on a shop with a year of 100,000 orders (PostgreSQL only). */
  reports?: ReportsFigures;
  /** A 5,000-row catalogue CSV imported through the admin API and its job. */
  catalogueImport?: CatalogueImportFigures;
}

export interface BenchResults {
  date: string;
  mode: 'quick' | 'full';
  options: Omit<BenchOptions, 'postgresUrl'>;
  machine: Machine;
  versions: Versions;
  /** A bare Node HTTP server under the same load: the machine's floor during this run. */
  calibration: LoadFigures | null;
  storefrontWeight: PageWeight[] | null;
  /** The first load of React Router's floor app, beside the storefront's (absent in results made before it). */
  floorWeight?: PageWeight | null;
  engines: Partial<Record<EngineName, EngineResults>>;
  /** `pages` with Lighthouse's simulated throttling (the targets), `applied` through Chromium's own throttling. */
  lighthouse: { shop: string; runsPerPage: number; pages: LighthousePage[]; applied: LighthousePage[] } | null;
  /** The address search's slowest typical query, on the server and in a phone-speed browser (absent before it). */
  placeSearch?: PlaceSearchFigures | null;
  targets: TargetResult[];
  /** Phases that failed or could not run, with the reason. */
  problems: string[];
  /** 1, 5 and 15 minute load averages when the run ended. */
  loadAverageAtEnd: number[];
  durationSeconds: number;
}
