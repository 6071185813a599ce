// Catalogue changes reach every API process within seconds. Prices, campaigns, names and the
// like bump catalogue_state.version in the database (triggers, migrations 0002 and 0010), so
// whichever process or tool made the change, every process sees the version move: the first
// request after a check interval reads it, and a moved version reloads the list index and then
// empties the in-process answer and card caches, which would otherwise serve the old price for
// up to their time to live (30 s and more). With several processes on one PostgreSQL this is
// what makes a change made through one served by the others (README, Several instances).
import type { Queryable } from '../db/types.js';
import { catalogueVersion } from './list-index-source.js';

export const FRESHNESS_CHECK_MS = 1000;

export class CatalogueFreshness {
  #version: number | null = null;
  #checkedAt = 0;
  #checking: Promise<boolean> | null = null;

  constructor(
    private readonly db: Queryable,
    /** Reload and empty what depends on the catalogue; the version counts as seen once it ends. */
    private readonly onChange: () => Promise<void>,
    private readonly everyMs = FRESHNESS_CHECK_MS,
  ) {}

  /**
   * Called on every /graphql request: at most once per interval it starts a version check in
   * the background; the request itself never waits for it.
   */
  touch(now = Date.now()): void {
    if (this.#checking || now - this.#checkedAt < this.everyMs) return;
    this.#checkedAt = now;
    void this.check().catch((error: unknown) =>
      console.error('Catalogue version check failed:', error),
    );
  }

  /**
   * Reads the version now; when it moved since the last read, runs onChange. The first read
   * only notes the version. Answers whether it moved. Concurrent calls share one check.
   */
  check(): Promise<boolean> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  async #check(): Promise<boolean> {
    const version = await catalogueVersion(this.db);
    if (this.#version === null || this.#version === version) {
      this.#version = version;
      return false;
    }
    await this.onChange();
    // Only now: a failed reload is tried again on the next check.
    this.#version = version;
    return true;
  }
}
