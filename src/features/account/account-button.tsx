import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { panelOpened, panelToggled } from '@/features/panels/panels-slice';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { useLocale } from '@/i18n/use-locale';
import { selectIsLoggedIn } from './auth-slice';
import { hasPendingLogout, onTokenRejected } from '@/lib/storage/auth-token';

/** Where the header takes a logged-in customer: their orders (the spec's account-orders route). */
export const ACCOUNT_ORDERS_PATH = 'min-konto/bestillinger';

/** An account page's address, in either language: the only place `?next=` may lead. */
const ACCOUNT_PAGE = /^(?:\/nn)?\/(?:min-konto|account)(?:\/[\w-]*)*(?:\?[^#\s]*)?$/;
/** The account page an account page's guard sent a visitor from (account-loader.ts). */
let afterLogin: string | null = null;

/**
 * The header's account action. A visitor gets a button that opens the account panel on its login
 * frame (also for `?action=login`, then on to the account page `next` names once logged in); a
 * logged-in customer gets a link straight to their orders, where the account pages' tabs lead
 * on to settings and balance and the logout is. A logged-in
 * customer's tab keeps its token fresh (the session code loads then, not on a visitor's start
 * page).
 */
export function AccountButton({ className }: { className?: string }) {
  const { t } = useTranslation('header');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const languageId = LANGUAGE_IDS[useLocale()];
  const action = params.get('action');

  useEffect(() => {
    if (action !== 'login') return;
    dispatch(panelOpened('account'));
    const next = params.get('next');
    if (next !== null && ACCOUNT_PAGE.test(next)) {
      afterLogin = next;
      // A mail's confirmation link, opened where nobody is logged in: what to do, at once (the
      // settings page asks to confirm once logged in), or that the link did not work.
      const query = new URLSearchParams(next.split('?')[1] ?? '');
      if (query.has('verifyKey')) showSnackbar({ message: t('emailVerifyLogin') });
      else if (query.get('verified') === '0')
        showSnackbar({ message: t('emailVerifyFailed'), tone: 'warning' });
      // Any other account page (an order e-mail's link): why the login panel opened.
      else showSnackbar({ message: t('loginToContinue') });
    }
    const rest = new URLSearchParams(params);
    rest.delete('action');
    rest.delete('next');
    setParams(rest, { replace: true });
  }, [action, params, setParams, dispatch, t]);

  // Sent here by an account page's guard: that page, once logged in.
  useEffect(() => {
    if (!isLoggedIn || afterLogin === null) return;
    const next = afterLogin;
    afterLogin = null;
    void navigate(next);
  }, [isLoggedIn, navigate]);

  // A logout made offline waits for the server (pending-logout.ts): sent at start and online.
  useEffect(() => {
    if (isLoggedIn || !hasPendingLogout()) return;
    void import('./pending-logout').then((pending) => pending.sendPendingLogouts());
  }, [isLoggedIn]);

  useEffect(() => {
    if (!isLoggedIn) return;
    void import('./session').then((session) => {
      session.keepSessionFresh({ dispatch, languageId });
    });
    // A request the server refused the token of: the session may have ended elsewhere.
    return onTokenRejected((token) => {
      void import('./session')
        .then((session) => session.checkRejectedToken({ dispatch, languageId }, token))
        .then((ended) => {
          if (ended) showSnackbar({ message: t('sessionEnded'), tone: 'warning' });
        });
    });
  }, [isLoggedIn, dispatch, languageId, t]);

  if (isLoggedIn)
    return (
      <AppLink to={ACCOUNT_ORDERS_PATH} className={className} data-testid="header-account-link">
        <Icon name="user" />
        {/* Logged in: a mark on the icon, as a phone shows no label to say so. */}
        <span className="header-action__dot" aria-hidden="true" />
        <span className="header-action__label">{t('accountLoggedIn')}</span>
      </AppLink>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch(panelToggled('account'))}
      aria-haspopup="dialog"
    >
      <Icon name="user" />
      <span className="header-action__label">{t('account')}</span>
    </button>
  );
}
