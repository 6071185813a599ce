// The shopper-facing texts of refused review and question input, in Bokmål and Nynorsk. The
// storefront shows its own texts per field (locales/*/reviews.json); these are the message of the
// GraphQL error, for any other caller.
import type { ReviewFieldError } from '../../shared/validation/review.js';
import { REVIEW_LIMITS } from '../../shared/validation/review.js';
import type { LanguageId } from '../i18n/language.js';

export type FieldName = 'rating' | 'authorName' | 'title' | 'text' | 'question' | 'answer';

const LABELS: Record<LanguageId, Record<FieldName, string>> = {
  1: {
    rating: 'Stjerner',
    authorName: 'Navn',
    title: 'Overskrift',
    text: 'Anmeldelse',
    question: 'Spørsmål',
    answer: 'Svar',
  },
  2: {
    rating: 'Stjerner',
    authorName: 'Namn',
    title: 'Overskrift',
    text: 'Omtale',
    question: 'Spørsmål',
    answer: 'Svar',
  },
};

function problem(error: ReviewFieldError<FieldName>, languageId: LanguageId): string {
  const field = error.field;
  const label = LABELS[languageId][field];
  if (field === 'rating')
    return languageId === 2 ? 'Vel mellom 1 og 5 stjerner.' : 'Velg mellom 1 og 5 stjerner.';
  const limits = REVIEW_LIMITS[field];
  switch (error.code) {
    case 'REQUIRED':
      return languageId === 2
        ? `${label}: dette feltet må fyllast ut.`
        : `${label}: dette feltet må fylles ut.`;
    case 'TOO_SHORT':
      return languageId === 2
        ? `${label}: skriv minst ${limits.min} teikn.`
        : `${label}: skriv minst ${limits.min} tegn.`;
    case 'TOO_LONG':
      return languageId === 2
        ? `${label}: høgst ${limits.max} teikn.`
        : `${label}: høyst ${limits.max} tegn.`;
    default:
      return languageId === 2 ? `${label}: ugyldig verdi.` : `${label}: ugyldig verdi.`;
  }
}

/** One sentence per refused field, in the form's order. */
export const validationText = (
  errors: ReviewFieldError<FieldName>[],
  languageId: LanguageId,
): string => errors.map((error) => problem(error, languageId)).join(' ');

export const LOGIN_REQUIRED: Record<'review' | 'question', Record<LanguageId, string>> = {
  review: {
    1: 'Du må logge inn for å skrive en anmeldelse.',
    2: 'Du må logge inn for å skrive ein omtale.',
  },
  question: {
    1: 'Du må logge inn for å stille et spørsmål.',
    2: 'Du må logge inn for å stille eit spørsmål.',
  },
};
