import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import { useDocumentHead } from '@/lib/use-document-head';
import { selectIsLoggedIn } from '../auth-slice';
import * as accountSession from '../account-session';
import * as session from '../session';
import { useSessionContext } from '../use-session-context';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import '../account.css';
import './account-pages.css';

export type AccountTab = 'orders' | 'settings' | 'balance';

const TABS: { id: AccountTab; path: string; icon: IconName }[] = [
  { id: 'orders', path: 'min-konto/bestillinger', icon: 'box' },
  { id: 'settings', path: 'min-konto/innstillinger', icon: 'user' },
  { id: 'balance', path: 'min-konto/saldo', icon: 'card' },
];

type LoginTokenState =
  | { kind: 'ready' | 'trying' | 'refused' }
  | { kind: 'asking'; email: string; adopt: () => void; decline: () => void };

/**
 * A `loginToken` in the address (the guard let the visitor through for it): whose account it
 * opens is asked first, and only a yes makes it this device's login (a link someone sent could
 * otherwise log a visitor into the sender's account, where what they save or order is the
 * sender's to see). Then it is dropped from the address; one that does not count, or a no,
 * sends the visitor to the index like the guard would.
 */
function useLoginToken(): LoginTokenState {
  const data = useLoaderData<{ loginToken?: string | null } | undefined>();
  const token = data?.loginToken ?? null;
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const context = useSessionContext();
  const [, setParams] = useSearchParams();
  const [state, setState] = useState<LoginTokenState>({
    kind: token && !isLoggedIn ? 'trying' : 'ready',
  });
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    const drop = () =>
      setParams(
        (params) => {
          params.delete('loginToken');
          return params;
        },
        { replace: true },
      );
    if (isLoggedIn) {
      drop();
      return;
    }
    void accountSession.loginTokenEmail(token).then((email) => {
      if (email === null) {
        setState({ kind: 'refused' });
        drop();
        return;
      }
      setState({
        kind: 'asking',
        email,
        adopt: () => {
          setState({ kind: 'trying' });
          void accountSession.adoptLoginToken(context, token).then((result) => {
            setState({ kind: result.ok ? 'ready' : 'refused' });
            drop();
          });
        },
        decline: () => {
          setState({ kind: 'refused' });
          drop();
        },
      });
    });
  }, [token, isLoggedIn, context, setParams]);
  return state;
}

function LogoutButton() {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const [isLeaving, setIsLeaving] = useState(false);
  return (
    <Button
      variant="ghost"
      isLoading={isLeaving}
      onClick={() => {
        setIsLeaving(true);
        void session.logout(context).then((pending) => {
          if (pending) showSnackbar({ message: t('logoutPending'), tone: 'warning' });
        });
      }}
    >
      {t('logout')}
    </Button>
  );
}

/**
 * The frame of every account page: its heading, the tabs (orders, settings, balance) and the
 * page. A visitor who is no longer logged in (logged out in another tab, the account deleted, the
 * session ended) is sent to the index, as the guard would.
 */
export function AccountShell({
  tab,
  title,
  children,
}: {
  tab: AccountTab;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const token = useLoginToken();
  useDocumentHead({ title: t('common:pageTitle', { title }), noIndex: true });
  const navigate = useNavigate();
  const isWaiting = token.kind === 'trying' || token.kind === 'asking';
  const isOut = !isLoggedIn || token.kind === 'refused';
  useEffect(() => {
    if (!isWaiting && isOut) void navigate(localePath('', locale), { replace: true });
  }, [isWaiting, isOut, navigate, locale]);

  if (token.kind === 'asking')
    return (
      <div className="account-page container">
        <div
          className="account-card account-login-token"
          role="alertdialog"
          aria-labelledby="login-token-ask"
        >
          <p id="login-token-ask">{t('loginToken.ask', { email: token.email })}</p>
          <div className="account-settings__actions">
            <Button onClick={token.adopt}>{t('loginToken.confirm', { email: token.email })}</Button>
            <Button variant="ghost" onClick={token.decline}>
              {t('loginToken.cancel')}
            </Button>
          </div>
        </div>
      </div>
    );
  if (token.kind === 'trying')
    return (
      <div className="account-page container account-page--loading">
        <Spinner size={32} />
      </div>
    );
  if (isOut) return null;

  return (
    <div className="account-page container" data-testid="account-page">
      <header className="account-page__head">
        <div>
          <p className="account-page__eyebrow">{t('pages.myAccount')}</p>
          <h1>{title}</h1>
        </div>
        <LogoutButton />
      </header>
      <nav className="account-page__tabs" aria-label={t('pages.myAccount')}>
        {TABS.map((item) => (
          <Link
            key={item.id}
            to={localePath(item.path, locale)}
            className="account-page__tab"
            aria-current={item.id === tab ? 'page' : undefined}
          >
            <Icon name={item.icon} size={20} />
            {t(`pages.tabs.${item.id}`)}
          </Link>
        ))}
      </nav>
      <div className="account-page__body">{children}</div>
    </div>
  );
}
