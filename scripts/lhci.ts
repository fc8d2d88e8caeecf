import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** `npm run lhci`: Lighthouse CI with Debian's Chromium against the test shop (lighthouserc.json). */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const result = spawnSync(
  join(process.cwd(), 'node_modules/.bin/lhci'),
  ['autorun', `--collect.chromePath=${chromePath}`],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromePath, NEXT_TELEMETRY_DISABLED: '1' },
  },
);
process.exit(result.status ?? 1);
