import { use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import { ForgotForm, NewPasswordForm } from './account-forms';
import { resetCheckCall } from './auth-api';
import * as session from './session';
import { useSessionContext } from './use-session-context';
import './account.css';

/**
 * /account/reset-password?key=…: the link of the reset mail. The key works once and for an hour; an
 * expired or used one says so and offers a new link at once (the spec: 'reset key expired, request
 * a new one').
 */
export function ResetPasswordPage() {
  use(namespacesReady(useLocale(), ['account']));
  const { t } = useTranslation(['account', 'common']);
  const context = useSessionContext();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'expired'>(key ? 'form' : 'expired');
  // A used or expired link says so as it opens, before a new password is typed twice. Only a
  // clear 410 counts: offline or a refusal for too many tries leaves the form (the reset says).
  useEffect(() => {
    if (!key) return undefined;
    let isLive = true;
    void resetCheckCall(key).then((answer) => {
      if (isLive && !answer.ok && answer.error.code === 'RESET_KEY_EXPIRED') setState('expired');
    });
    return () => {
      isLive = false;
    };
  }, [key]);
  useDocumentHead({ title: t('common:pageTitle', { title: t('reset.pageTitle') }), noIndex: true });
  // Done: the form that was scrolled to goes, so the message comes into view (and takes the
  // focus, where the pressed button was).
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state !== 'done') return;
    doneRef.current?.scrollIntoView({ block: 'center' });
    doneRef.current?.focus({ preventScroll: true });
  }, [state]);

  return (
    <div className="reset-page container">
      <div className="reset-page__card">
        <h1>{t('reset.heading')}</h1>
        {state === 'done' ? (
          <>
            <p className="account-form__success" role="status" ref={doneRef} tabIndex={-1}>
              {t('reset.done')}
            </p>
            <AppLink to="" className={buttonClassName('primary', 'l')}>
              {t('reset.toShop')}
            </AppLink>
          </>
        ) : state === 'expired' ? (
          <>
            <p className="account-form__error" role="alert">
              {key ? t('errors.RESET_KEY_EXPIRED') : t('reset.missingKey')}
            </p>
            <h2 className="reset-page__again">{t('reset.askAgain')}</h2>
            <ForgotForm />
          </>
        ) : (
          <>
            <p>{t('reset.intro')}</p>
            <NewPasswordForm
              withCurrent={false}
              submitLabel={t('reset.submit')}
              onSubmit={async ({ next }) => {
                const result = await session.resetPassword(context, { key, password: next });
                if (!result.ok && result.error.code === 'RESET_KEY_EXPIRED') setState('expired');
                return result;
              }}
              onDone={() => setState('done')}
            />
          </>
        )}
      </div>
    </div>
  );
}
