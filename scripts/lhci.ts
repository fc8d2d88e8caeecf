import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run lhci`: Lighthouse CI with Debian's Chromium against the test shop, on every template, three
 * runs each (median), once as a desktop and once as Lighthouse's default phone (simulated slow 4G and
 * a 4× slower CPU). Accessibility, best practices and SEO must be perfect on both.
 *
 * Performance: the desktop budget is the one the shop holds. On the phone the goal (issue 12) is 0.95
 * with TBT ≤ 150 ms and LCP ≤ 2.5 s. It is not reached yet: TBT and LCP past the goal are reported as
 * warnings on every run, and the performance score fails under a floor below the medians measured here
 * (0.71–0.90, noisy), which stops a regression.
 */
const origin = 'http://localhost:3100';
/** The templates of issue 12's goal, all on the phone. */
const phonePages = [
  '/',
  '/fr-fr/fashion/product/silk-wrap-dress',
  '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum',
  '/en-uk/sets/discovery-set',
  '/fr-fr/articles/how-to-care-for-silk',
  '/fr-fr/fashion/dresses',
  '/fr-fr/search?q=soie',
];
/**
 * The desktop keeps the four templates it always had (0.99–1.00 on all seven): the other three add
 * nine runs (~2.5 min of CI) to prove what the phone runs already check on the same HTML.
 */
const desktopPages = phonePages.filter((path) => !/fragrance|sets|search/.test(path));
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking ' +
  '--disable-component-update --disable-sync --no-first-run';
const median = { aggregationMethod: 'median-run' } as const;
const perfect = Object.fromEntries(
  ['accessibility', 'best-practices', 'seo'].map((category) => [
    `categories:${category}`,
    ['error', { minScore: 1, ...median }],
  ]),
);

const formFactors = {
  desktop: {
    pages: desktopPages,
    settings: { preset: 'desktop' },
    assertions: { 'categories:performance': ['error', { minScore: 0.9, ...median }] },
  },
  mobile: {
    pages: phonePages,
    settings: {},
    assertions: {
      'categories:performance': ['error', { minScore: 0.6, ...median }],
      'total-blocking-time': ['warn', { maxNumericValue: 150, ...median }],
      'largest-contentful-paint': ['warn', { maxNumericValue: 2500, ...median }],
    },
  },
};

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const configDir = mkdtempSync(join(tmpdir(), 'maison-lhci-'));
let failed = false;
for (const [name, { pages, settings, assertions }] of Object.entries(formFactors)) {
  const config = {
    ci: {
      collect: {
        startServerCommand: 'npx tsx scripts/test-server.ts',
        startServerReadyPattern: 'Test shop ready',
        startServerReadyTimeout: 600_000,
        url: pages.map((path) => `${origin}${path}`),
        numberOfRuns: 3,
        // The full-page screenshot is for the HTML report only, and costs ~1.5 s a run.
        settings: { ...settings, chromeFlags, disableFullPageScreenshot: true },
      },
      assert: { assertions: { ...assertions, ...perfect } },
      upload: { target: 'filesystem', outputDir: `.lighthouseci/reports/${name}` },
    },
  };
  const file = join(configDir, `lighthouserc.${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  forgetPreviousRuns();
  console.log(`\nLighthouse CI, ${name}: ${pages.length} pages × 3 runs`);
  const result = spawnSync(
    join(process.cwd(), 'node_modules/.bin/lhci'),
    ['autorun', `--config=${file}`, `--collect.chromePath=${chromePath}`],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chromePath, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);

/** Each form factor is asserted on its own runs: the runs of the one before are not mixed in. */
function forgetPreviousRuns() {
  const dir = '.lighthouseci';
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir))
    if (file.startsWith('lhr-') || file === 'assertion-results.json') rmSync(join(dir, file));
}
