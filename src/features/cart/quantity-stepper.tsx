import { useId } from 'react';

interface QuantityStepperProps {
  value: number;
  max?: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** − value + (never below 1, never above max). */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const clamp = (next: number) => Math.max(1, max === undefined ? next : Math.min(max, next));
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={increaseLabel}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
