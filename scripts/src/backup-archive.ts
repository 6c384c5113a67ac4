// One file that holds a whole Forecourt: the event log, the ordinary tables that are not rebuilt from it (users with
// their password hashes, login history, contact messages, idempotency keys, uploads), the sequences, and every stored
// media file. Gzipped JSON lines: a header, the rows in batches, the sequences, the media (base64), and a trailer
// with the counts, so a cut-off or damaged file is refused before anything is written. The read tables are not in
// it: a restore replays the log into them.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import { IMAGE_VARIANTS } from '@forecourt/contracts';
import { READ_TABLES } from '@forecourt/db';
import type { Deps } from '@forecourt/api/deps';
import { rebuildReadTables } from '@forecourt/api/lib/read-tables';

export const ARCHIVE_KIND = 'forecourt-backup';
export const ARCHIVE_VERSION = 1;

/** What is kept, in an order that satisfies the foreign keys, each with the (primary) key it is read in order of. */
export const ARCHIVED_TABLES = [
  { table: 'users', key: ['id'] },
  { table: 'events', key: ['position'] },
  { table: 'commands', key: ['actor_id', 'command_id'] },
  { table: 'login_history', key: ['id'] },
  { table: 'contact_messages', key: ['id'] },
  { table: 'uploads', key: ['file_id'] },
] as const;

/**
 * Left out on purpose: sessions (everyone signs in again), the counters behind sign-in and contact-form limits, and
 * password-reset links and requests (short-lived; a link should not outlive the copy it was made for), and the
 * streams' kept states (a cache of the log, folded again when missing). A forced
 * restore empties them. A new table must be named here or in ARCHIVED_TABLES (a test checks every table is).
 */
export const DISCARDED_TABLES = ['sessions', 'rate_limit_hits', 'password_resets', 'password_reset_requests', 'stream_states'];

const BATCH = 500;
const VARIANT_FORMATS = ['webp', 'jpg'] as const;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

type Line =
  | { kind: typeof ARCHIVE_KIND; version: number; createdAt: string; migrations: string[] }
  | { table: string; rows: Record<string, unknown>[] }
  | { sequences: Record<string, { lastValue: number; isCalled: boolean }> }
  | { media: string; contentType: string; data: string }
  | { end: Counts };

export interface Counts {
  tables: Record<string, number>;
  sequences: number;
  media: number;
}

export type ArchiveDeps = Pick<Deps, 'db' | 'media'>;

const rowsOf = (result: { rows: unknown[] }) => result.rows as Record<string, unknown>[];

/** Writes the backup of `deps` to `file`: one consistent snapshot of the database, then the media files it names. */
export async function writeBackup(deps: ArchiveDeps, file: string): Promise<Counts> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const counts: Counts = { tables: {}, sequences: 0, media: 0 };
  const fileIds: string[] = [];
  try {
    await deps.db.transaction(async (trx) => {
      // One snapshot for every table, while the site keeps running (PostgreSQL); PGlite runs one transaction at a time.
      await trx.raw('set transaction isolation level repeatable read, read only');
      await write({ kind: ARCHIVE_KIND, version: ARCHIVE_VERSION, createdAt: new Date().toISOString(), migrations: await migrationsOf(trx) });
      for (const { table, key } of ARCHIVED_TABLES) {
        counts.tables[table] = 0;
        const columns = key.map((column) => `"${column}"`).join(', ');
        let after: Knex.RawBinding[] | undefined;
        for (;;) {
          // to_jsonb keeps every value exact: timestamps to the microsecond, jsonb as it is, bigints as numbers.
          const where = after === undefined ? '' : `where (${columns}) > (${key.map(() => '?').join(', ')})`;
          const rows = rowsOf(
            await trx.raw(`select to_jsonb(t) as row from "${table}" t ${where} order by ${columns} limit ${BATCH}`, after ?? []),
          ).map((r) => r.row as Record<string, unknown>);
          if (rows.length === 0) break;
          await write({ table, rows });
          counts.tables[table] += rows.length;
          const last = rows.at(-1)!;
          after = key.map((column) => last[column] as Knex.RawBinding);
          if (table === 'uploads') fileIds.push(...rows.map((r) => String(r.file_id)));
        }
      }
      const sequences = await sequencesOf(trx);
      counts.sequences = Object.keys(sequences).length;
      await write({ sequences });
    });
    // The variants of every upload, through the media store (a folder or a bucket alike).
    for (const fileId of fileIds) {
      for (const { width } of IMAGE_VARIANTS) {
        for (const format of VARIANT_FORMATS) {
          const object = await deps.media.get(`${fileId}/${width}.${format}`);
          if (!object) continue;
          const chunks: Buffer[] = [];
          for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
          await write({ media: `${fileId}/${width}.${format}`, contentType: CONTENT_TYPES[format], data: Buffer.concat(chunks).toString('base64') });
          counts.media += 1;
        }
      }
    }
    await write({ end: counts });
    gzip.end();
    await written;
  } catch (err) {
    gzip.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
  return counts;
}

async function columnsOf(db: Knex, table: string): Promise<string[]> {
  const rows = rowsOf(await db.raw("select column_name from information_schema.columns where table_schema = 'public' and table_name = ? order by ordinal_position", [table]));
  return rows.map((r) => String(r.column_name));
}

async function migrationsOf(db: Knex): Promise<string[]> {
  return (await db('knex_migrations').orderBy('id').select('name')).map((r: { name: string }) => r.name);
}

