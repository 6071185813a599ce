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

export function Button({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${buttonClassName(variant, size)} ${className ?? ''}`.trim()}
      disabled={disabled ?? isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <Spinner size={18} /> : null}
      {children}
    </button>
  );
}
