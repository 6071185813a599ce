import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCustomerTypeChoice } from './use-customer-type-choice';

/**
 * Prices including or excluding VAT (footer), whatever the customer type; none while logged in
 * (`isLocked`): the account's type decides, and the customer-type line says which.
 */
export function VatToggle({
  className,
  isLocked = false,
}: {
  className?: string;
  isLocked?: boolean;
}) {
  const { t } = useTranslation('common');
  const { vatIncluded, chooseVat } = useCustomerTypeChoice();
  if (isLocked) return null;
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
