import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkuModel } from '../model/product-detail-model';
import './sku-chips.css';

interface SkuChipsProps {
  skus: readonly SkuModel[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Variant choice as a radio group, shown when a product has more than one sku. */
export function SkuChips({ skus, selectedId, onSelect }: SkuChipsProps) {
  const { t } = useTranslation('product');
  const name = useId();
  if (skus.length < 2) return null;
  return (
    <fieldset className="sku-chips">
      <legend>{t('variants')}</legend>
      <div className="sku-chips__options">
        {skus.map((sku) => (
          <label
            key={sku.id}
            className={`sku-chip${sku.stock.kind === 'out' ? ' sku-chip--out' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={sku.id}
              checked={selectedId === sku.id}
              onChange={() => onSelect(sku.id)}
            />
            <span>{sku.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
