import { existsSync, readFileSync } from 'node:fs';

/** What a failed browser test leaves: when it ran, and the page snapshot Playwright wrote at its failure. */
export interface FailedRun {
  title: string;
  startTime: string;
  duration: number;
  attachments: { name: string; path?: string }[];
  error?: { message?: string };
}

const snapshotLines = 60;
const logLines = 30;

/**
 * What the page held when a browser test failed (Playwright's error context: its accessibility
 * snapshot) and the shop's warnings and errors while the test ran. CI keeps only its log, and a test
 * that fails once in many runs has to tell its cause the first time.
 */
export function failureContext(run: FailedRun, shopLog: string): string[] {
  const lines = [`── ${run.title}`];
  const context = run.attachments.find((attachment) => attachment.name === 'error-context')?.path;
  if (context && existsSync(context)) {
    // Playwright's file leads with instructions and the error the summary already gives: the page is last.
    const whole = readFileSync(context, 'utf8');
    const snapshot = whole.slice(Math.max(0, whole.indexOf('# Page snapshot'))).split('\n');
    lines.push('  page at the failure:', ...snapshot.slice(0, snapshotLines).map((line) => `    ${line}`));
    if (snapshot.length > snapshotLines) lines.push(`    … ${snapshot.length - snapshotLines} more lines`);
  }
  const started = Date.parse(run.startTime);
  const warnings = shopWarnings(shopLog, started, started + run.duration);
  lines.push(`  the shop's warnings and errors meanwhile: ${warnings.length}`);
  lines.push(...warnings.slice(0, logLines).map((line) => `    ${line}`));
  return lines;
}

/** The shop's JSON log lines of level warn or error between two instants. */
function shopWarnings(shopLog: string, from: number, to: number): string[] {
  if (!existsSync(shopLog)) return [];
  return readFileSync(shopLog, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!/"level":"(warn|error)"/.test(line)) return false;
      const time = Date.parse(/"time":"([^"]+)"/.exec(line)?.[1] ?? '');
      return time >= from && time <= to;
    });
}
