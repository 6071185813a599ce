import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The message to show, already localised. */
  error?: string | null;
  hint?: string;
  type?: 'email' | 'password' | 'text';
}

/** Eye and eye-with-slash, drawn like the shop's other icons (24×24 strokes). */
function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <path d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />
      {isOpen ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A labelled input with its hint and error. A password field has a button that shows and hides
 * what was typed (the spec: "Password field hidden/shown").
 */
export function AccountField({
  label,
  value,
  onValue,
  error,
  hint,
  type = 'text',
  className,
  ...input
}: AccountFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={`account-field ${error ? 'account-field--error' : ''} ${className ?? ''}`.trim()}
    >
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <div className="account-field__control">
        <input
          {...input}
          id={id}
          type={isPassword && isShown ? 'text' : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {isPassword ? (
          <button
            type="button"
            className="account-field__reveal"
            aria-label={isShown ? t('hidePassword') : t('showPassword')}
            aria-pressed={isShown}
            aria-controls={id}
            onClick={() => setIsShown(!isShown)}
          >
            <EyeIcon isOpen={isShown} />
          </button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
