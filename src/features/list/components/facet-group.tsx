import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './facet-group.css';

export interface FacetGroupOption {
  key: string;
  label: string;
  count: number;
  selected: boolean;
  depth?: number;
}

interface FacetGroupProps {
  title: string;
  options?: readonly FacetGroupOption[];
  onToggle?: (key: string) => void;
  isOpen?: boolean;
  /** Instead of options (the price range). */
  children?: ReactNode;
}

const VISIBLE_OPTIONS = 8;

/** One filter as a collapsible group of checkboxes with the API's counts. */
export function FacetGroup({
  title,
  options = [],
  onToggle,
  isOpen = false,
  children,
}: FacetGroupProps) {
  const { t } = useTranslation('listing');
  const [showAll, setShowAll] = useState(false);
  const selectedCount = options.filter((option) => option.selected).length;
  const visible =
    showAll || options.length <= VISIBLE_OPTIONS + 2 ? options : options.slice(0, VISIBLE_OPTIONS);
  return (
    <details className="facet-group" open={isOpen || selectedCount > 0} aria-label={title}>
      <summary className="facet-group__title">
        {title}
        {selectedCount > 0 ? <span className="facet-group__badge">{selectedCount}</span> : null}
      </summary>
      <div className="facet-group__body">
        {children}
        {options.length > 0 ? (
          <ul role="list" className="facet-group__options">
            {visible.map((option) => (
              <li key={option.key} style={{ paddingLeft: `${(option.depth ?? 0) * 1.25}rem` }}>
                <label className="facet-option">
                  <input
                    type="checkbox"
                    checked={option.selected}
                    disabled={option.count === 0 && !option.selected}
                    onChange={() => onToggle?.(option.key)}
                  />
                  <span className="facet-option__label">{option.label}</span>
                  <span className="facet-option__count" aria-hidden="true">
                    {option.count}
                  </span>
                  <span className="visually-hidden">
                    {t('filters.optionCount', { count: option.count })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {visible.length < options.length || showAll ? (
          <button type="button" className="facet-group__more" onClick={() => setShowAll(!showAll)}>
            {showAll ? t('filters.showLess') : t('filters.showAll', { count: options.length })}
          </button>
        ) : null}
      </div>
    </details>
  );
}
