import type { Queryable } from '../db/types.js';
import { buildListIndex } from '../list-index/build-list-index.js';
import type { ListIndex } from '../list-index/list-index.js';
import * as source from './list-index-source.js';

async function loadIndex(db: Queryable): Promise<ListIndex> {
  // Read first: a change while loading leaves the version behind, so the next check reloads.
  const version = await source.catalogueVersion(db);
  const [nextChange, products, categories, campaigns, skus, parameters, names, known] =
    await Promise.all([
      source.nextCampaignChange(db),
      source.productColumns(db),
      source.categoryPostings(db),
      source.campaignPostings(db),
      source.skuPostings(db),
      source.parameterPostings(db),
      source.productNames(db),
      source.knownIds(db),
    ]);
  const [campaignLabels, campaignRules, lists, terms, words] = await Promise.all([
    source.campaignLabels(db),
    source.campaignRules(db),
    source.listRules(db),
    source.termPostings(db),
    source.searchWords(db),
  ]);
  return buildListIndex({
    version,
    nextChange,
    products,
    categories,
    campaigns,
    skus,
    parameters,
    names,
    known,
    campaignLabels,
    campaignRules,
    lists,
    terms,
    words,
  });
}

/**
 * The process's list index. The first call waits for it; afterwards requests never wait: the
 * catalogue version is polled now and then and a changed catalogue (or a campaign starting or
 * ending) is reloaded in the background while the old index keeps answering.
 */
export class ListIndexStore {
  #current: ListIndex | null = null;
  #loading: Promise<ListIndex> | null = null;
  #checkedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs = 2000,
  ) {}

  /** Whether an index has been loaded (a reload then replaces it). */
  get loaded(): boolean {
    return this.#current !== null;
  }

  get(): Promise<ListIndex> {
    const current = this.#current;
    if (!current) return this.reload();
    const now = Date.now();
    if (now - this.#checkedAt < this.checkEveryMs) return Promise.resolve(current);
    this.#checkedAt = now;
    if (current.nextChange !== null && now >= current.nextChange) void this.#background();
    else {
      void source
        .catalogueVersion(this.db)
        .then((version) => (version === current.version ? undefined : this.#background()))
        .catch((error: unknown) => console.error('List index version check failed:', error));
    }
    return Promise.resolve(current);
  }

  /** Loads a fresh index (shared by concurrent callers). */
  reload(): Promise<ListIndex> {
    this.#loading ??= loadIndex(this.db)
      .then((index) => {
        this.#current = index;
        this.#checkedAt = Date.now();
        return index;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  async #background(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      console.error('Reloading the list index failed; the previous one stays in use:', error);
    }
  }
}
