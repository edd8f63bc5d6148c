import {chromiumArgs, chromiumPath} from '../../src/node/chromium';
import {loadOnDemand} from '../../src/node/onDemand';

/**
 * What the benchmark reads of Lighthouse and chrome-launcher. They are not in `npm ci`: the benchmark installs
 * them from on-demand/lighthouse when it first runs (src/node/onDemand.ts), so their types are stated here.
 */
type LighthouseResult = {
  readonly lhr: {
    readonly categories: Record<
      string,
      | {readonly score: number | null; readonly auditRefs: {id: string; weight: number}[]}
      | undefined
    >;
    readonly audits: Record<
      string,
      | {readonly score: number | null; readonly numericValue?: number; readonly details?: unknown}
      | undefined
    >;
    readonly environment: {readonly benchmarkIndex: number};
  };
};
type LighthouseSet = {
  lighthouse(
    url: string,
    flags: Record<string, unknown>,
    config?: unknown,
  ): Promise<LighthouseResult | undefined>;
  desktopConfig: unknown;
  launchChrome(options: {chromePath: string; chromeFlags: string[]}): Promise<{
    port: number;
    kill(): void | Promise<void>;
  }>;
};

export type LighthouseSummary = {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds. */
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /**
   * When the page first painted in the load Lighthouse recorded (before its simulation): a late first paint makes
   * the simulated LCP count every script loaded before it.
   */
  readonly observedFirstPaint: number;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run: the simulated phone's TBT scales with
   * it, so runs on a busy or throttled machine show here rather than as a slower page.
   */
  readonly benchmarkIndex: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass (in any run). */
  readonly failingAudits: readonly string[];
};

export type FormFactor = 'mobile' | 'desktop';

/**
 * One Lighthouse run in a fresh Chromium: mobile uses Lighthouse's default simulated throttling (slow 4G, CPU 4×).
 * `cpuSlowdownMultiplier` replaces the 4×, which Lighthouse documents as right for a high-end desktop
 * (benchmark index 1500–2000) and too harsh for a slower host (docs/throttling.md, "Calibrating the CPU slowdown").
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  {
    cpuSlowdownMultiplier,
    chromePath = chromiumPath(),
  }: {
    readonly cpuSlowdownMultiplier?: number;
    /** The browser that loads the page: the site's Chromium unless a comparison names another. */
    readonly chromePath?: string;
  } = {},
): Promise<LighthouseSummary> {
  const {lighthouse, desktopConfig, launchChrome} = await loadOnDemand<LighthouseSet>(
    'lighthouse',
    ['lighthouse', 'chrome-launcher'],
    {reason: 'The page benchmark runs Lighthouse'},
  );
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const chrome = await launchChrome({
    chromePath,
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(cpuSlowdownMultiplier === undefined ? {} : {throttling: {cpuSlowdownMultiplier}}),
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      observedFirstPaint:
        (audits.metrics?.details as {items?: {observedFirstPaint?: number}[]} | undefined)
          ?.items?.[0]?.observedFirstPaint ?? Number.NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failingAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter(
            (ref) =>
              ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
          )
          .map((ref) => `${category}/${ref.id}`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value 95 % of the samples stay at or under. */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

/** Median of every field over several runs. */
export function medianSummary(runs: readonly LighthouseSummary[]): LighthouseSummary {
  const numeric = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcp',
    'lcp',
    'tbt',
    'cls',
    'observedFirstPaint',
    'benchmarkIndex',
  ] as const;
  return {
    ...(Object.fromEntries(
      numeric.map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Omit<LighthouseSummary, 'failingAudits'>),
    failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))],
  };
}
