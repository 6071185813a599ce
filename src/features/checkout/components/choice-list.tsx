import { useState, type ReactNode } from 'react';

interface ChoiceListProps<T extends { id: string }> {
  /** The radio group's name. */
  name: string;
  /** Names the group for screen readers. */
  legend: string;
  options: readonly T[];
  /** The option the server has stored, or null. */
  selectedId: string | null;
  /** Stores a choice (`detail`: a pickup point of the option); throws when that fails. */
  onSelect: (optionId: string, detail: string | null) => Promise<void>;
  /** Shown when the shopper tried to pay without a choice. */
  requiredText: string | null;
  /** Shown when storing a choice failed. */
  errorText: string;
  /** The label's content after the radio: logo, name, price, detail. */
  renderLabel: (option: T) => ReactNode;
  /** Shown under the chosen option; `select` stores it again with a detail. */
  renderChosen?: (
    option: T,
    state: { isBusy: boolean; select: (detail: string | null) => void },
  ) => ReactNode;
}

/**
 * Options to choose one of (shipping, payment): the shopper's choice shows at once, before the
 * server has stored it; a failure says so and the stored choice shows again.
 */
export function ChoiceList<T extends { id: string }>({
  name,
  legend,
  options,
  selectedId,
  onSelect,
  requiredText,
  errorText,
  renderLabel,
  renderChosen,
}: ChoiceListProps<T>) {
  const [isBusy, setIsBusy] = useState(false);
  const [hasError, setHasError] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const chosenId = pendingId ?? selectedId;

  const select = async (optionId: string, detail: string | null) => {
    setIsBusy(true);
    setHasError(false);
    setPendingId(optionId);
    try {
      await onSelect(optionId, detail);
    } catch {
      setHasError(true);
    } finally {
      setPendingId(null);
      setIsBusy(false);
    }
  };

  return (
    <div className="choice-list" aria-busy={isBusy || undefined}>
      <fieldset className="choice-list__group">
        <legend className="visually-hidden">{legend}</legend>
        {options.map((option) => {
          const isChosen = option.id === chosenId;
          return (
            <div key={option.id} className={`choice ${isChosen ? 'choice--selected' : ''}`.trim()}>
              <label className="choice__label">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={isChosen}
                  onChange={() => void select(option.id, null)}
                />
                {renderLabel(option)}
              </label>
              {isChosen && renderChosen
                ? renderChosen(option, {
                    isBusy,
                    select: (detail) => void select(option.id, detail),
                  })
                : null}
            </div>
          );
        })}
      </fieldset>
      {requiredText !== null && !chosenId ? (
        <p className="field__error" role="alert">
          {requiredText}
        </p>
      ) : null}
      {hasError ? (
        <p className="field__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
