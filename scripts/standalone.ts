import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onceExit, waitForHttp } from './shop-server';

/**
 * The shop as a container runs it (docs/adr/0020): the build's standalone output copied to an empty
 * folder with its static files, and `node server.js` started there with only what a production host
 * sets. No front of ours in the way: whatever protects the shop must hold here too (docs/adr/0020).
 */
export interface StandaloneServer {
  url: string;
  /** What the server printed. */
  output: string[];
  stop(): Promise<void>;
}

export function copyStandalone(distDir: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'maison-standalone-'));
  cpSync(join(distDir, 'standalone'), folder, { recursive: true });
  cpSync(join(distDir, 'static'), join(folder, distDir, 'static'), { recursive: true });
  if (existsSync('public')) cpSync('public', join(folder, 'public'), { recursive: true });
  return folder;
}

/**
 * `entry` is the image's command: `server.js`, Next's own server, or `front.mjs`, the shop's front with
 * Next behind it (front/README.md).
 */
export async function startStandalone(
  distDir: string,
  env: Record<string, string>,
  entry: 'server.js' | 'front.mjs' = 'server.js',
): Promise<StandaloneServer> {
  const folder = copyStandalone(distDir);
  const child = spawn(process.execPath, [entry], {
    cwd: folder,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = onceExit(child);
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://${env.HOSTNAME ?? 'localhost'}:${env.PORT}`;
  try {
    await waitForHttp(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { url, output, stop };
}
