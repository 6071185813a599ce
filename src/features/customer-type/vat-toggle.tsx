import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCustomerTypeChoice } from './use-customer-type-choice';

/** Prices including or excluding VAT (footer), whatever the customer type. */
export function VatToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { vatIncluded, chooseVat } = useCustomerTypeChoice();
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
      onChange={(choice) => chooseVat(choice === 'INC_VAT')}
    />
  );
}
