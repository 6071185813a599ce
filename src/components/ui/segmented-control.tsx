import { useId } from 'react';
import './segmented-control.css';

interface SegmentedControlProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Show the label before the options instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A small radio group drawn as joined buttons (customer type, VAT display). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  showLabel = false,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={`segmented ${className ?? ''}`.trim()}>
      <legend className={showLabel ? 'segmented__legend' : 'visually-hidden'}>{label}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
