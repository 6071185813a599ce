import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  reviewErrors,
  type ReviewField,
  type ReviewFieldErrorCode,
} from '@shared/validation/review';
import { errorsByField, fieldErrorText, outcomeText } from './field-error-text';
import type { SendOutcome } from './review-outcome';
import { ReviewTextField } from './review-text-field';
import { StarInput } from './star-input';
import { useWriteReview } from './use-send-review';
import './reviews.css';

interface Values {
  rating: number | null;
  authorName: string;
  title: string;
  text: string;
}

const EMPTY: Values = { rating: null, authorName: '', title: '', text: '' };

/**
 * The review form (the spec: every input and a star rating, logged in). Fields are checked with
 * the shop's own rule on submit, then as the shopper types; what the shop refuses keeps what was
 * typed, with the reason.
 */
export function ReviewForm({
  productId,
  onWritten,
  onCancel,
  onLogin,
}: {
  productId: number;
  onWritten: (verified: boolean) => void;
  onCancel: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation('reviews');
  const writeReview = useWriteReview();
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState<ReadonlySet<ReviewField>>(new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [isSending, setIsSending] = useState(false);

  const local = errorsByField(reviewErrors(values));
  const server =
    outcome?.kind === 'invalid'
      ? errorsByField(outcome.fields)
      : new Map<string, ReviewFieldErrorCode>();
  const errorOf = (field: ReviewField): string | null => {
    const code = shown.has(field) ? (local.get(field) ?? server.get(field)) : undefined;
    return code ? fieldErrorText(t, field, code) : null;
  };
  const set = <F extends ReviewField>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (outcome?.kind === 'invalid') setOutcome(null);
  };
  const show = (field: ReviewField) => setShown((current) => new Set(current).add(field));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(new Set(['rating', 'authorName', 'title', 'text']));
    if (local.size > 0 || values.rating === null) {
      setOutcome({ kind: 'invalid', fields: [] });
      return;
    }
    setIsSending(true);
    const result = await writeReview({
      productId,
      rating: values.rating,
      authorName: values.authorName,
      title: values.title,
      text: values.text,
    });
    setIsSending(false);
    if (result.kind === 'sent') {
      setValues(EMPTY);
      onWritten(result.verified ?? false);
      return;
    }
    setOutcome(result);
  };

  const message = outcomeText(t, outcome);
  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <h4>{t('write.heading')}</h4>
      <StarInput
        value={values.rating}
        onValue={(rating) => {
          set('rating', rating);
          show('rating');
        }}
        error={errorOf('rating')}
      />
      <ReviewTextField
        field="authorName"
        label={t('write.authorName')}
        hint={t('write.authorNameHint')}
        value={values.authorName}
        onValue={(value) => set('authorName', value)}
        onBlur={() => values.authorName && show('authorName')}
        error={errorOf('authorName')}
        autoComplete="given-name"
      />
      <ReviewTextField
        field="title"
        label={t('write.title')}
        value={values.title}
        onValue={(value) => set('title', value)}
        onBlur={() => values.title && show('title')}
        error={errorOf('title')}
      />
      <ReviewTextField
        field="text"
        label={t('write.text')}
        hint={`${t('write.textHint')} ${t('write.plainText')}`}
        value={values.text}
        onValue={(value) => set('text', value)}
        onBlur={() => values.text && show('text')}
        error={errorOf('text')}
        isMultiline
      />
      {message ? (
        <p className="review-note review-note--error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="review-form__actions">
        <Button type="submit" isLoading={isSending}>
          {t('write.submit')}
        </Button>
        {outcome?.kind === 'login' ? (
          <Button variant="secondary" onClick={onLogin}>
            {t('write.login')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          {t('write.cancel')}
        </Button>
      </div>
    </form>
  );
}
