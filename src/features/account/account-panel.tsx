import { useQuery } from '@apollo/client';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { MeDocument } from '@/graphql/generated/operations';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import { Link } from 'react-router-dom';
import { ForgotForm, LoginForm, NewPasswordForm } from './account-forms';
import { RegisterForm } from './register-form';
import { registerPrefill } from '@/lib/account/register-prefill';
import { selectIsLoggedIn } from './auth-slice';
import * as session from './session';
import { useSessionContext } from './use-session-context';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import './account.css';

type Frame = 'login' | 'register' | 'forgot';

function LoggedIn({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const context = useSessionContext();
  const { data } = useQuery(MeDocument, { fetchPolicy: 'cache-and-network' });
  const [isChanging, setIsChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  return (
    <div className="account-panel__account">
      <div className="account-panel__who">
        <span className="account-panel__avatar" aria-hidden="true">
          <Icon name="user" size={22} />
        </span>
        <p>
          {t('loggedInAs')}
          <br />
          <strong data-testid="account-email">{data?.me?.email ?? '…'}</strong>
        </p>
      </div>
      <nav className="account-panel__links" aria-label={t('pages.myAccount')}>
        {(
          [
            ['min-konto/bestillinger', 'myOrders', 'box'],
            ['min-konto/innstillinger', 'settingsLink', 'user'],
            ['min-konto/saldo', 'balanceLink', 'card'],
          ] as const
        ).map(([path, label, icon]) => (
          <Link
            key={path}
            to={localePath(path, locale)}
            className="account-panel__link"
            onClick={onClose}
          >
            <Icon name={icon} size={20} />
            {t(label)}
            <Icon name="chevronRight" size={18} />
          </Link>
        ))}
      </nav>
      {changed ? (
        <p className="account-form__success" role="status">
          {t('passwordChanged')}
        </p>
      ) : null}
      {isChanging ? (
        <section className="account-panel__section" aria-labelledby="account-change-password">
          <h3 id="account-change-password">{t('changePassword')}</h3>
          <NewPasswordForm
            withCurrent
            submitLabel={t('changePasswordSubmit')}
            onSubmit={(values) => session.changePassword(context, values)}
            onDone={() => {
              setIsChanging(false);
              setChanged(true);
            }}
          />
        </section>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setChanged(false);
            setIsChanging(true);
          }}
        >
          <Icon name="lock" size={20} />
          {t('changePassword')}
        </Button>
      )}
      <Button
        variant="ghost"
        isLoading={isLeaving}
        onClick={() => {
          setIsLeaving(true);
          void session.logout(context).then((pending) => {
            setIsLeaving(false);
            onClose();
            if (pending) showSnackbar({ message: t('logoutPending'), tone: 'warning' });
          });
        }}
      >
        {t('logout')}
      </Button>
    </div>
  );
}

/** The channel's customer types with their VAT flags (Channel.configuration.customerTypes). */
export interface CustomerTypeOption {
  type: string;
  vatIncluded: boolean;
}

interface AccountPanelProps {
  isOpen: boolean;
  onClose: () => void;
  customerTypes?: readonly CustomerTypeOption[];
  /** The type the shopper chose: the create-account frame starts as it. */
  chosenType?: string;
}

function AccountPanelBody({ isOpen, onClose, customerTypes = [], chosenType }: AccountPanelProps) {
  use(namespacesReady(useLocale(), ['account']));
  const { t } = useTranslation(['account', 'common']);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Every opening starts on the login frame (the spec: "account with login frame"), unless a
  // "create an account" offer opened it (an order just placed: lib/account/register-prefill).
  const firstFrame = (): Frame => (registerPrefill() ? 'register' : 'login');
  const [frame, setFrame] = useState<Frame>(firstFrame);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [opening, setOpening] = useState(0);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFrame(firstFrame());
      setOpening(opening + 1);
    }
  }
  const title = isLoggedIn
    ? t('panelTitleAccount')
    : frame === 'register'
      ? t('panelTitleRegister')
      : frame === 'forgot'
        ? t('panelTitleForgot')
        : t('panelTitle');
  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      closeLabel={t('common:close')}
      side="right"
    >
      <div className="account-panel">
        {isLoggedIn ? (
          <LoggedIn onClose={onClose} />
        ) : frame === 'forgot' ? (
          <>
            <ForgotForm />
            <button type="button" className="account-form__link" onClick={() => setFrame('login')}>
              <Icon name="arrowLeft" size={18} />
              {t('backToLogin')}
            </button>
          </>
        ) : (
          <>
            <div className="account-panel__switch" role="group" aria-label={t('tabs.label')}>
              {(['login', 'register'] as const).map((id) => (
                <button
                  key={id}
                  type="button"
                  className="account-panel__switch-button"
                  aria-pressed={frame === id}
                  onClick={() => setFrame(id)}
                >
                  {t(`tabs.${id}`)}
                </button>
              ))}
            </div>
            {frame === 'login' ? (
              <LoginForm onDone={onClose} onForgot={() => setFrame('forgot')} />
            ) : (
              <RegisterForm
                key={opening}
                onDone={onClose}
                customerTypes={customerTypes}
                chosenType={chosenType}
              />
            )}
            <p className="account-panel__trust">
              <Icon name="shield" size={18} />
              {t('trust')}
            </p>
          </>
        )}
      </div>
    </Panel>
  );
}

/** The account panel: login and create-account frames, or the account. */
export default function AccountPanel(props: AccountPanelProps) {
  return <AccountPanelBody {...props} />;
}
