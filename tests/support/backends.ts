import { spawn } from 'node:child_process';
import { startBackends, type RunningBackends } from '../../backends/server';

/** A backends process on a free port with a freshly seeded in-memory database. */
export function freshBackends(): Promise<RunningBackends> {
  return startBackends({ LOCAL_BACKENDS_PORT: 0, LOCAL_SMTP_PORT: 0, fresh: true });
}

export async function storefront<T = Record<string, unknown>>(
  backends: RunningBackends,
  query: string,
  variables: Record<string, unknown> = {},
  version = '2025-07',
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(`${backends.origin}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as never;
}

export interface BackendsProcess {
  origin: string;
  smtpPort: number;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * `npm run backends` as its own process on `dataDir`, for what an in-process server cannot show (a
 * crash). Node runs backends/main.ts itself (no tsx CLI in between), so SIGKILL reaches the process
 * that holds the database.
 */
export async function spawnBackends(dataDir: string): Promise<BackendsProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backends/main.ts'], {
    env: {
      ...process.env,
      LOCAL_BACKENDS_PORT: '0',
      LOCAL_SMTP_PORT: '0',
      LOCAL_BACKENDS_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /ready at (http:\/\/\S+) \(SMTP sink at smtp:\/\/[^:]+:(\d+)\)/.exec(out);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`The backends exited (${code}) before ready: ${out}`)));
  });
  return {
    origin: ready[1]!,
    smtpPort: Number(ready[2]),
    exited,
    kill: (signal) => void child.kill(signal),
  };
}
