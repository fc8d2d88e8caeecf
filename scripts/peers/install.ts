import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** The Hydrogen starter as `npm create @shopify/hydrogen` carries it, at a pinned version. */
const createHydrogenVersion = '5.0.39';
/** Next.js Commerce ships a pnpm lockfile: installed with it, frozen, so its versions are its own. */
const pnpmVersion = '10.34.9';
/** The snapshot of Next.js Commerce kept beside the checkout (../shared/peers/README.md). */
const commerceSnapshot = join(process.cwd(), '..', 'shared', 'peers', 'nextjs-commerce');

/**
 * Where the peers are installed and built, outside the checkout: Next.js picks the outermost folder
 * with a lockfile as its root, so Commerce inside the shop's folder would build the shop's files.
 * `PEERS_CACHE_DIR` moves it (a CI cache).
 */
export const peersCacheDir = process.env.PEERS_CACHE_DIR ?? join(homedir(), '.cache', 'maison-peers');

/** The children run on the Node that runs this script (the `node` dependency), whatever the PATH says. */
export const nodePath = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`;

/** Runs a command to its end without blocking this process, which serves the Storefront meanwhile. */
export async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PATH: nodePath, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${code})`);
}

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', '.next', 'dist', '.react-router'].includes(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path, root) : [relative(root, path)];
  });
}

/** A hash of a tree's sources (not its installs or builds): equal hashes, byte for byte the same code. */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(dir).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/** Installs once per stamp: `install` runs when the stamp file does not hold `key`. */
async function installOnce(dir: string, key: string, install: () => Promise<void>) {
  const stamp = join(dir, 'node_modules', '.peer-install');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  await install();
  writeFileSync(stamp, key);
}

/** A working copy of the Commerce snapshot, the same bytes as the snapshot, with its dependencies. */
export async function prepareCommerce(): Promise<string> {
  const dir = join(peersCacheDir, 'nextjs-commerce');
  const snapshotHash = treeHash(commerceSnapshot);
  if (!existsSync(dir) || treeHash(dir) !== snapshotHash) {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (name !== 'node_modules') rmSync(join(dir, name), { recursive: true, force: true });
    }
    cpSync(commerceSnapshot, dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.next)$/.test(source),
    });
  }
  if (treeHash(dir) !== snapshotHash) throw new Error(`${dir} differs from ${commerceSnapshot}`);
  await installOnce(
    dir,
    createHash('sha256')
      .update(readFileSync(join(dir, 'pnpm-lock.yaml')))
      .digest('hex'),
    () =>
      run(
        'npx',
        [
          '--yes',
          `pnpm@${pnpmVersion}`,
          'install',
          '--frozen-lockfile',
          '--store-dir',
          join(peersCacheDir, 'pnpm-store'),
        ],
        dir,
        {
          CI: 'true', // no prompt: a changed store or layout reinstalls
        },
      ),
  );
  return dir;
}

/**
 * Hydrogen's skeleton as the pinned `@shopify/create-hydrogen` carries it (`dist/assets/hydrogen/starter`),
 * its dependencies from the npm registry, built with its own `npm run build`.
 */
export async function prepareHydrogen(): Promise<string> {
  const root = join(peersCacheDir, 'hydrogen');
  const dir = join(root, `skeleton-${createHydrogenVersion}`);
  const npmCache = join(peersCacheDir, 'npm-cache');
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(root, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `@shopify/create-hydrogen@${createHydrogenVersion}`, '--cache', npmCache], {
      cwd: root,
      env: { ...process.env, PATH: nodePath },
      encoding: 'utf8',
    }).trim().split('\n').at(-1)!; // prettier-ignore
    const unpacked = join(root, 'create-hydrogen');
    rmSync(unpacked, { recursive: true, force: true });
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(root, tarball), '-C', unpacked, '--strip-components=1']);
    cpSync(join(unpacked, 'dist', 'assets', 'hydrogen', 'starter'), dir, { recursive: true });
  }
  await installOnce(dir, createHydrogenVersion, async () => {
    await run('npm', ['install', '--no-audit', '--no-fund', '--cache', npmCache], dir);
    // Its own build script (`shopify hydrogen build --codegen`): the build needs no store.
    await run('npm', ['run', 'build'], dir, { SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1' });
  });
  return dir;
}
