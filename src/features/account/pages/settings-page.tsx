import { useApolloClient, useQuery } from '@apollo/client';
import { formatOrgNumber } from '@shared/validation/org-number';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import {
  AccountSettingsDocument,
  UpdateAccountSettingsDocument,
  type AccountSettingsFieldsFragment,
} from '@/graphql/generated/operations';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { usePostcodeCity } from '@/lib/address/use-postcode-city';
import { announce } from '@/lib/a11y/announce';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { useMarketCountry } from '@/lib/market/use-market-shipping';
import { deliveryCountry, DELIVERY_COUNTRIES } from '@shared/validation/contact';
import { AccountField } from '../account-field';
import { NewPasswordForm } from '../account-forms';
import { emailProblem, requiredProblem } from '../account-rules';
import { authErrorText } from '../auth-error-text';
import * as accountSession from '../account-session';
import * as session from '../session';
import { useSessionContext } from '../use-session-context';
import { AccountShell } from './account-shell';
import {
  checkSettingsForm,
  settingsFormOf,
  settingsInputOf,
  type SettingsForm,
  type SettingsFieldCode,
} from './settings-form';

/** /min-konto/innstillinger: name, e-mail, addresses, phone, newsletter, password, delete. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { data, loading } = useQuery(AccountSettingsDocument, { fetchPolicy: 'cache-and-network' });
  // The form starts from the server's answer, not a copy kept on the device that may be older
  // (offline, the copy is all there is).
  const isFresh = !loading || (typeof navigator !== 'undefined' && !navigator.onLine);
  const account = isFresh ? data?.me : undefined;
  return (
    <AccountShell tab="settings" title={t('pages.settings.title')}>
      <VerifiedNotice email={account?.email ?? null} />
      {account ? (
        <div className="account-settings">
          <ProfileSection key={account.id} account={account} />
          <EmailSection account={account} />
          <section className="account-card" aria-labelledby="settings-password">
            <h2 id="settings-password">{t('changePassword')}</h2>
            <PasswordSection />
          </section>
          <DeleteSection />
        </div>
      ) : loading || data?.me ? (
        <div className="account-page__loading">
          <Spinner size={28} />
        </div>
      ) : (
        <p className="account-form__error" role="alert">
          {t('errors.GENERIC')}
        </p>
      )}
    </AccountShell>
  );
}

/**
 * The confirmation link of a mail lands here with ?verifyKey=…: the logged-in account confirms
 * with a press (a mail scanner that follows links confirms nothing, and an address someone else
 * put on their account is not confirmed by its owner's click on another account). ?verified=1
 * or 0 says how it went.
 */
function VerifiedNotice({ email }: { email: string | null }) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const languageId = LANGUAGE_IDS[useLocale()];
  const client = useApolloClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const key = params.get('verifyKey');
  const verified = params.get('verified');
  if (key !== null) {
    const confirm = async () => {
      setState('busy');
      const outcome = await accountSession.confirmEmail(key, languageId);
      if (outcome === 'failed') {
        setState('failed');
        return;
      }
      setState('idle');
      const next = new URLSearchParams(params);
      next.delete('verifyKey');
      next.set('verified', outcome === 'verified' ? '1' : '0');
      setParams(next, { replace: true });
      // The account's badge and the orders that join it with the address.
      if (outcome === 'verified') await client.refetchQueries({ include: 'active' });
    };
    return (
      <div
        className="account-card account-verify"
        role="region"
        aria-label={t('pages.settings.confirmTitle')}
      >
        <p>{t('pages.settings.confirmAsk', { email: email ?? '' })}</p>
        {state === 'failed' ? (
          <p className="account-form__error" role="alert">
            {t('errors.GENERIC')}
          </p>
        ) : null}
        <Button isLoading={state === 'busy'} onClick={() => void confirm()}>
          {t('pages.settings.confirmButton')}
        </Button>
      </div>
    );
  }
  if (verified === null) return null;
  return verified === '1' ? (
    <p className="account-form__success" role="status">
      {t('pages.settings.verified')}
    </p>
  ) : (
    <p className="account-form__error" role="alert">
      {t('pages.settings.verifyFailed')}
    </p>
  );
}

