interface Entry<V> {
  value: Promise<V>;
  /** The value once loaded, for synchronous readers. */
  loaded?: V;
  expires: number;
  refreshing: boolean;
}

/**
 * Memoises async loads per key for a while. Concurrent callers share one in-flight load, so a
 * burst of requests after expiry costs one database round trip (PGlite has a single connection).
 * An expired value that loaded fine keeps being served while its replacement loads, so no
 * shopper waits for the reload.
 */
export class TtlMemo<K, V> {
  readonly #entries = new Map<K, Entry<V>>();

  constructor(private readonly ttlMs: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) {
      if (!hit.refreshing) this.#refresh(key, hit, load);
      return hit.value;
    }
    const value = load();
    const entry: Entry<V> = { value, expires: now + this.ttlMs, refreshing: false };
    this.#entries.set(key, entry);
    value.then(
      (loaded) => (entry.loaded = loaded),
      () => this.#entries.delete(key),
    );
    return value;
  }

  /** The loaded value (stale or not) without waiting; undefined before the first load. */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.loaded;
  }

  #refresh(key: K, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (value) => {
        const entry = { value: Promise.resolve(value), expires: Date.now() + this.ttlMs };
        if (this.#entries.get(key) === stale)
          this.#entries.set(key, { ...entry, refreshing: false });
      },
      () => {
        // Keep the stale value; try again after another ttl.
        stale.refreshing = false;
        stale.expires = Date.now() + this.ttlMs;
      },
    );
  }

  clear(): void {
    this.#entries.clear();
  }
}
