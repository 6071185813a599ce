import { useTranslation } from 'react-i18next';
import { reviewErrors } from '@shared/validation/review';
import { ReviewTextField } from './review-text-field';
import { StarInput } from './star-input';
import { TextFormFrame } from './text-form-frame';
import { useWriteReview } from './use-send-review';
import { useTextForm } from './use-text-form';

interface Values {
  rating: number | null;
  authorName: string;
  title: string;
  text: string;
}

const EMPTY: Values = { rating: null, authorName: '', title: '', text: '' };
const FIELDS = ['rating', 'authorName', 'title', 'text'] as const;

/**
 * The review form (the spec: every input and a star rating, logged in). Its state and outcome
 * are the question form's too (use-text-form.ts, text-form-frame.tsx).
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
  const form = useTextForm({
    empty: EMPTY,
    fields: FIELDS,
    errorsOf: reviewErrors,
    // reviewErrors refuses a missing rating: rating is a number when this is called.
    send: (values) => writeReview({ ...values, productId, rating: values.rating ?? 0 }),
    onSent: (result) => onWritten(result.verified ?? false),
  });
  return (
    <TextFormFrame
      heading={t('write.heading')}
      submitLabel={t('write.submit')}
      outcome={form.outcome}
      message={form.message}
      isSending={form.isSending}
      onSubmit={form.submit}
      onLogin={onLogin}
      onCancel={onCancel}
    >
      <StarInput
        value={form.values.rating}
        onValue={(rating) => {
          form.set('rating', rating);
          form.show('rating');
        }}
        error={form.errorOf('rating')}
      />
      <ReviewTextField
        field="authorName"
        label={t('write.authorName')}
        hint={t('write.authorNameHint')}
        value={form.values.authorName}
        onValue={(value) => form.set('authorName', value)}
        onBlur={form.blurred('authorName')}
        error={form.errorOf('authorName')}
        autoComplete="given-name"
      />
      <ReviewTextField
        field="title"
        label={t('write.title')}
        value={form.values.title}
        onValue={(value) => form.set('title', value)}
        onBlur={form.blurred('title')}
        error={form.errorOf('title')}
      />
      <ReviewTextField
        field="text"
        label={t('write.text')}
        hint={`${t('write.textHint')} ${t('write.plainText')}`}
        value={form.values.text}
        onValue={(value) => form.set('text', value)}
        onBlur={form.blurred('text')}
        error={form.errorOf('text')}
        isMultiline
      />
    </TextFormFrame>
  );
}
