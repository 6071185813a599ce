import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type * as PersistorChunkModule from './cache-persistor';
import type { CachePersistor } from './cache-persistor';
import { APOLLO_CACHE_MAX_BYTES } from '@/config/constants';
import { whenIdle } from '@/lib/idle/when-idle';
import { idbStorage, setIdbItemOrThrow } from '@/lib/storage/idb-storage';

/** Online, a slow IndexedDB never holds the page back longer than this: the network answers. */
const RESTORE_TIMEOUT_MS = 300;
/**
 * Offline the snapshot is all the page has, and a query sent before it is restored fails (and
 * stays failed: a restore does not re-render): wait for it, bounded for a broken IndexedDB. On
 * a busy phone, loading the persistor's chunk from the worker and reading a large snapshot
 * takes longer than RESTORE_TIMEOUT_MS.
 */
const OFFLINE_RESTORE_TIMEOUT_MS = 10_000;

/** Where snapshots go; setItem may throw (a full disk), the rest reads failures as "nothing". */
export interface SnapshotStorage {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

const idbSnapshots: SnapshotStorage = { ...idbStorage, setItem: setIdbItemOrThrow };

export interface PersistedCache {
  /** Resolves once the stored snapshot has been restored (or given up on). */
  ready: Promise<void>;
  /** Forgets the stored snapshot (logout, market change); the cache itself is reset elsewhere. */
  purge: () => Promise<void>;
  /**
   * Stores the cache now instead of after the quiet second: after every cart change, so an
   * offline reload shows the server's last answer. Does nothing before the restore ended (it
   * would overwrite the stored snapshot with a cache not yet filled from it).
   */
  flush: () => Promise<void>;
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

type Persistor = CachePersistor<NormalizedCacheObject>;
type PersistorChunk = typeof PersistorChunkModule;

// The persistor and its trimming are a chunk of their own (cache-persistor.ts).
const loadPersistor = () => import('./cache-persistor');

/**
 * Restores the cache from IndexedDB and keeps persisting it, never more than
 * APOLLO_CACHE_MAX_BYTES: the oldest answers are trimmed first (trimSnapshot). A full disk
 * stores a snapshot half the size, or none; a broken IndexedDB leaves the cache in memory only.
 * Nothing here throws, and a slow IndexedDB never holds the page back longer than
 * RESTORE_TIMEOUT_MS.
 *
 * apollo3-cache-persist is a chunk of its own (issue 18, the start page's JS budget): loaded at
 * once when a snapshot is stored (the restore needs it), else when the page is idle, when asked
 * to store now (a cart change, the page hidden) or to purge, whichever comes first. Started
 * late, it stores at once what the page's first answers wrote.
 */
export function persistApolloCache(
  cache: InMemoryCache,
  key: string,
  storage: SnapshotStorage = idbSnapshots,
  /** The persistor's chunk (tests hand it in already loaded). */
  load: () => Promise<PersistorChunk> = loadPersistor,
): PersistedCache {
  const marker = `${key}:stored`;
  const write = async (
    trimSnapshot: (serialized: string, maxLength: number) => string,
    itemKey: string,
    value: string,
  ) => {
    try {
      await storage.setItem(itemKey, value);
      writeMarker(marker);
      return;
    } catch (error) {
      if (!isQuotaError(error)) return;
    }
    try {
      await storage.setItem(itemKey, trimSnapshot(value, Math.floor(value.length / 2)));
      writeMarker(marker);
    } catch {
      await storage.removeItem(itemKey).catch(() => undefined);
    }
  };
  let persistor: Promise<Persistor | null> | undefined;
  // Set when the page stopped waiting for the restore: the network's answers are in the cache
  // by then, and a late snapshot would replace them (cache.restore replaces, it does not merge).
  let restoreAbandoned = false;
  // Null when the chunk cannot load (offline before the worker stored it): memory only.
  const start = () =>
    (persistor ??= load().then(
      ({ CachePersistor: PersistorClass, trimSnapshot }) =>
        new PersistorClass({
          cache,
          key,
          storage: {
            // Only the restore reads: a snapshot that comes after the page stopped waiting is
            // dropped (read and applied in one go, so no timer can fall between the two).
            getItem: async (itemKey: string) => {
              const value = await storage.getItem(itemKey);
              return restoreAbandoned ? null : value;
            },
            setItem: (itemKey: string, value: string) => write(trimSnapshot, itemKey, value),
            removeItem: storage.removeItem,
          },
          // The persistor hands the mapper the serialized (JSON) cache.
          persistenceMapper: (data: string) =>
            Promise.resolve(trimSnapshot(data, APOLLO_CACHE_MAX_BYTES)),
          maxSize: APOLLO_CACHE_MAX_BYTES,
          debounce: 1000,
        }),
      () => null,
    ));
  const isStored = readMarker(marker);
  // Opening IndexedDB costs about 100 ms on a first visit; with nothing stored, skip the wait.
  const ready = isStored
    ? restore(start(), isOffline()).then((finished) => {
        restoreAbandoned = !finished;
      })
    : Promise.resolve();
  let isRestored = false;
  void ready.then(() => {
    isRestored = true;
  });
  const flush = async () => {
    if (!isRestored) return;
    await (await start())?.persist().catch(() => undefined);
  };
  if (!isStored) {
    // The persistor only sees the writes after it started: what came before is stored now.
    void whenIdle()
      .then(start)
      .then((started) => {
        if (started && Object.keys(cache.extract()).length > 0) return started.persist();
      })
      .catch(() => undefined);
  }
  // A page hidden or left may never come back (a closed tab, a phone that ends it): what it
  // knew is stored then, not a second later.
  if (typeof document !== 'undefined') {
    window.addEventListener('pagehide', () => void flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  }
  const purge = async () => {
    const started = persistor ? await persistor : null;
    if (started) await started.purge();
    else await storage.removeItem(key);
  };
  return { ready, purge, flush };
}

/** Restores the snapshot; true when it finished (or failed) before the page stopped waiting. */
async function restore(persistor: Promise<Persistor | null>, offline: boolean): Promise<boolean> {
  const waitMs = offline ? OFFLINE_RESTORE_TIMEOUT_MS : RESTORE_TIMEOUT_MS;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs));
  const restored = persistor
    .then((started) => started?.restore())
    .then(
      () => true,
      () => true,
    );
  return Promise.race([restored, timeout]);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

function readMarker(marker: string): boolean {
  try {
    return localStorage.getItem(marker) === '1';
  } catch {
    return false;
  }
}

function writeMarker(marker: string): void {
  try {
    localStorage.setItem(marker, '1');
  } catch {
    // Without the marker the next visit only skips the restore.
  }
}
