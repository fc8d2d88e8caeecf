import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export type Row = Record<string, SqlValue>;
export type Params = Record<string, SqlValue | boolean | undefined> | SqlValue[];

/** Committed changes reach the file within this delay (see `schedulePersist`). */
const persistDelayMs = 1000;

/**
 * SQLite (sql.js, in memory) persisted to one file. Committed changes are written to a temporary
 * file and renamed over the database, so a crash never leaves a torn file and a restart keeps carts,
 * customers and orders.
 */
export class Db {
  private constructor(
    private readonly sql: Database,
    private readonly file: string | null,
  ) {}

  /**
   * Opens the saved database, or seeds a new one. A file saved under another schema.sql (its
   * `user_version` is the schema's checksum) is set aside as `{file}.{version}.old` and re-seeded:
   * the resolvers could not read it.
   */
  static async open(file: string | null, seed: (db: Db) => void): Promise<Db> {
    const SQL = await initSqlJs({ locateFile: () => require.resolve('sql.js/dist/sql-wasm.wasm') });
    const schema = readFileSync(join(here, 'schema.sql'), 'utf8');
    const version = checksum(schema);
    if (file && existsSync(file)) {
      const saved = new Db(new SQL.Database(readFileSync(file)), file);
      const savedVersion = Number(saved.sql.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
      if (savedVersion === version) return saved;
      saved.close();
      renameSync(file, `${file}.${savedVersion}.old`);
      console.warn(`[backends] ${file} has an older schema: set aside, seeding a new database`);
    }
    const db = new Db(new SQL.Database(), file);
    db.sql.run('PRAGMA foreign_keys = ON');
    db.sql.run(`PRAGMA user_version = ${version}`);
    db.transaction(() => {
      db.sql.exec(schema);
      seed(db);
    });
    return db;
  }

  all<T = Row>(query: string, params: Params = []): T[] {
    const statement = this.sql.prepare(query);
    try {
      statement.bind(normalise(params));
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  get<T = Row>(query: string, params: Params = []): T | undefined {
    return this.all<T>(query, params)[0];
  }

  run(query: string, params: Params = []): { lastId: number; changes: number } {
    this.sql.run(query, normalise(params));
    const lastId = Number(this.sql.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0);
    return { lastId, changes: this.sql.getRowsModified() };
  }

  private depth = 0;

  /** Runs `work` atomically; the outermost transaction persists the database when it commits. */
  transaction<T>(work: () => T): T {
    if (this.depth > 0) return work();
    this.depth++;
    this.sql.run('BEGIN');
    try {
      const result = work();
      this.sql.run('COMMIT');
      this.schedulePersist();
      return result;
    } catch (error) {
      this.sql.run('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  private pendingPersist: NodeJS.Timeout | null = null;

  /**
   * Writing the file exports the whole database: 27 ms for 10 MB (16 000 carts, after a few load
   * runs). Written at every commit, that cost each add to cart ~50 ms of the backends' thread and grew
   * with every cart. Commits are written at most once a second, and on close: a crash loses at most
   * that second, never leaves a torn file.
   */
  private schedulePersist(): void {
    if (!this.file || this.pendingPersist) return;
    this.pendingPersist = setTimeout(() => {
      this.pendingPersist = null;
      this.persist();
    }, persistDelayMs);
    this.pendingPersist.unref();
  }

  private persist(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, this.sql.export());
    renameSync(temporary, this.file);
  }

  close(): void {
    if (this.pendingPersist) {
      clearTimeout(this.pendingPersist);
      this.pendingPersist = null;
      this.persist();
    }
    this.sql.close();
  }
}

/** A positive 31-bit checksum of a text (FNV-1a), for SQLite's 32-bit user_version. */
function checksum(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
}

function normalise(params: Params): SqlValue[] | Record<string, SqlValue> {
  const value = (v: SqlValue | boolean | undefined): SqlValue =>
    v === undefined ? null : typeof v === 'boolean' ? (v ? 1 : 0) : v;
  if (Array.isArray(params)) return params.map(value);
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k.startsWith(':') ? k : `:${k}`, value(v)]),
  );
}
