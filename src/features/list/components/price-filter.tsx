import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { PriceFacet } from '@/lib/list-query/facets';
import type { PriceRange } from '@/lib/list-query/list-query';
import { priceView } from '../model/price-view';
import './price-filter.css';

interface PriceFilterProps {
  facet: PriceFacet;
  value: PriceRange | null;
  onApply: (range: PriceRange | null) => void;
}

const toNumber = (text: string): number | null => {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.round(value);
};

/**
 * From–to inputs in whole kroner, applied when submitted or when focus leaves the form (not on
 * every keystroke: each application is a new list). Give it a key that changes with `value`.
 */
export function PriceFilter({ facet, value, onApply }: PriceFilterProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  // Ex VAT for a business customer, like every price they see; the URL keeps prices with VAT.
  const view = priceView(useVatIncluded());
  const [min, setMin] = useState(value?.min == null ? '' : String(view.shown(value.min)));
  const [max, setMax] = useState(value?.max == null ? '' : String(view.shown(value.max)));

  const apply = () => {
    const typed = (text: string) => {
      const kroner = toNumber(text);
      return kroner === null ? null : view.stored(kroner);
    };
    let [low, high] = [typed(min), typed(max)];
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    if (low === (value?.min ?? null) && high === (value?.max ?? null)) return;
    onApply(low === null && high === null ? null : { min: low, max: high });
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) apply();
  };

  return (
    <form
      className="price-filter"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onBlur={onBlur}
    >
      <div className="price-filter__field">
        <label htmlFor={`${id}-min`}>{t('filters.priceMin')}</label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(view.shown(facet.min))}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
      </div>
      <span className="price-filter__dash" aria-hidden="true">
        –
      </span>
      <div className="price-filter__field">
        <label htmlFor={`${id}-max`}>{t('filters.priceMax')}</label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(view.shown(facet.max))}
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <button type="submit" className="price-filter__apply">
        {t('filters.priceApply')}
      </button>
    </form>
  );
}
