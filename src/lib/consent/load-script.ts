// Third-party scripts (the tag manager, the review provider, the recommendation service) load
// only with the shopper's consent to their category, and once each.
import type { ConsentCategory } from './consent-cookie';
import { whenConsented } from './consent-store';

const loading = new Map<string, Promise<HTMLScriptElement>>();

export interface ScriptLoad {
  /** Settles when the script has loaded (rejects when it failed); never while consent waits. */
  loaded: Promise<HTMLScriptElement>;
  /** Stops waiting for consent (a script already added stays). */
  cancel: () => void;
}

function addScript(src: string): Promise<HTMLScriptElement> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<HTMLScriptElement>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.addEventListener('load', () => resolve(script));
      script.addEventListener('error', () => {
        loading.delete(src);
        reject(new Error(`${src} did not load`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/**
 * Adds `<script async src>` once the shopper has consented to `category` (at once when they
 * have): a shopper who never consents never requests it. The page's Content Security Policy
 * must allow the script's origin (server/http/security.ts, `thirdPartyOrigins`).
 */
export function loadScriptWithConsent(category: ConsentCategory, src: string): ScriptLoad {
  let settle: { resolve: (s: HTMLScriptElement) => void; reject: (e: unknown) => void } | null =
    null;
  const loaded = new Promise<HTMLScriptElement>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A caller that does not wait for the load must not see an unhandled rejection.
  loaded.catch(() => undefined);
  const cancel = whenConsented(category, () => {
    addScript(src).then(
      (script) => settle?.resolve(script),
      (error: unknown) => settle?.reject(error),
    );
  });
  return { loaded, cancel };
}
