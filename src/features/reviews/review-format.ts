import { formatNumber } from '@shared/money/number';
import type { Locale } from '@/i18n/locale';

/**
 * An average as Norwegians write it, Bokmål and Nynorsk alike: one decimal with a comma ("4,3").
 * Without Intl (shared/money/number.ts): the header's shop rating renders on every first visit.
 */
export const formatRating = (rating: number): string =>
  formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count with a no-break space between thousands ("2 431"). */
export const formatCount = (count: number): string => formatNumber(count);

/** "12. mars 2026". */
export const formatDate = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'nn' ? 'nn-NO' : 'nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
