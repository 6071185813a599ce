import { useMutation } from '@apollo/client';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmNewsletterSignUpDocument } from '@/graphql/generated/operations';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import './confirm-page.css';
import { graphqlErrorCode } from '@/lib/graphql-error-code';

type State = 'ask' | 'done' | 'invalid' | 'failed';

/**
 * /nyhetsbrev/bekreft?key=…: the newsletter's double opt-in. The sign-up is confirmed by a press,
 * not by opening the page: mail scanners open links, and an address must not join the list
 * because its mail was scanned. A used or old link says so and points to the sign-up again.
 */
export function NewsletterConfirmPage() {
  use(namespacesReady(useLocale(), ['info']));
  const { t } = useTranslation(['info', 'common']);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [state, setState] = useState<State>(key ? 'ask' : 'invalid');
  const [confirmKey, { loading }] = useMutation(ConfirmNewsletterSignUpDocument);
  useDocumentHead({
    title: t('common:pageTitle', { title: t('newsletterConfirm.pageTitle') }),
    noIndex: true,
  });

  const press = async () => {
    try {
      const { data } = await confirmKey({ variables: { key } });
      setState(data?.confirmNewsletterSignUp ? 'done' : 'failed');
    } catch (error) {
      setState(graphqlErrorCode(error) === 'NEWSLETTER_KEY_INVALID' ? 'invalid' : 'failed');
    }
  };

  return (
    <div className="newsletter-confirm container">
      <div className="newsletter-confirm__card">
        <h1>{t('newsletterConfirm.heading')}</h1>
        {state === 'done' ? (
          <>
            <p className="newsletter-confirm__done" role="status">
              {t('newsletterConfirm.done')}
            </p>
            <AppLink to="" className={buttonClassName('primary', 'l')}>
              {t('newsletterConfirm.toShop')}
            </AppLink>
          </>
        ) : state === 'invalid' ? (
          <>
            <p className="newsletter-confirm__error" role="alert">
              {t('newsletterConfirm.invalid')}
            </p>
            <AppLink to="" className={buttonClassName('secondary', 'l')}>
              {t('newsletterConfirm.toShop')}
            </AppLink>
          </>
        ) : (
          <>
            <p>{t('newsletterConfirm.intro')}</p>
            {state === 'failed' ? (
              <p className="newsletter-confirm__error" role="alert">
                {t('newsletterConfirm.failed')}
              </p>
            ) : null}
            <Button size="l" isLoading={loading} onClick={() => void press()}>
              {t('newsletterConfirm.submit')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
