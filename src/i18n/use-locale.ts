import { useLocation } from 'react-router-dom';
import { localeFromPath, type Locale } from './locale';

/** The locale of the current route: the URL is the single source of truth. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