function ProfileSection({ account }: { account: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  // A new address starts in the shopper's market's country (Sverige: a Swedish one).
  const marketCountry = deliveryCountry(useMarketCountry()) ?? 'NO';
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(account, marketCountry));
  const [errors, setErrors] = useState<Partial<Record<string, SettingsFieldCode>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const isBusiness = account.organizationId !== null;

  const set = (field: keyof SettingsForm, value: string | boolean) => {
    setSaved(false);
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  // A Norwegian postcode fills its town, as at the checkout (the shop knows the register).
  usePostcodeCity(form.billingZip, form.billingCountry, (city) => set('billingCity', city));
  usePostcodeCity(form.shippingZip, form.shippingCountry, (city) => set('shippingCity', city));
  // A postcode's error names its address's country's form (five digits in Sweden).
  const contextOf = (field: keyof SettingsForm): string | undefined => {
    const kind = field === 'billingZip' ? 'billing' : field === 'shippingZip' ? 'shipping' : null;
    return kind && form[`${kind}Country`] === 'SE' ? 'se' : undefined;
  };
  const bind = (field: keyof SettingsForm) => {
    const code = errors[field];
    return {
      value: String(form[field]),
      onValue: (value: string) => set(field, value),
      error: code ? t(`pages.settings.fieldErrors.${code}`, { context: contextOf(field) }) : null,
    };
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkSettingsForm(form, isBusiness);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // To the first field that needs fixing (the button may be a screen below it).
      const element = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() =>
        element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setLoading(true);
    client
      .mutate({
        mutation: UpdateAccountSettingsDocument,
        variables: { input: settingsInputOf(form, isBusiness), languageId: LANGUAGE_IDS[locale] },
      })
      .finally(() => setLoading(false))
      .then(() => {
        setSaved(true);
        announce(t('pages.settings.saved'));
      })
      .catch((error: unknown) => {
        const fields = fieldErrorsOf(error);
        if (fields) setErrors(fields);
        setFailure(
          fields
            ? t('pages.settings.checkFields')
            : navigator.onLine
              ? t('errors.GENERIC')
              : t('errors.OFFLINE'),
        );
      });
  };

  return (
    <section className="account-card" aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('pages.settings.profile')}</h2>
      <form className="account-form account-settings__form" noValidate onSubmit={submit}>
        {isBusiness ? (
          <div className="account-settings__business">
            <Icon name="info" size={20} />
            <p>
              {t('pages.settings.business', {
                organizationId: formatOrgNumber(account.organizationId ?? ''),
              })}
            </p>
          </div>
        ) : null}
        <div className="account-settings__row">
          <AccountField
            label={t('pages.settings.firstName')}
            autoComplete="given-name"
            name="firstName"
            {...bind('firstName')}
          />
          <AccountField
            label={t('pages.settings.lastName')}
            autoComplete="family-name"
            name="lastName"
            {...bind('lastName')}
          />
        </div>
        {isBusiness ? (
          <AccountField
            label={t('pages.settings.companyName')}
            autoComplete="organization"
            name="companyName"
            {...bind('companyName')}
          />
        ) : null}
        <AccountField
          label={t('pages.settings.phone')}
          autoComplete="tel"
          inputMode="tel"
          name="phone"
          hint={t('pages.settings.phoneHint')}
          {...bind('phone')}
        />
        <AddressFieldset
          kind="billing"
          legend={t('pages.settings.billingAddress')}
          bind={bind}
          country={form.billingCountry}
          onCountry={(country) => set('billingCountry', country)}
        />
        <label className="account-form__check">
          <input
            type="checkbox"
            checked={form.hasShipping}
            onChange={(event) => set('hasShipping', event.target.checked)}
          />
          {t('pages.settings.otherDelivery')}
        </label>
        {form.hasShipping ? (
          <AddressFieldset
            kind="shipping"
            legend={t('pages.settings.shippingAddress')}
            bind={bind}
            country={form.shippingCountry}
            onCountry={(country) => set('shippingCountry', country)}
          />
        ) : null}
        <label className="account-form__check">
          <input
            type="checkbox"
            name="newsletter"
            checked={form.newsletter}
            onChange={(event) => set('newsletter', event.target.checked)}
          />
          {t('pages.settings.newsletter')}
        </label>
        {failure ? (
          <p className="account-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        {saved ? (
          <p className="account-form__success" role="status">
            {t('pages.settings.saved')}
          </p>
        ) : null}
        <Button type="submit" size="l" isLoading={loading}>
          {t('pages.settings.save')}
        </Button>
      </form>
    </section>
  );
}

