import type { Locale } from '@/i18n/locale';

/** An average as Norwegians write it: one decimal with a comma ("4,3"). */
export const formatRating = (rating: number, locale: Locale): string =>
  new Intl.NumberFormat(locale === 'nn' ? 'nn-NO' : 'nb-NO', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);

/** A count with a thin space between thousands ("2 431"). */
export const formatCount = (count: number): string => new Intl.NumberFormat('nb-NO').format(count);

/** "12. mars 2026". */
export const formatDate = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'nn' ? 'nn-NO' : 'nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
