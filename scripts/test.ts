import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type FailedRun, failureContext } from './failure-context';

/**
 * `npm test`: formatting, lint, unused code (knip), GraphQL validation and types, then unit +
 * integration (Vitest) and browser (Playwright) tests. Every step runs even if an earlier one failed, and the run ends with one
 * line "N passed, N failed" over all tests, plus the failed checks.
 */
// Not test-results/: Playwright empties that folder when it starts.
const reports = join(process.cwd(), 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const failedChecks: string[] = [];

/** Each step's wall time, printed at the end: CI has a time budget (.ci/run). */
const stepSeconds: [string, number][] = [];

function step(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  stepSeconds.push([name, (performance.now() - started) / 1000]);
  const ok = result.status === 0;
  if (!ok) failedChecks.push(name);
  return ok;
}

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);

step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('unused code', bin('knip'), []);
step('graphql', bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
step('prismic types', bin('tsx'), ['scripts/prismic-types.ts']);
step('route types', bin('next'), ['typegen']);
step('types', bin('tsc'), ['--noEmit', '-p', '.']);

const vitestReport = join(reports, 'vitest.json');
step('unit + integration', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const playwrightReport = join(reports, 'playwright.json');
const shopLog = join(reports, 'shop.log');
// Every project but `screenshots`, which writes PNGs to look at and checks nothing.
const browserProjects = ['desktop', 'visual', 'fuzz', 'standalone', 'standalone-fuzz'].map(
  (project) => `--project=${project}`,
);
step('browser', bin('playwright'), ['test', ...browserProjects, '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  SHOP_TEST_LOG: shopLog,
  // The test shop's build skips Next's own type check when the `types` step above has passed.
  ...(failedChecks.includes('types') ? {} : { SHOP_TYPES_CHECKED: '1' }),
});
step('secrets in logs', bin('tsx'), ['scripts/secrets-in-logs.ts', shopLog]);

let passed = 0;
let failed = 0;
const failedTests: string[] = [];
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failedTests.push(...failedVitestTests(report));
}
if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as PlaywrightReport;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  const failedRuns = failedPlaywrightRuns(report);
  failedTests.push(...failedRuns.map((run) => `${run.title}: ${firstLine(run.error?.message)}`));
  for (const run of failedRuns) console.log(failureContext(run, shopLog).join('\n'));
  console.log('\nSlowest browser spec files (project: seconds):');
  for (const [file, seconds] of slowestSpecFiles(report, 12))
    console.log(`  ${file}: ${seconds.toFixed(0)} s`);
}
console.log('\nSteps (seconds):');
for (const [name, seconds] of stepSeconds) console.log(`  ${name}: ${seconds.toFixed(0)}`);
if (passed + failed === 0) failedChecks.push('no test ran');
// Last, so a log read from its tail (CI keeps only that) still names what failed.
if (failedTests.length > 0) {
  console.log('\nFailed tests:');
  for (const test of failedTests) console.log(`  ${test}`);
}

console.log('');
if (failedChecks.length > 0) console.log(`Failed checks: ${failedChecks.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedChecks.length > 0 || failed > 0 ? 1 : 0);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    tests: {
      projectName: string;
      status: string;
      results: {
        duration: number;
        startTime: string;
        attachments: FailedRun['attachments'];
        error?: { message?: string };
      }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** Time spent per spec file and project, hooks aside (Playwright's report has no per-file total). */
function slowestSpecFiles(report: PlaywrightReport, count: number): [string, number][] {
  const seconds = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const key = `${test.projectName}: ${suite.file}`;
          seconds.set(key, (seconds.get(key) ?? 0) + result.duration / 1000);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...seconds].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/**
 * The first line of a failure's message: enough to tell a timeout from an assertion in a log's tail.
 * A declaration, not a const: the summary above calls it before this line is reached.
 */
function firstLine(message: string | undefined): string {
  return (
    (message ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  );
}

function failedVitestTests(report: VitestReport): string[] {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedAssertions = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedAssertions)
      failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that fails before its tests run (an import, a hook) has no failed assertion of its own.
    if (failedAssertions.length === 0 && file.message)
      failures.push(`vitest ${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The last attempt of every failed browser test, with what it left to read. */
function failedPlaywrightRuns(report: PlaywrightReport): FailedRun[] {
  const runs: FailedRun[] = [];
  // A describe block's title leads its tests' own (the file's suite is titled with the file).
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (test.status === 'unexpected' && last)
          runs.push({
            title: `${test.projectName}: ${[suite.file, ...titles, spec.title].join(' › ')}`,
            ...last,
          });
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  return runs;
}
