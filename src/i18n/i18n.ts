import type { i18n } from 'i18next';
import { setUpI18n } from './i18n-setup';
import type { Locale } from './locale';
import { namespaces, resources } from './resources';

/**
 * A ready, synchronous i18next instance with every bundled namespace of both languages (tests
 * and tools). The app's instances (i18n-instances.ts) load their language's texts as a chunk.
 */
export function createI18n(locale: Locale): i18n {
  return setUpI18n(locale, resources, namespaces);
}
