/**
 * Memoises async loads per key for a while. Concurrent callers share one in-flight load, so a
 * burst of requests after expiry costs one database round trip (PGlite has a single connection).
 */
export class TtlMemo<K, V> {
  readonly #entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
