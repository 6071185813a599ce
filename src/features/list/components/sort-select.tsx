import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@/graphql/generated/operations';
import './sort-select.css';

interface SortSelectProps {
  sorts: readonly ProductSort[];
  /** The list's sort: the chosen one, else its default. */
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const sort = sorts.find((candidate) => candidate === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
