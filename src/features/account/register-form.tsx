import { useEffect, useState } from 'react';
import { forgetRegisterPrefill, registerPrefill } from '@/lib/account/register-prefill';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { isValidOrgNumber } from '@shared/validation/org-number';
import { AccountField } from './account-field';
import {
  AccountFormTag,
  EMAIL,
  FormError,
  NEW_PASSWORD,
  REPEAT_PASSWORD,
  useBind,
  useSubmit,
} from './account-forms';
import { emailProblem, matchProblem, passwordProblem, type FieldProblem } from './account-rules';
import * as session from './session';
import { useAccountForm } from './use-account-form';
import { useSessionContext } from './use-session-context';

// The create-account frame of the panel (its own module: the business fields' rules load with
// the panel, never with the pages the account's shared forms are part of).

/** A business account's organisation number: 9 digits with a valid MOD11 check digit. */
export function organizationProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  return isValidOrgNumber(value) ? null : 'ORGANIZATION_ID_INVALID';
}

/** A business account's company name: 1-100 characters. */
export function companyProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  return value.trim().length <= 100 ? null : 'COMPANY_NAME_INVALID';
}

export function RegisterForm({
  onDone,
  customerTypes = [],
  chosenType,
}: {
  onDone: () => void;
  /** The channel's types: a business one (shown without VAT) adds organisation and company. */
  customerTypes?: readonly { type: string; vatIncluded: boolean }[];
  /** The type the shopper chose in the shop (the top bar): the form starts as it. */
  chosenType?: string;
}) {
  const { t } = useTranslation('account');
  const context = useSessionContext();
  const businessType = customerTypes.find((option) => !option.vatIncluded)?.type ?? null;
  // An offer after an order fills what the order said (once: lib/account/register-prefill).
  const [prefill] = useState(registerPrefill);
  useEffect(forgetRegisterPrefill, []);
  const [isBusiness, setIsBusiness] = useState(
    businessType !== null && (prefill ? prefill.business !== null : chosenType === businessType),
  );
  const form = useAccountForm(
    {
      email: prefill?.email ?? '',
      password: '',
      repeat: '',
      organizationId: prefill?.business?.organizationId ?? '',
      companyName: prefill?.business?.companyName ?? '',
    },
    {
      email: (v) => emailProblem(v.email),
      password: (v) => passwordProblem(v.password),
      repeat: (v) => matchProblem(v.repeat, v.password),
      organizationId: (v) => (isBusiness ? organizationProblem(v.organizationId) : null),
      companyName: (v) => (isBusiness ? companyProblem(v.companyName) : null),
    },
  );
  const submit = useSubmit();
  const bind = useBind(form);
  return (
    <AccountFormTag
      form={form}
      onValid={() => {
        const business =
          isBusiness && businessType
            ? {
                customerType: businessType,
                organizationId: form.values.organizationId,
                companyName: form.values.companyName.trim(),
              }
            : null;
        void submit
          .run(() => session.register(context, { ...form.values, business }))
          .then((ok) => {
            if (!ok) return;
            // The panel closes: say what happened, and that a confirmation mail is on its way.
            showSnackbar({
              tone: 'success',
              message: t('registered', { email: form.values.email.trim() }),
            });
            onDone();
          });
      }}
    >
      <p className="account-form__intro">{t('registerIntro')}</p>
      {businessType ? (
        <fieldset className="account-form__types">
          <legend>{t('customerType.label')}</legend>
          {[false, true].map((business) => (
            <label key={String(business)} className="account-form__type">
              <input
                type="radio"
                name="customer-type"
                checked={isBusiness === business}
                onChange={() => setIsBusiness(business)}
              />
              {business ? t('customerType.COMPANY') : t('customerType.PERSON')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {isBusiness ? (
        <>
          <p className="account-form__intro">{t('businessIntro')}</p>
          <AccountField
            label={t('organizationId')}
            name="organization-id"
            inputMode="numeric"
            autoComplete="off"
            hint={t('organizationIdHint')}
            {...bind('organizationId')}
          />
          <AccountField
            label={t('companyName')}
            name="organization"
            autoComplete="organization"
            {...bind('companyName')}
          />
        </>
      ) : null}
      <AccountField label={t('email')} {...EMAIL} {...bind('email')} />
      <AccountField
        label={t('password')}
        {...NEW_PASSWORD}
        hint={t('passwordHint')}
        {...bind('password')}
      />
      <AccountField label={t('repeatPassword')} {...REPEAT_PASSWORD} {...bind('repeat')} />
      <FormError text={submit.error} />
      <Button type="submit" size="l" isLoading={submit.isBusy}>
        {t('register')}
      </Button>
    </AccountFormTag>
  );
}
