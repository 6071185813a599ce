import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { selectVatIncluded, vatDisplayChosen } from './customer-type-slice';

/** Prices including or excluding VAT (spec section 2, footer). */
export function VatToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const vatIncluded = useAppSelector(selectVatIncluded);
  return (
    <SegmentedControl
      className={className}
      label={t('vat.label')}
      showLabel
      options={[
        { value: 'INC_VAT', label: t('vat.INC_VAT') },
        { value: 'EX_VAT', label: t('vat.EX_VAT') },
      ]}
      value={vatIncluded ? 'INC_VAT' : 'EX_VAT'}
      onChange={(choice) => dispatch(vatDisplayChosen(choice === 'INC_VAT'))}
    />
  );
}
