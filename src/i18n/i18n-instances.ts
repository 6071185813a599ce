import type { i18n } from 'i18next';
import { createI18n } from './i18n';
import type { Locale } from './locale';

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale, chosen by the route: switching language swaps the provider
 * instead of mutating a global language, so no render ever mixes two languages.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
