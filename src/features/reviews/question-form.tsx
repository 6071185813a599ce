import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  questionErrors,
  type QuestionField,
  type ReviewFieldErrorCode,
} from '@shared/validation/review';
import { errorsByField, fieldErrorText, outcomeText } from './field-error-text';
import type { SendOutcome } from './review-outcome';
import { ReviewTextField } from './review-text-field';
import { useAskQuestion } from './use-send-review';
import './reviews.css';

const EMPTY = { authorName: '', question: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<ReadonlySet<QuestionField>>(new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [isSending, setIsSending] = useState(false);

  const local = errorsByField(questionErrors(values));
  const server =
    outcome?.kind === 'invalid'
      ? errorsByField(outcome.fields)
      : new Map<string, ReviewFieldErrorCode>();
  const errorOf = (field: QuestionField): string | null => {
    const code = shown.has(field) ? (local.get(field) ?? server.get(field)) : undefined;
    return code ? fieldErrorText(t, field, code) : null;
  };
  const set = (field: QuestionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (outcome?.kind === 'invalid') setOutcome(null);
  };
  const show = (field: QuestionField) => setShown((current) => new Set(current).add(field));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(new Set(['authorName', 'question']));
    if (local.size > 0) {
      setOutcome({ kind: 'invalid', fields: [] });
      return;
    }
    setIsSending(true);
    const result = await askQuestion({ productId, ...values });
    setIsSending(false);
    if (result.kind === 'sent') {
      setValues(EMPTY);
      onAsked();
      return;
    }
    setOutcome(result);
  };

  const message = outcomeText(t, outcome);
  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <h4>{t('questions.ask')}</h4>
      <ReviewTextField
        field="authorName"
        label={t('questions.authorName')}
        value={values.authorName}
        onValue={(value) => set('authorName', value)}
        onBlur={() => values.authorName && show('authorName')}
        error={errorOf('authorName')}
        autoComplete="given-name"
      />
      <ReviewTextField
        field="question"
        label={t('questions.question')}
        hint={t('questions.questionHint')}
        value={values.question}
        onValue={(value) => set('question', value)}
        onBlur={() => values.question && show('question')}
        error={errorOf('question')}
        isMultiline
      />
      {message ? (
        <p className="review-note review-note--error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="review-form__actions">
        <Button type="submit" isLoading={isSending}>
          {t('questions.submit')}
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
