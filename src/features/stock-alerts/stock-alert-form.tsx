import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { emailProblem, type EmailProblem } from '@shared/validation/email';
import { useShopperEmail } from './use-shopper-email';
import {
  useStockAlertSignUp,
  type StockAlertResult,
  type StockAlertTarget,
} from './use-stock-alert-sign-up';
import './stock-alert-form.css';

export interface StockAlertFormProps {
  target: StockAlertTarget;
  /** The sold-out size's name, when the product has sizes. */
  sizeName?: string;
}

type Feedback = EmailProblem | StockAlertResult | null;
const OK: readonly Feedback[] = ['signedUp', 'alreadySignedUp', 'queued'];

/**
 * The sign-ups made on this page, by target: a shopper who picks another size and comes back
 * finds their thanks, not an empty form inviting a second sign-up.
 */
const answered = new Map<string, { feedback: Feedback; email: string }>();
/** Tests: as if the page had just loaded. */
export function forgetStockAlertAnswersForTests(): void {
  answered.clear();
}

const targetKey = (target: StockAlertTarget) =>
  target.packageId === undefined
    ? `sku:${String(target.skuId)}`
    : `package:${String(target.packageId)}`;

/**
 * "Varsle meg når den er på lager" beside a sold-out size or package: an address (the logged-in
 * shopper's filled in), checked by the shop's one rule before sending; then the answer, or,
 * offline, the promise that it is sent when the network returns. What was typed stays on error.
 * Loaded only where something is sold out (React.lazy in the product page).
 */
export default function StockAlertForm({ target, sizeName }: StockAlertFormProps) {
  const { t } = useTranslation('details', { keyPrefix: 'stockAlert' });
  const signUp = useStockAlertSignUp();
  const shopperEmail = useShopperEmail();
  const inputId = useId();
  const messageId = useId();
  const headingId = useId();
  const earlier = answered.get(targetKey(target));
  // Until the shopper types, the account's address (it may arrive after the first render).
  const [typed, setEmail] = useState<string | null>(earlier?.email ?? null);
  const email = typed ?? shopperEmail;
  const [feedback, setFeedback] = useState<Feedback>(earlier?.feedback ?? null);
  const [isBusy, setIsBusy] = useState(false);
  const isInvalid = feedback === 'required' || feedback === 'EMAIL_INVALID';
  const isDone = feedback !== null && OK.includes(feedback);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFeedback(problem);
    if (problem) return;
    setIsBusy(true);
    const result = await signUp(email, target);
    setIsBusy(false);
    setFeedback(result);
    if (OK.includes(result)) answered.set(targetKey(target), { feedback: result, email });
  };

  const what = sizeName ? t('whatSize', { size: sizeName }) : t('whatItem');
  const message =
    feedback === null
      ? ''
      : feedback === 'signedUp'
        ? t('success', { email: email.trim(), what })
        : feedback === 'alreadySignedUp'
          ? t('already', { email: email.trim(), what })
          : feedback === 'queued'
            ? t('queued')
            : t(`errors.${feedback}`);

  return (
    <form
      className="stock-alert"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={headingId} className="stock-alert__heading">
        {t('heading')}
      </h2>
      {isDone ? null : (
        <>
          <p className="stock-alert__intro">{t('intro', { what })}</p>
          <label htmlFor={inputId} className="stock-alert__label">
            {t('email')}
          </label>
          <div className="stock-alert__row">
            <EmailInput
              id={inputId}
              value={email}
              describedBy={messageId}
              isInvalid={isInvalid}
              onChange={setEmail}
              onChecked={setFeedback}
            />
            <Button type="submit" variant="secondary" isLoading={isBusy}>
              {t('submit')}
            </Button>
          </div>
        </>
      )}
      <p
        id={messageId}
        className={`stock-alert__message stock-alert__message--${isDone ? 'ok' : 'error'}`}
        role={isDone ? 'status' : 'alert'}
      >
        {message}
      </p>
    </form>
  );
}
