// Public list answers kept in memory, serialized once and compressed once, until a change to the log makes them old.
//
// Correctness rules. Every answer is labelled with the log version it was read at (on PostgreSQL, `EventLog.version`,
// which every commit of an append moves on), and before a kept answer is served the version is read again: if any process appended since, the answer
// is read afresh. That check is one tiny query shared by every read that arrives while the previous check runs, and
// it starts after each of them arrived, so a read that follows a write's answer, whichever process wrote, sees the
// write. Appends made by this process also drop the answers of their kind at once (all it takes on the embedded
// database, which one process owns), and an answer read while an append of its kind committed is never kept.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** One answer as bytes: its JSON, a weak ETag of it, and its compressed forms, made on first demand. */
export interface CachedAnswer {
  readonly etag: string;
  readonly json: Buffer;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

export interface ReadCacheOptions {
  /** Memory the kept answers may take, JSON and compressed forms together (default 64 MiB). */
  maxBytes?: number;
  /**
   * Reads the version of the log as committed: a value that changes with every commit of an append, by any process,
   * given the version it last returned (the same value back while nothing was appended since). Without it, this
   * process is the only writer, and its own appends are all there is to hear.
   */
  logVersion?: (since: string | undefined) => Promise<string>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// The same settings the app's compression middleware uses for everything else.
const COMPRESS: Record<ContentEncoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipped(data, { level: 6 }),
};

class Answer implements CachedAnswer {
  readonly etag: string;
  private readonly forms = new Map<ContentEncoding, Promise<Buffer>>();
  bytes: number;

  constructor(
    readonly json: Buffer,
    /** The log version checked before the answer was read: what it shows is at least that new. */
    readonly logVersion: string | undefined,
    private readonly onGrow: (bytes: number) => void,
  ) {
    this.etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    this.bytes = json.length;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form = COMPRESS[encoding](this.json);
      this.forms.set(encoding, form);
      form.then(
        (data) => {
          this.bytes += data.length;
          this.onGrow(data.length);
        },
        () => this.forms.delete(encoding),
      );
    }
    return form;
  }
}

/** The key of a parsed query: its defined fields in a fixed order, so `?a=1&b=2` and `?b=2&a=1` share an answer. */
export function queryKey(query: object): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export class ReadCache {
  private readonly maxBytes: number;
  private readonly logVersion: ((since: string | undefined) => Promise<string>) | undefined;
  private readonly kept = new Map<string, Answer>();
  private readonly loading = new Map<string, { generation: string; answer: Promise<Answer> }>();
  private readonly generations = new Map<string, number>();
  // The version check not started yet, which any read may join; and the one running, after which it starts.
  private nextCheck: Promise<string> | undefined;
  private runningCheck: Promise<unknown> = Promise.resolve();
  // What the last check read.
  private lastVersion: string | undefined;
  // Bumped by a change of every kind (a rebuild).
  private epoch = 0;
  private bytes = 0;
  private closed = false;

  constructor(options: ReadCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.logVersion = options.logVersion;
  }

  /**
   * The answer for `key` among the answers of one kind of stream (`kind`): kept and still current, or loaded (once,
   * however many ask at the same moment) and kept if nothing of its kind changed meanwhile.
   */
  async answer(kind: string, key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const id = `${kind}\u0000${key}`;
    const version = this.logVersion ? await this.currentVersion() : undefined;
    const hit = this.kept.get(id);
    if (hit && hit.logVersion === version) {
      // Most recently used last: the first entry is the one to drop when memory runs short.
      this.kept.delete(id);
      this.kept.set(id, hit);
      return hit;
    }
    const generation = `${this.generationOf(kind)}@${version ?? ''}`;
    const pending = this.loading.get(id);
    if (pending?.generation === generation) return pending.answer;
    const answer = load().then((value) => {
      const loaded: Answer = new Answer(Buffer.from(JSON.stringify(value)), version, (bytes) => this.grew(id, loaded, bytes));
      if (!this.closed && `${this.generationOf(kind)}@${version ?? ''}` === generation) this.keep(id, loaded);
      return loaded;
    });
    this.loading.set(id, { generation, answer });
    const settled = () => {
      if (this.loading.get(id)?.answer === answer) this.loading.delete(id);
    };
    answer.then(settled, settled);
    return answer;
  }

  /** Drops the answers of these kinds of stream ('*': every kind), and any being loaded is not kept. */
  invalidate(kinds: readonly string[]): void {
    if (kinds.includes('*')) {
      this.epoch += 1;
      this.kept.clear();
      this.bytes = 0;
      return;
    }
    for (const kind of kinds) this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
    for (const [id, answer] of this.kept) {
      if (kinds.includes(id.slice(0, id.indexOf('\u0000')))) this.drop(id, answer);
    }
  }

  /** Keeps nothing from now on (the process is stopping). */
  async close(): Promise<void> {
    this.closed = true;
    this.invalidate(['*']);
    await this.runningCheck;
  }

  /** How many answers are kept and the memory they take (for tests and the benchmark). */
  stats(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.bytes };
  }

  /**
   * The log version as of now: a check that starts after this call, shared with every call made before it starts.
   * (One already running may have begun before a write this caller has seen answered, so it will not do.)
   */
  private currentVersion(): Promise<string> {
    if (this.nextCheck) return this.nextCheck;
    const check = this.runningCheck.then(async () => {
      this.nextCheck = undefined;
      this.lastVersion = await this.logVersion!(this.lastVersion);
      return this.lastVersion;
    });
    this.nextCheck = check;
    this.runningCheck = check.catch(() => undefined);
    return check;
  }

  private generationOf(kind: string): string {
    return `${this.epoch}.${this.generations.get(kind) ?? 0}`;
  }

  private keep(id: string, answer: Answer): void {
    const previous = this.kept.get(id);
    if (previous) this.drop(id, previous);
    // An answer bigger than a quarter of the memory would push out everything else: serve it, keep it not.
    if (answer.bytes > this.maxBytes / 4) return;
    this.kept.set(id, answer);
    this.bytes += answer.bytes;
    this.shrink();
  }

  private grew(id: string, answer: Answer, bytes: number): void {
    if (this.kept.get(id) !== answer) return;
    this.bytes += bytes;
    this.shrink();
  }

  private drop(id: string, answer: Answer): void {
    this.kept.delete(id);
    this.bytes -= answer.bytes;
  }

  private shrink(): void {
    for (const [id, answer] of this.kept) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(id, answer);
    }
  }
}
