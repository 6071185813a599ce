/** The answers the page's inline bootstrap (app/shell/bootstrap.ts) has in flight, by address. */
export type PrefetchedAnswers = Record<string, Promise<Response | null>>;

declare global {
  interface Window {
    __shellPrefetch?: PrefetchedAnswers;
    /** Starts the bootstrap's requests now if it has not yet (it may wait for a first paint). */
    __shellPrefetchStart?: () => void;
  }
}

/**
 * Apollo HttpLink's fetch: a GET the page's bootstrap already started (issue 18, render as you
 * fetch) is answered by it, once; anything else, or a prefetch that failed, goes to the network.
 */
export function prefetchedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (typeof window !== 'undefined') window.__shellPrefetchStart?.();
  const answers = typeof window === 'undefined' ? undefined : window.__shellPrefetch;
  const key = typeof input === 'string' ? input : null;
  const answer = key !== null && (init?.method ?? 'GET') === 'GET' ? answers?.[key] : undefined;
  if (!answer || key === null) return fetch(input, init);
  delete answers?.[key];
  return answer.then((response) => response ?? fetch(input, init));
}
