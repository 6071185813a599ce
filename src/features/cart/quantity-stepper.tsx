import { useId, useState, type KeyboardEvent } from 'react';

interface QuantityStepperProps {
  value: number;
  max?: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** Digits a shopper may type: enough for any stock, short enough to stay in the field. */
const MAX_DIGITS = 4;

/**
 * − value + (never below 1, never above max). The value can also be typed (20 spark plugs are
 * not 19 presses): it takes effect on Enter or when the field is left; what is not a number of
 * at least 1 puts the last quantity back, and a number above max becomes max.
 */
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
  // What the shopper is typing; null while they are not.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.max(1, max === undefined ? next : Math.min(max, next));
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed) || typed < 1) return;
    const next = clamp(typed);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Inside a form, Enter sets the quantity; it does not submit the form.
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    }
  };
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
      <input
        className="quantity-stepper__value"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-labelledby={id}
        value={draft ?? String(value)}
        disabled={disabled}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) =>
          setDraft(event.currentTarget.value.replace(/\D/g, '').slice(0, MAX_DIGITS))
        }
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
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
