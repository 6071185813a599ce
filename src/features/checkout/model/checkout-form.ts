// The checkout form as data: its values, which fields apply, and each field's rule (the spec: all
// fields valid, terms accepted). The codes are the ones placeOrder answers in VALIDATION_FAILED, so
// a server error and a client error show the same text.
import type { CheckoutFieldErrorCode } from '@/graphql/generated/schema-enums';
import {
  isValidEmail,
  isValidPostcode,
  normaliseMobile,
  isValidPersonalId,
  normaliseBuyerOrgNumber,
  type DeliveryCountry,
} from './validators';

export type CustomerKind = 'PERSON' | 'COMPANY';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'careOf',
  'addressLine1',
  'addressLine2',
  'zip',
  'city',
  'entryCode',
  'mobile',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

const OPTIONAL_ADDRESS_FIELDS: readonly AddressField[] = ['careOf', 'addressLine2', 'entryCode'];
export const isOptionalAddressField = (field: AddressField) =>
  OPTIONAL_ADDRESS_FIELDS.includes(field);

export interface CheckoutValues {
  email: string;
  organizationId: string;
  companyName: string;
  identityNumber: string;
  billing: AddressValues;
  /** A separate delivery address (optional). */
  hasShippingAddress: boolean;
  shipping: AddressValues;
  message: string;
  /** Consent type -> checked. */
  consents: Record<string, boolean>;
  acceptTerms: boolean;
}

export type FieldName =
  | 'email'
  | 'organizationId'
  | 'companyName'
  | 'identityNumber'
  | `billingAddress.${AddressField}`
  | `shippingAddress.${AddressField}`
  | 'message'
  | 'acceptTerms';

/**
 * The schema's CheckoutFieldErrorCode (server/schema/checkout.graphql, through codegen): the
 * form's own checks give some of them, placeOrder any; each has a text under checkout's errors.
 */
export type FieldErrorCode = CheckoutFieldErrorCode;

export interface FormContext {
  customerType: CustomerKind;
  /** The chosen payment option asks a PERSON for a personal id (credit check). */
  needsPersonalId: boolean;
  /** The checkout market's country: addresses follow its rules. */
  country: DeliveryCountry;
}

/**
 * The i18next context of a field's texts in a country: Norway's are the plain keys, another
 * country's the same key with its suffix (errors.INVALID_ZIP_se), falling back to the plain one.
 */
export const countryContext = (country: DeliveryCountry): string | undefined =>
  country === 'NO' ? undefined : country.toLowerCase();

export const MAX_LENGTH = { address: 100, message: 500 } as const;

export const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  careOf: '',
  addressLine1: '',
  addressLine2: '',
  zip: '',
  city: '',
  entryCode: '',
  mobile: '',
});

export const emptyCheckoutValues = (): CheckoutValues => ({
  email: '',
  organizationId: '',
  companyName: '',
  identityNumber: '',
  billing: emptyAddress(),
  hasShippingAddress: false,
  shipping: emptyAddress(),
  message: '',
  consents: {},
  acceptTerms: false,
});

/** The fields that apply now, in the order the form shows them. */
export function activeFields(values: CheckoutValues, context: FormContext): FieldName[] {
  const fields: FieldName[] = ['email'];
  if (context.customerType === 'COMPANY') fields.push('organizationId', 'companyName');
  else if (context.needsPersonalId) fields.push('identityNumber');
  fields.push(...ADDRESS_FIELDS.map((field) => `billingAddress.${field}` as const));
  if (values.hasShippingAddress)
    fields.push(...ADDRESS_FIELDS.map((field) => `shippingAddress.${field}` as const));
  fields.push('message', 'acceptTerms');
  return fields;
}

export function fieldValue(values: CheckoutValues, field: FieldName): string | boolean {
  if (field.startsWith('billingAddress.'))
    return values.billing[field.slice('billingAddress.'.length) as AddressField];
  if (field.startsWith('shippingAddress.'))
    return values.shipping[field.slice('shippingAddress.'.length) as AddressField];
  return values[field as 'email' | 'organizationId' | 'companyName' | 'identityNumber'];
}

function addressRule(
  field: AddressField,
  value: string,
  country: DeliveryCountry,
): FieldErrorCode | null {
  const text = value.trim();
  if (!text) return isOptionalAddressField(field) ? null : 'REQUIRED';
  if (value.length > MAX_LENGTH.address) return 'TOO_LONG';
  if (field === 'zip' && !isValidPostcode(text, country)) return 'INVALID_ZIP';
  if (field === 'mobile' && !normaliseMobile(text, country)) return 'INVALID_MOBILE';
  return null;
}

/** The error of one field, or null when it is valid (or does not apply). */
export function validateField(
  field: FieldName,
  values: CheckoutValues,
  context: FormContext,
): FieldErrorCode | null {
  if (field === 'acceptTerms') return values.acceptTerms ? null : 'TERMS_NOT_ACCEPTED';
  if (field === 'message') return values.message.length > MAX_LENGTH.message ? 'TOO_LONG' : null;
  const [group, name] = field.split('.') as [string, AddressField | undefined];
  if (name)
    return addressRule(
      name,
      group === 'billingAddress' ? values.billing[name] : values.shipping[name],
      context.country,
    );
  const text = String(fieldValue(values, field)).trim();
  switch (field) {
    case 'email':
      return !text ? 'REQUIRED' : isValidEmail(text) ? null : 'INVALID_EMAIL';
    case 'organizationId':
      if (!text) return 'REQUIRED';
      // A company of either country the shop delivers to, whichever market it buys in.
      return normaliseBuyerOrgNumber(text) ? null : 'INVALID_ORGANIZATION_ID';
    case 'companyName':
      return text ? null : 'REQUIRED';
    case 'identityNumber':
      if (!text) return context.needsPersonalId ? 'REQUIRED' : null;
      return isValidPersonalId(text) ? null : 'INVALID_PERSONAL_ID';
    default:
      return null;
  }
}

export type FormErrors = Partial<Record<FieldName, FieldErrorCode>>;

/** Every error of the fields that apply now; an empty object means the form is valid. */
export function validateForm(values: CheckoutValues, context: FormContext): FormErrors {
  const errors: FormErrors = {};
  for (const field of activeFields(values, context)) {
    const error = validateField(field, values, context);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The values with one text field changed. */
export function withField(values: CheckoutValues, field: FieldName, value: string): CheckoutValues {
  if (field.startsWith('billingAddress.')) {
    const name = field.slice('billingAddress.'.length) as AddressField;
    return { ...values, billing: { ...values.billing, [name]: value } };
  }
  if (field.startsWith('shippingAddress.')) {
    const name = field.slice('shippingAddress.'.length) as AddressField;
    return { ...values, shipping: { ...values.shipping, [name]: value } };
  }
  if (field === 'acceptTerms') return { ...values, acceptTerms: value === 'true' };
  return { ...values, [field]: value };
}