async function sequencesOf(db: Knex): Promise<Record<string, { lastValue: number; isCalled: boolean }>> {
  // The migration bookkeeping's own sequences belong to the database restored into, not to the site.
  const names = rowsOf(await db.raw("select sequencename from pg_sequences where schemaname = 'public' and sequencename not like 'knex%' order by 1")).map((r) => String(r.sequencename));
  const sequences: Record<string, { lastValue: number; isCalled: boolean }> = {};
  for (const name of names) {
    const [row] = rowsOf(await db.raw(`select last_value, is_called from "${name}"`));
    sequences[name] = { lastValue: Number(row!.last_value), isCalled: Boolean(row!.is_called) };
  }
  return sequences;
}

async function* linesOf(file: string): AsyncGenerator<Line> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of lines) if (text) yield JSON.parse(text) as Line;
}

export class ArchiveRefused extends Error {}

/** Reads the whole file and checks it is a complete Forecourt backup this version can restore; nothing is written. */
export async function checkBackup(file: string, knownMigrations: readonly string[]): Promise<Counts> {
  const seen: Counts = { tables: {}, sequences: 0, media: 0 };
  let header = false;
  let end: Counts | undefined;
  try {
    for await (const line of linesOf(file)) {
      if (end) throw new ArchiveRefused('The backup has data after its end.');
      if ('kind' in line) {
        if (line.kind !== ARCHIVE_KIND || line.version !== ARCHIVE_VERSION) throw new ArchiveRefused('This is not a Forecourt backup of a version this one can read.');
        const unknown = line.migrations.filter((m) => !knownMigrations.includes(m));
        if (unknown.length) throw new ArchiveRefused(`The backup was made by a newer Forecourt (database changes ${unknown.join(', ')}); update this one first.`);
        header = true;
      } else if (!header) {
        throw new ArchiveRefused('This is not a Forecourt backup.');
      } else if ('table' in line) {
        if (!ARCHIVED_TABLES.some((t) => t.table === line.table)) throw new ArchiveRefused(`The backup holds an unknown table: ${line.table}`);
        seen.tables[line.table] = (seen.tables[line.table] ?? 0) + line.rows.length;
      } else if ('sequences' in line) seen.sequences += Object.keys(line.sequences).length;
      else if ('media' in line) seen.media += 1;
      else if ('end' in line) end = line.end;
    }
  } catch (err) {
    if (err instanceof ArchiveRefused) throw err;
    throw new ArchiveRefused(`The backup cannot be read (${(err as Error).message}).`);
  }
  if (!header || !end) throw new ArchiveRefused('The backup is incomplete: its end is missing.');
  const matches =
    ARCHIVED_TABLES.every(({ table }) => (seen.tables[table] ?? 0) === (end.tables[table] ?? 0)) &&
    seen.sequences === end.sequences &&
    seen.media === end.media;
  if (!matches) throw new ArchiveRefused('The backup is damaged: what it holds does not match its own counts.');
  return end;
}

/** The tables that must be empty for a restore without --force; with it they are emptied first. */
async function holdsData(db: Knex): Promise<string[]> {
  const full: string[] = [];
  for (const table of [...ARCHIVED_TABLES.map((t) => t.table), ...READ_TABLES]) {
    if (await db(table).first()) full.push(table);
  }
  return full;
}

export interface RestoreReport extends Counts {
  replayed: number;
}

/**
 * Restores `file` into the database and media store of `deps`: into an empty database only, unless `force`, which
 * first empties everything a site holds. All rows go in one transaction; the read tables are then rebuilt from the log.
 */
export async function restoreBackup(deps: Pick<Deps, 'db' | 'media' | 'store'>, file: string, options: { force?: boolean } = {}): Promise<RestoreReport> {
  const counts = await checkBackup(file, await migrationsOf(deps.db));
  await deps.db.transaction(async (trx) => {
    const full = await holdsData(trx);
    if (full.length && !options.force) {
      throw new ArchiveRefused(`The database is not empty (${full.join(', ')} hold data). Restore into an empty database, or add --force to replace what it holds.`);
    }
    if (full.length) {
      // Every table the site has (whatever this version knows of), not the migrations' own.
      const tables = rowsOf(await trx.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex%'")).map((r) => String(r.tablename));
      await trx.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
    }
    const lists = new Map<string, string>();
    for await (const line of linesOf(file)) {
      if ('table' in line) {
        // The database turns each JSON row back into the table's own types, exactly as they were read. An event's
        // transaction id belongs to the database it was written in: restored events take the restore's own, one for
        // all, so the log's order is their position, as it was (and a backup made before ids were kept restores too).
        let list = lists.get(line.table);
        if (!list) {
          const columns = (await columnsOf(trx, line.table)).filter((column) => !(line.table === 'events' && column === 'tx'));
          lists.set(line.table, (list = columns.map((column) => `"${column}"`).join(', ')));
        }
        await trx.raw(`insert into "${line.table}" (${list}) select ${list} from jsonb_populate_recordset(null::"${line.table}", ?::jsonb)`, [JSON.stringify(line.rows)]);
      } else if ('sequences' in line) {
        const existing = new Set(rowsOf(await trx.raw("select sequencename from pg_sequences where schemaname = 'public'")).map((r) => String(r.sequencename)));
        for (const [name, { lastValue, isCalled }] of Object.entries(line.sequences)) {
          if (existing.has(name)) await trx.raw('select setval(?::regclass, ?, ?)', [`"${name}"`, lastValue, isCalled]);
        }
      } else if ('media' in line) {
        await deps.media.put(line.media, Buffer.from(line.data, 'base64'), line.contentType);
      }
    }
  });
  const replayed = await rebuildReadTables(deps.store);
  return { ...counts, replayed };
}
