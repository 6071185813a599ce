import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stockTone } from '../model/stock-state';
import type { SkuModel } from '../model/sku-model';
import './size-picker.css';

interface SizePickerProps {
  skus: readonly SkuModel[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The group's name, e.g. "Velg størrelse" or a package part's name. */
  legend: string;
  isLegendHidden?: boolean;
}

/** Sizes (skus) as a radio group, each with its own stock dot; shown for two or more. */
export function SizePicker({
  skus,
  selectedId,
  onSelect,
  legend,
  isLegendHidden = false,
}: SizePickerProps) {
  const { t } = useTranslation('product');
  const name = useId();
  if (skus.length < 2) return null;
  return (
    <fieldset className="size-picker">
      <legend className={isLegendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="size-picker__options">
        {skus.map((sku) => {
          const tone = stockTone(sku.stock);
          return (
            <label key={sku.id} className={`size-option size-option--${tone}`}>
              <input
                type="radio"
                name={name}
                value={sku.id}
                checked={selectedId === sku.id}
                onChange={() => onSelect(sku.id)}
              />
              <span className="size-option__box">
                <span className="size-option__dot" aria-hidden="true" />
                {sku.name}
                {tone === 'out' ? <span className="visually-hidden">{t('stock.out')}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
