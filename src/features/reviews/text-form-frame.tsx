import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SendOutcome } from './review-outcome';
import './reviews.css';

/** The frame the review and question forms share: heading, fields, the outcome, the buttons. */
export function TextFormFrame({
  heading,
  submitLabel,
  outcome,
  message,
  isSending,
  onSubmit,
  onLogin,
  onCancel,
  children,
}: {
  heading: string;
  submitLabel: string;
  outcome: SendOutcome | null;
  message: string | null;
  isSending: boolean;
  onSubmit: (event: SyntheticEvent) => Promise<void>;
  onLogin: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const isQueued = outcome?.kind === 'queued';
  return (
    <form className="review-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h4>{heading}</h4>
      {children}
      {message ? (
        <p
          className={isQueued ? 'review-note' : 'review-note review-note--error'}
          role={isQueued ? 'status' : 'alert'}
        >
          {message}
        </p>
      ) : null}
      <div className="review-form__actions">
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
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
