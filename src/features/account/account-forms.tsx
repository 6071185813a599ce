import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AccountField } from './account-field';
import { emailProblem, matchProblem, passwordProblem, requiredProblem } from './account-rules';
import type { AuthResult } from './auth-api';
import { authErrorText } from './auth-error-text';
import * as session from './session';
import { useAccountForm } from './use-account-form';
import { useSessionContext } from './use-session-context';

/** The form's submit state: busy while the call runs, then the refusal's text if any. */
export function useSubmit() {
  const { t } = useTranslation('account');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    isBusy,
    error,
    async run(call: () => Promise<AuthResult<null>>): Promise<boolean> {
      setIsBusy(true);
      setError(null);
      const result = await call();
      setIsBusy(false);
      if (!result.ok) setError(authErrorText(t, result.error));
      return result.ok;
    },
  };
}

export function FormError({ text }: { text: string | null }) {
  return (
    <p className="account-form__error" role="alert">
      {text}
    </p>
  );
}

/**
 * The forms' element: checks every field on submit and goes on only when all pass; otherwise
 * the first field in error takes the focus.
 */
export function AccountFormTag({
  form,
  onValid,
  children,
}: {
  form: { validate: () => boolean };
  onValid: () => void;
  children: ReactNode;
}) {
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (form.validate()) {
      onValid();
      return;
    }
    // As the checkout does: the first field in error takes the focus, its message read with it.
    const element = event.currentTarget;
    requestAnimationFrame(() =>
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

type AccountForm<F extends string> = ReturnType<typeof useAccountForm<F>>;

/** A field's value, its two handlers and its problem in words, for an AccountField. */
export function useBind<F extends string>(form: AccountForm<F>) {
  const { t } = useTranslation('account');
  return (field: F) => {
    const found = form.problems[field];
    return {
      value: form.values[field],
      onValue: (value: string) => form.set(field, value),
      onBlur: () => form.leave(field),
      error: found ? t(`errors.${found}`) : null,
    };
  };
}

// The browser's autofill and keyboard hints of the fields the forms share.
export const EMAIL = {
  type: 'email',
  name: 'email',
  autoComplete: 'username',
  inputMode: 'email',
} as const;
export const NEW_PASSWORD = {
  type: 'password',
  name: 'new-password',
  autoComplete: 'new-password',
} as const;
export const REPEAT_PASSWORD = {
  type: 'password',
  name: 'repeat-password',
  autoComplete: 'new-password',
} as const;

export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const form = useAccountForm(
    { email: '', password: '' },
    { email: (v) => emailProblem(v.email), password: (v) => requiredProblem(v.password) },
  );
  const [remember, setRemember] = useState(false);
  const submit = useSubmit();
  const bind = useBind(form);
  return (
    <AccountFormTag
      form={form}
      onValid={() => {
        void submit
          .run(() => session.login(context, { ...form.values, remember }))
          .then((ok) => ok && onDone());
      }}
    >
      <AccountField label={t('email')} {...EMAIL} {...bind('email')} />
      <AccountField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <div className="account-form__row">
        <label className="account-form__check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('remember')}
        </label>
        <button type="button" className="account-form__link" onClick={onForgot}>
          {t('forgotLink')}
        </button>
      </div>
      <FormError text={submit.error} />
      <Button type="submit" size="l" isLoading={submit.isBusy}>
        {t('login')}
      </Button>
    </AccountFormTag>
  );
}

export function ForgotForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const form = useAccountForm({ email: initialEmail }, { email: (v) => emailProblem(v.email) });
  const submit = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const bind = useBind(form);
  if (sentTo)
    return (
      <p className="account-form__success" role="status">
        {t('forgotSent', { email: sentTo })}
      </p>
    );
  return (
    <AccountFormTag
      form={form}
      onValid={() => {
        const email = form.values.email.trim();
        void submit
          .run(() => session.requestReset(context, email))
          .then((ok) => ok && setSentTo(email));
      }}
    >
      <p className="account-form__intro">{t('forgotIntro')}</p>
      <AccountField label={t('email')} {...EMAIL} {...bind('email')} />
      <FormError text={submit.error} />
      <Button type="submit" size="l" isLoading={submit.isBusy}>
        {t('forgotSubmit')}
      </Button>
    </AccountFormTag>
  );
}

/** New password twice; used by the reset page and, with the current password, by the account. */
export function NewPasswordForm({
  withCurrent,
  submitLabel,
  onSubmit,
  onDone,
}: {
  withCurrent: boolean;
  submitLabel: string;
  onSubmit: (values: { current: string; next: string }) => Promise<AuthResult<null>>;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const form = useAccountForm(
    { current: '', password: '', repeat: '' },
    {
      current: (v) => (withCurrent ? requiredProblem(v.current) : null),
      password: (v) => passwordProblem(v.password),
      repeat: (v) => matchProblem(v.repeat, v.password),
    },
  );
  const submit = useSubmit();
  const bind = useBind(form);
  return (
    <AccountFormTag
      form={form}
      onValid={() => {
        void submit
          .run(() => onSubmit({ current: form.values.current, next: form.values.password }))
          .then((ok) => {
            if (!ok) return;
            form.reset();
            onDone();
          });
      }}
    >
      {withCurrent ? (
        <AccountField
          label={t('currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          {...bind('current')}
        />
      ) : null}
      <AccountField
        label={t('newPassword')}
        {...NEW_PASSWORD}
        hint={t('passwordHint')}
        {...bind('password')}
      />
      <AccountField label={t('repeatPassword')} {...REPEAT_PASSWORD} {...bind('repeat')} />
      <FormError text={submit.error} />
      <Button type="submit" size="l" isLoading={submit.isBusy}>
        {submitLabel}
      </Button>
    </AccountFormTag>
  );
}
