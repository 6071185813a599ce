import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { emailProblem, type EmailProblem } from './email-rule';
import { useNewsletterSignUp, type SignUpResult } from './use-newsletter-sign-up';
import './newsletter-form.css';

/** 'unreachable': queued while the device says it is online (the shop did not answer). */
type Feedback =
  EmailProblem | Exclude<SignUpResult, 'subscribed'> | 'success' | 'unreachable' | null;

/**
 * The footer's newsletter sign-up: the email is required and checked
 * before sending (on submit, on blur, and on each keystroke once in error), then loading, then
 * success (field cleared) or failure (what was typed stays). Offline the sign-up waits and is
 * sent when the network returns.
 */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const signUp = useNewsletterSignUp();
  const inputId = useId();
  const messageId = useId();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isInvalid = feedback === 'required' || feedback === 'EMAIL_INVALID';

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFeedback(problem);
    if (problem) return;
    setIsBusy(true);
    const result = await signUp(email);
    setIsBusy(false);
    if (result === 'subscribed' || result === 'queued') {
      setEmail('');
      // The analytics module loads with the first event, not with the footer.
      void import('@/lib/analytics/push-event').then(({ pushShopEvent }) =>
        pushShopEvent('newsletter:subscribe', { queued: result === 'queued' }),
      );
    }
    // Queued while the device says it is online: the shop did not answer, say that instead.
    setFeedback(
      result === 'subscribed'
        ? 'success'
        : result === 'queued' && navigator.onLine
          ? 'unreachable'
          : result,
    );
  };

  const message =
    feedback === null
      ? ''
      : feedback === 'success'
        ? t('success')
        : feedback === 'queued' || feedback === 'unreachable'
          ? t(feedback)
          : t(`errors.${feedback}`);

  return (
    <div className="newsletter">
      <form
        className="newsletter-form"
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h2 id={headingId} className="newsletter-form__heading">
          {t('heading')}
        </h2>
        <p className="newsletter-form__intro">{t('intro')}</p>
        <label htmlFor={inputId} className="newsletter-form__label">
          {t('email')}
        </label>
        <div className="newsletter-form__row">
          <EmailInput
            id={inputId}
            value={email}
            describedBy={messageId}
            isInvalid={isInvalid}
            onChange={setEmail}
            onChecked={setFeedback}
          />
          <Button type="submit" variant="primary" isLoading={isBusy}>
            {t('submit')}
          </Button>
        </div>
        <p
          id={messageId}
          className={`newsletter-form__message newsletter-form__message--${
            feedback === 'success' || feedback === 'queued' || feedback === 'unreachable'
              ? 'ok'
              : 'error'
          }`}
          role={
            isInvalid || feedback === 'FEEDBACK_ERROR' || feedback === 'RATE_LIMITED'
              ? 'alert'
              : 'status'
          }
        >
          {message}
        </p>
      </form>
    </div>
  );
}
