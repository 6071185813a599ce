import type { TFunction } from 'i18next';
import {
  REVIEW_LIMITS,
  type ReviewFieldError,
  type ReviewFieldErrorCode,
  type TextField,
} from '@shared/validation/review';
import type { SendOutcome } from './review-outcome';

/** The shopper's text of a field's error ("Skriv minst 10 tegn."). */
export function fieldErrorText(
  t: TFunction<'reviews'>,
  field: string,
  code: ReviewFieldErrorCode,
): string {
  if (field === 'rating') return t('errors.rating');
  const limits = REVIEW_LIMITS[field as TextField] as { min: number; max: number } | undefined;
  return t(`errors.${code}`, { min: limits?.min ?? 0, max: limits?.max ?? 0 });
}

/** The first error of each field, by field. */
export const errorsByField = (
  errors: readonly ReviewFieldError[],
): Map<string, ReviewFieldErrorCode> => new Map(errors.map((error) => [error.field, error.code]));

/** The message of an outcome other than sent or refused input (null for those). */
export function outcomeText(t: TFunction<'reviews'>, outcome: SendOutcome | null): string | null {
  switch (outcome?.kind) {
    case 'login':
      return t('errors.loginNeeded');
    case 'already':
      return t('errors.alreadyWritten');
    case 'rateLimited':
      return t('errors.rateLimited');
    case 'offline':
      return t('errors.offline');
    case 'queued':
      return t('errors.queued');
    case 'unknownProduct':
      return t('errors.unknownProduct');
    case 'failed':
      return t('errors.failed');
    case 'invalid':
      return t('errors.summary');
    default:
      return null;
  }
}
