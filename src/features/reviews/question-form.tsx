import { useTranslation } from 'react-i18next';
import { questionErrors } from '@shared/validation/review';
import { ReviewTextField } from './review-text-field';
import { TextFormFrame } from './text-form-frame';
import { useAskQuestion } from './use-send-review';
import { useTextForm } from './use-text-form';

const EMPTY = { authorName: '', question: '' };
const FIELDS = ['authorName', 'question'] as const;

/** Asks the shop a question about the product (logged in); it shows once answered. */
export function QuestionForm({
  productId,
  onAsked,
  onCancel,
  onLogin,
}: {
  productId: number;
  onAsked: () => void;
  onCancel: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation('reviews');
  const askQuestion = useAskQuestion();
  const form = useTextForm({
    empty: EMPTY,
    fields: FIELDS,
    errorsOf: questionErrors,
    send: (values) => askQuestion({ productId, ...values }),
    onSent: onAsked,
  });
  return (
    <TextFormFrame
      heading={t('questions.ask')}
      submitLabel={t('questions.submit')}
      outcome={form.outcome}
      message={form.message}
      isSending={form.isSending}
      onSubmit={form.submit}
      onLogin={onLogin}
      onCancel={onCancel}
    >
      <ReviewTextField
        field="authorName"
        label={t('questions.authorName')}
        value={form.values.authorName}
        onValue={(value) => form.set('authorName', value)}
        onBlur={form.blurred('authorName')}
        error={form.errorOf('authorName')}
        autoComplete="given-name"
      />
      <ReviewTextField
        field="question"
        label={t('questions.question')}
        hint={t('questions.questionHint')}
        value={form.values.question}
        onValue={(value) => form.set('question', value)}
        onBlur={form.blurred('question')}
        error={form.errorOf('question')}
        isMultiline
      />
    </TextFormFrame>
  );
}