/** VALIDATION_FAILED's fields as the form names them; null for any other error. */
function fieldErrorsOf(error: unknown): Partial<Record<string, SettingsFieldCode>> | null {
  const graphQLErrors = (error as { graphQLErrors?: { extensions?: Record<string, unknown> }[] })
    .graphQLErrors;
  const first = graphQLErrors?.[0]?.extensions;
  if (first?.code !== 'VALIDATION_FAILED' || !Array.isArray(first.fields)) return null;
  const names: Record<string, string> = {
    'addresses.billing.addressLine1': 'billingLine1',
    'addresses.billing.addressLine2': 'billingLine2',
    'addresses.billing.zip': 'billingZip',
    'addresses.billing.city': 'billingCity',
    'addresses.shipping.addressLine1': 'shippingLine1',
    'addresses.shipping.addressLine2': 'shippingLine2',
    'addresses.shipping.zip': 'shippingZip',
    'addresses.shipping.city': 'shippingCity',
  };
  const found: Partial<Record<string, SettingsFieldCode>> = {};
  for (const item of first.fields as { field: string; code: SettingsFieldCode }[])
    found[names[item.field] ?? item.field] = item.code;
  return found;
}

function EmailSection({ account }: { account: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: requiredProblem(password) };
    setProblems(found);
    if (found.email || found.password) return;
    setIsBusy(true);
    setFailure(null);
    void accountSession.changeEmail(context, { email, password }).then((result) => {
      setIsBusy(false);
      if (!result.ok) {
        setFailure(
          result.error.code === 'WRONG_PASSWORD'
            ? t('errors.WRONG_PASSWORD')
            : authErrorText(t, result.error),
        );
        return;
      }
      setIsOpen(false);
      setPassword('');
      setChanged(true);
    });
  };
  return (
    <section className="account-card" aria-labelledby="settings-email">
      <h2 id="settings-email">{t('pages.settings.email')}</h2>
      <p className="account-settings__email">
        <strong data-testid="settings-email">{account.email}</strong>
        <span
          className={`account-badge ${account.emailVerified ? 'account-badge--ok' : 'account-badge--wait'}`}
        >
          {account.emailVerified
            ? t('pages.settings.emailVerified')
            : t('pages.settings.emailUnverified')}
        </span>
      </p>
      {account.emailVerified ? null : (
        <p className="account-muted">{t('pages.settings.emailVerifyHint')}</p>
      )}
      {changed ? (
        <p className="account-form__success" role="status">
          {t('pages.settings.emailChanged')}
        </p>
      ) : null}
      <OpenableForm
        isOpen={isOpen}
        onOpen={() => setIsOpen(true)}
        onCancel={() => setIsOpen(false)}
        icon="mail"
        openLabel={t('pages.settings.changeEmail')}
        submitLabel={t('pages.settings.saveEmail')}
        isBusy={isBusy}
        onSubmit={submit}
      >
        <AccountField
          label={t('pages.settings.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={problems.email ? t(`errors.${problems.email as 'required'}`) : null}
        />
        <AccountField
          label={t('currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={problems.password ? t('errors.required') : null}
        />
        {failure ? (
          <p className="account-form__error" role="alert">
            {failure}
          </p>
        ) : null}
      </OpenableForm>
    </section>
  );
}

function PasswordSection() {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const [changed, setChanged] = useState(false);
  return (
    <>
      {changed ? (
        <p className="account-form__success" role="status">
          {t('passwordChanged')}
        </p>
      ) : null}
      <NewPasswordForm
        withCurrent
        submitLabel={t('changePasswordSubmit')}
        onSubmit={async (values) => {
          setChanged(false);
          const outcome = await session.changePassword(context, values);
          // The spec logs the shopper out here: this page goes, so the reason is told where
          // they land.
          if (!outcome.ok && outcome.error.code === 'WRONG_PASSWORD_LOGGED_OUT')
            showSnackbar({ message: authErrorText(t, outcome.error), tone: 'warning' });
          return outcome;
        }}
        onDone={() => setChanged(true)}
      />
    </>
  );
}

function DeleteSection() {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(t('errors.required'));
      return;
    }
    setIsBusy(true);
    setProblem(null);
    void accountSession.deleteAccount(context, password).then((result) => {
      setIsBusy(false);
      if (result.ok) {
        announce(t('pages.settings.deleted'), { isShown: true });
        return;
      }
      setProblem(
        result.error.code === 'WRONG_PASSWORD'
          ? t('errors.WRONG_PASSWORD')
          : authErrorText(t, result.error),
      );
    });
  };
  return (
    <section className="account-card account-card--danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('pages.settings.deleteTitle')}</h2>
      <p>{t('pages.settings.deleteIntro')}</p>
      <OpenableForm
        isOpen={isOpen}
        onOpen={() => setIsOpen(true)}
        onCancel={() => setIsOpen(false)}
        icon="trash"
        openLabel={t('pages.settings.delete')}
        submitLabel={t('pages.settings.deleteConfirm')}
        isBusy={isBusy}
        onSubmit={submit}
        isDanger
      >
        <AccountField
          label={t('currentPassword')}
          type="password"
          name="delete-password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={problem}
        />
      </OpenableForm>
    </section>
  );
}

/**
 * A settings change behind its button: the button opens the form, which sends the change or is
 * put away again with Cancel. A dangerous one's submit says so in red, with the button's icon.
 */
function OpenableForm({
  isOpen,
  onOpen,
  onCancel,
  icon,
  openLabel,
  submitLabel,
  isBusy,
  onSubmit,
  isDanger = false,
  children,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onCancel: () => void;
  icon: IconName;
  openLabel: string;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (event: SyntheticEvent) => void;
  isDanger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  if (!isOpen)
    return (
      <Button variant="secondary" onClick={onOpen}>
        <Icon name={icon} size={20} />
        {openLabel}
      </Button>
    );
  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="account-settings__actions">
        <Button
          type="submit"
          className={isDanger ? 'button--danger' : undefined}
          isLoading={isBusy}
        >
          {isDanger ? <Icon name={icon} size={20} /> : null}
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('pages.settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** What `bind` hands an AccountField: its value, its setter and its error text. */
interface BoundField {
  value: string;
  onValue: (value: string) => void;
  error: string | null;
}

/**
 * A billing or delivery address: the same fields, named and autocompleted for its kind, in
 * Norway or Sweden (its postcode follows the country).
 */
function AddressFieldset({
  kind,
  legend,
  bind,
  country,
  onCountry,
}: {
  kind: 'billing' | 'shipping';
  legend: string;
  bind: (field: keyof SettingsForm) => BoundField;
  country: string;
  onCountry: (country: string) => void;
}) {
  const { t } = useTranslation('account');
  const countryId = useId();
  return (
    <fieldset className="account-settings__fieldset">
      <legend>{legend}</legend>
      <div className="account-field">
        <label htmlFor={countryId} className="account-field__label">
          {t('pages.settings.country')}
        </label>
        <div className="account-field__control">
          <select
            id={countryId}
            name={`${kind}Country`}
            autoComplete={`${kind} country`}
            value={country}
            onChange={(event) => onCountry(event.target.value)}
          >
            {DELIVERY_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`pages.settings.countries.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AccountField
        label={t('pages.settings.addressLine1')}
        autoComplete={`${kind} address-line1`}
        name={`${kind}Line1`}
        {...bind(`${kind}Line1`)}
      />
      <AccountField
        label={t('pages.settings.addressLine2')}
        autoComplete={`${kind} address-line2`}
        name={`${kind}Line2`}
        {...bind(`${kind}Line2`)}
      />
      <div className="account-settings__row account-settings__row--zip">
        <AccountField
          label={t('pages.settings.zip')}
          autoComplete={`${kind} postal-code`}
          inputMode="numeric"
          maxLength={country === 'SE' ? 6 : 4}
          name={`${kind}Zip`}
          {...bind(`${kind}Zip`)}
        />
        <AccountField
          label={t('pages.settings.city')}
          autoComplete={`${kind} address-level2`}
          name={`${kind}City`}
          {...bind(`${kind}City`)}
        />
      </div>
    </fieldset>
  );
}
