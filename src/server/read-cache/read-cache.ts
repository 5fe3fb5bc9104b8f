/**
 * The in-process cache of public reads (issue 15, ADR 31). An entry is the result of one read, under a key
 * naming the query (the read and its normalised input), tagged with the tables it read. Every committed write
 * to one of those tables drops the entry (write-tracking.ts sees the writes; on Postgres, notify.ts carries
 * them to the other replicas), so an entry is never older than the last write it depends on.
 */

/** A table name, or ALL_TABLES for a write the tracker cannot attribute (DDL, a restore). */
export type TReadTag = string;
export const ALL_TABLES = '*';
/**
 * Tags an entry that depends on public content without knowing which tables (a whole HTTP answer): any
 * write to a public table drops it. Content changes a few times a day, so nothing finer is worth it.
 */
export const ANY_TABLE = '**';

export type TInvalidationListener = (tags: readonly TReadTag[]) => void;

type TEntry = { value: unknown; tags: readonly TReadTag[]; expiresAt: number; bytes: number };

export type TReadCacheLimits = { maxEntries: number; maxBytes: number };

/**
 * Enough for every page and candidate of a large guide and a day of distinct address searches, and small
 * beside the server's 128 MB JavaScript heap (ADR 33): the estimate counts two bytes per character.
 */
export const DEFAULT_LIMITS: TReadCacheLimits = { maxEntries: 10_000, maxBytes: 24 * 1024 * 1024 };

export class ReadCache {
  readonly #limits: TReadCacheLimits;
  /** In least-recently-used order: a hit moves its entry to the end, eviction takes from the front. */
  readonly #entries = new Map<string, TEntry>();
  readonly #keysByTag = new Map<TReadTag, Set<string>>();
  readonly #loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  readonly #listeners = new Set<TInvalidationListener>();
  #bytes = 0;
  /**
   * Bumped by every invalidation. A read that started before one may have read what the write replaced, so
   * its result is answered but not kept.
   */
  #generation = 0;
  #isEnabled: boolean;

  /** A disabled cache keeps nothing (on Postgres, until it hears the other replicas' writes). */
  constructor(limits: TReadCacheLimits = DEFAULT_LIMITS, { enabled = true } = {}) {
    this.#limits = limits;
    this.#isEnabled = enabled;
  }

  get isEnabled() {
    return this.#isEnabled;
  }

  /** Starts keeping reads again, from an empty cache. */
  enable() {
    this.clear();
    this.#isEnabled = true;
  }

  disable() {
    this.#isEnabled = false;
    this.clear();
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The cached value of `key`, or `load()`'s, kept until a write to one of `tags` (or `expiresAt`, for
   * values that age by themselves). Concurrent misses of one key share one load.
   */
  async remember<T>(
    key: string,
    tags: readonly TReadTag[],
    load: () => Promise<T>,
    { expiresAt = Infinity }: { expiresAt?: number | ((value: T) => number) } = {},
  ): Promise<T> {
    if (!this.#isEnabled) return load();
    const cached = this.get<T>(key);
    if (cached !== undefined) return cached;
    const loading = this.#loading.get(key);
    if (loading?.generation === this.#generation) return loading.promise as Promise<T>;

    const generation = this.#generation;
    const promise = load();
    this.#loading.set(key, { generation, promise });
    try {
      const value = await promise;
      const until = typeof expiresAt === 'function' ? expiresAt(value) : expiresAt;
      if (generation === this.#generation && until > Date.now()) this.#store(key, tags, value, until);
      return value;
    } finally {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
    }
  }

  /** The value kept under `key`, if any (a cached undefined reads as none). */
  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  /** Changes with every invalidation: take it before reading what `put` will keep. */
  get generation() {
    return this.#generation;
  }

  /** Keeps `value`, read since `generation`, unless a write came in between (then it may be stale). */
  put(
    key: string,
    tags: readonly TReadTag[],
    value: unknown,
    { generation, expiresAt, bytes }: { generation: number; expiresAt: number; bytes: number },
  ) {
    if (this.#isEnabled && generation === this.#generation) this.#store(key, tags, value, expiresAt, bytes);
  }

  /** Drops every entry tagged with one of `tags` (everything for ALL_TABLES) and tells the listeners. */
  invalidate(tags: readonly TReadTag[]) {
    if (tags.length === 0) return;
    this.#generation += 1;
    this.#loading.clear();
    if (tags.includes(ALL_TABLES)) {
      this.#entries.clear();
      this.#keysByTag.clear();
      this.#bytes = 0;
    } else {
      for (const tag of [...tags, ANY_TABLE])
        for (const key of this.#keysByTag.get(tag) ?? []) this.#delete(key);
    }
    for (const listener of this.#listeners) listener(tags);
  }

  clear() {
    this.invalidate([ALL_TABLES]);
  }

  /** Hears every invalidation (e.g. to drop rendered pages built from cached reads). Returns the unsubscribe. */
  onInvalidate(listener: TInvalidationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #store(
    key: string,
    tags: readonly TReadTag[],
    value: unknown,
    expiresAt: number,
    // The serialized length stands in for the memory an entry holds (its answers are about that size too).
    bytes = (JSON.stringify(value)?.length ?? 0) * 2,
  ) {
    if (bytes > this.#limits.maxBytes) return;
    if (this.#entries.has(key)) this.#delete(key);
    this.#entries.set(key, { value, tags, expiresAt, bytes });
    this.#bytes += bytes;
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.#keysByTag.set(tag, keys);
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

/** What a Kysely instance looks like to the registry: a transaction is never cached (it may see its own writes). */
type TDbHandle = { readonly isTransaction: boolean };

const caches = new WeakMap<TDbHandle, ReadCache>();

/** Gives a database handle its cache; database.ts does it for every database it opens. */
export function attachReadCache(db: TDbHandle, cache: ReadCache) {
  caches.set(db, cache);
}

function readCacheOf(db: TDbHandle): ReadCache | undefined {
  return db.isTransaction ? undefined : caches.get(db);
}

/**
 * Services wrap their public reads in this: the cache of `db` (none inside a transaction), keyed by `key`,
 * dropped on a write to any of `tables`.
 */
export function remember<T>(
  db: TDbHandle,
  key: string,
  tables: readonly TReadTag[],
  load: () => Promise<T>,
  options?: { expiresAt?: number | ((value: T) => number) },
): Promise<T> {
  const cache = readCacheOf(db);
  return cache ? cache.remember(key, tables, load, options) : load();
}
