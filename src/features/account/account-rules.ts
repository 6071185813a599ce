// The account forms' rules (as the spec says): e-mail valid, password more than 6 characters, the
// two entries equal; every field required. Checked on submit, on blur, and on each keystroke
// once in error (the input kinds email, passwordStrength and passwordMatch).
import { PASSWORD_MIN_LENGTH } from './account-constants';
import { emailProblem } from '@/features/newsletter/email-rule';

export type FieldProblem =
  | 'required'
  | 'EMAIL_INVALID'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_MISMATCH'
  | 'ORGANIZATION_ID_INVALID'
  | 'COMPANY_NAME_INVALID';

export { emailProblem };

/** passwordStrength: at least PASSWORD_MIN_LENGTH (7) characters. */
export function passwordProblem(value: string): FieldProblem | null {
  if (value === '') return 'required';
  return value.length >= PASSWORD_MIN_LENGTH ? null : 'PASSWORD_TOO_SHORT';
}

/** A password that is only asked for (login, current password): required, nothing more. */
export const requiredProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : null;

/** passwordMatch: the repeat equals the first entry. */
export function matchProblem(value: string, first: string): FieldProblem | null {
  if (value === '') return 'required';
  return value === first ? null : 'PASSWORD_MISMATCH';
}
