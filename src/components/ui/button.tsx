import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 's' | 'm' | 'l';

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'm',
): string {
  return `button button--${variant} button--${size}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  children: ReactNode;
}

/**
 * A button. While `isLoading` it takes no press but stays focusable (aria-disabled, not
 * disabled): a button that becomes disabled drops the keyboard focus to the page's body, and a
 * screen reader user who pressed "Legg i handlekurven" would lose their place.
 */
export function Button({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const isBusy = isLoading && disabled === undefined;
  return (
    <button
      {...rest}
      type={type}
      className={`${buttonClassName(variant, size)} ${className ?? ''}`.trim()}
      disabled={disabled}
      // A caller's own guard (the pay button's) holds while not busy.
      aria-disabled={isBusy ? true : rest['aria-disabled']}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        // A busy submit button must not send its form again either.
        if (isBusy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {isLoading ? <Spinner size={18} /> : null}
      {children}
    </button>
  );
}
