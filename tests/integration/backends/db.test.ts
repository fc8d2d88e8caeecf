import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Db } from '../../../backends/db';
import { freshBackends } from '../../support/backends';

const dir = mkdtempSync(join(tmpdir(), 'backends-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const noSeed = () => {};
const customers = (db: Db) => db.get<{ n: number }>('SELECT COUNT(*) AS n FROM customers')!.n;

describe('the database file', () => {
  it('seeds a deleted database anew, not from the WAL a crash left beside it', () => {
    const file = join(dir, 'shop.sqlite');
    const dbModule = join(process.cwd(), 'backends/db/index.ts');
    const crash = `
      const { Db } = await import(${JSON.stringify(dbModule)});
      const db = Db.open(${JSON.stringify(file)}, () => {});
      db.run("INSERT INTO customers (email, state, created_at, updated_at) VALUES ('a@maison.example', 'ENABLED', '', '')");
      process.kill(process.pid, 'SIGKILL');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', crash]);
    expect(child.signal).toBe('SIGKILL');
    expect(existsSync(`${file}-wal`)).toBe(true);

    rmSync(file);
    const db = Db.open(file, noSeed);
    expect(customers(db)).toBe(0);
    expect(db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
    db.close();
  });
});

describe('stopping the backends', () => {
  it('closes once however many times it is asked, the database with it', async () => {
    const backends = await freshBackends();
    // A runner's SIGTERM then SIGINT: the second close threw "database is not open" as the peers' server ended.
    await expect(Promise.all([backends.close(), backends.close()])).resolves.toBeDefined();
    await expect(backends.close()).resolves.toBeUndefined();
    expect(backends.server.listening).toBe(false);
  });
});
