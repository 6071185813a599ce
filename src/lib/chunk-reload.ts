import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/config/constants';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a deploy, old chunk names disappear: reload once to get the new build, and again only
 * if the last such reload was more than a minute ago, so a real outage cannot loop.
 * Never offline: a chunk that could not load there is a missing network, not a new build, and
 * a reload without a service worker in control (a first visit) would replace the shop, and
 * what the shopper was doing, with the browser's offline page.
 */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Storage = sessionStorage,
): boolean {
  if (!navigator.onLine) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
