/**
 * A lazily loaded module that a route's loader can fetch before the page renders, and that the
 * page then uses at once: React.lazy alone suspends on its first render even when the module is
 * already here, and its fallback would show (and shift the page) for a moment.
 */
export interface Preloadable<T> {
  load(): Promise<T>;
  /** The module once loaded, else undefined. */
  get(): T | undefined;
}

export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then((module) => {
        loaded = module;
        return module;
      })),
    get: () => loaded,
  };
}
