import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export type Row = Record<string, SQLOutputValue>;
type Param = SQLInputValue | boolean | undefined;
export type Params = Record<string, Param> | Param[];

/** A second backends process on the same data folder waits for the other's commit instead of failing. */
const busyTimeoutMs = 5000;

/**
 * SQLite on one file (`node:sqlite`), each commit durable before the HTTP answer leaves: an
 * acknowledged add to cart or sign-up must survive a crash (docs/adr/0005). WAL with `synchronous =
 * FULL`: one append and one fsync per commit, so it survives `kill -9` and a power loss; NORMAL would
 * skip the fsync and lose commits to a power loss, for a saving per add too small to be worth it.
 */
export class Db {
  private constructor(private readonly sql: DatabaseSync) {}

  /**
   * Opens the saved database, or seeds a new one (in memory when `file` is null). A file saved under
   * another schema.sql (its `user_version` is the schema's checksum) is set aside as
   * `{file}.{version}.old` and re-seeded: the resolvers could not read it.
   */
  static open(file: string | null, seed: (db: Db) => void): Db {
    const schema = readFileSync(join(here, 'schema.sql'), 'utf8');
    const version = checksum(schema);
    if (!file) return Db.seeded(':memory:', schema, version, seed);
    if (existsSync(file)) {
      const saved = Db.connect(file);
      const savedVersion = Number(saved.get<{ user_version: number }>('PRAGMA user_version')?.user_version);
      if (savedVersion === version) return saved;
      saved.close();
      renameSync(file, `${file}.${savedVersion}.old`);
      console.warn(`[backends] ${file} has an older schema: set aside, seeding a new database`);
    }
    // Seeded aside then renamed: a crash while seeding never leaves a half-filled database behind.
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    Db.seeded(temporary, schema, version, seed).close();
    // The WAL a crash left beside a deleted database would be replayed over the new seed.
    for (const leftover of [`${file}-wal`, `${file}-shm`]) rmSync(leftover, { force: true });
    renameSync(temporary, file);
    return Db.connect(file);
  }

  private static connect(file: string): Db {
    const sql = new DatabaseSync(file, { timeout: busyTimeoutMs });
    // In memory, journal_mode stays "memory": nothing to make durable.
    sql.exec('PRAGMA journal_mode = WAL');
    sql.exec('PRAGMA synchronous = FULL');
    return new Db(sql);
  }

  private static seeded(file: string, schema: string, version: number, seed: (db: Db) => void): Db {
    const db = Db.connect(file);
    db.transaction(() => {
      db.sql.exec(schema);
      db.sql.exec(`PRAGMA user_version = ${version}`);
      seed(db);
    });
    return db;
  }

  all<T = Row>(query: string, params: Params = []): T[] {
    const statement = this.sql.prepare(query);
    return (
      Array.isArray(params) ? statement.all(...params.map(value)) : statement.all(named(params))
    ) as T[];
  }

  get<T = Row>(query: string, params: Params = []): T | undefined {
    return this.all<T>(query, params)[0];
  }

  run(query: string, params: Params = []): { lastId: number; changes: number } {
    const statement = this.sql.prepare(query);
    const result = Array.isArray(params) ? statement.run(...params.map(value)) : statement.run(named(params));
    return { lastId: Number(result.lastInsertRowid), changes: Number(result.changes) };
  }

  private depth = 0;

  /** Runs `work` atomically: the outermost transaction commits, durably, when it returns. */
  transaction<T>(work: () => T): T {
    if (this.depth > 0) return work();
    this.depth++;
    this.sql.exec('BEGIN');
    try {
      const result = work();
      this.sql.exec('COMMIT');
      return result;
    } catch (error) {
      this.sql.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  close(): void {
    this.sql.close();
  }
}

/** A positive 31-bit checksum of a text (FNV-1a), for SQLite's 32-bit user_version. */
function checksum(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
}

/** SQLite has no booleans, and node:sqlite binds no `undefined`. */
function value(v: Param): SQLInputValue {
  return v === undefined ? null : typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

function named(params: Record<string, Param>): Record<string, SQLInputValue> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, value(v)]));
}
