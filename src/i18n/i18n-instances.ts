import type { i18n } from 'i18next';
import nbCommon from '../../locales/nb/common.json';
import nnCommon from '../../locales/nn/common.json';
import { setUpI18n } from './i18n-setup';
import type { Locale } from './locale';

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale, chosen by the route: switching language swaps the provider
 * instead of mutating a global language, so no render ever mixes two languages. It starts with
 * common alone (the loading spinner's label); the language's other texts come with
 * localeTextsReady, which the root route's loader awaits before anything else renders.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setUpI18n(locale, { nb: { common: nbCommon }, nn: { common: nnCommon } }, [
      'common',
    ]);
    instances.set(locale, instance);
  }
  return instance;
}

// Each language's texts are a chunk of their own (issue 18: a first visit to / loaded both
// languages, some 5 kB gzip of texts it never showed).
const bundles: Record<Locale, () => Promise<{ texts: Record<string, Record<string, unknown>> }>> = {
  nb: () => import('./bundles/nb'),
  nn: () => import('./bundles/nn'),
};

const ready = new Map<Locale, Promise<void>>();
const loaded = new Set<Locale>();

/** Whether the locale's texts are in its instance (then nothing needs to wait for them). */
export function hasLocaleTexts(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Resolves once the locale's texts (every namespace but the lazy ones) are in its instance. */
export function localeTextsReady(locale: Locale): Promise<void> {
  let promise = ready.get(locale);
  if (!promise) {
    promise = bundles[locale]().then(({ texts }) => {
      const instance = getI18n(locale);
      for (const [file, resource] of Object.entries(texts)) {
        const namespace = /([\w-]+)\.json$/.exec(file)?.[1];
        if (namespace) instance.addResourceBundle(locale, namespace, resource, true, true);
      }
      loaded.add(locale);
    });
    // A failed load (a chunk gone after a deploy, offline without the worker) may be retried.
    promise.catch(() => ready.delete(locale));
    ready.set(locale, promise);
  }
  return promise;
}
