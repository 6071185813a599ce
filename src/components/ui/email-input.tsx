import { emailProblem, type EmailProblem } from '@shared/validation/email';

interface EmailInputProps {
  id: string;
  value: string;
  /** The field's message (its id): read with the field. */
  describedBy: string;
  /** The address broke the rule: marked invalid, and checked again on each keystroke. */
  isInvalid: boolean;
  className?: string;
  onChange: (value: string) => void;
  /** The shop's one e-mail rule (shared/validation/email.ts) checked: null when it holds. */
  onChecked: (problem: EmailProblem | null) => void;
}

/**
 * The e-mail field of the shop's sign-up forms (newsletter, stock alerts): required, checked
 * by the shared rule on blur once something is typed and on every keystroke once in error, so
 * the message goes away as soon as the address is right.
 */
export function EmailInput({
  id,
  value,
  describedBy,
  isInvalid,
  className,
  onChange,
  onChecked,
}: EmailInputProps) {
  return (
    <input
      id={id}
      className={className}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      value={value}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        onChange(event.target.value);
        if (isInvalid) onChecked(emailProblem(event.target.value));
      }}
      onBlur={() => {
        if (value !== '') onChecked(emailProblem(value));
      }}
    />
  );
}
