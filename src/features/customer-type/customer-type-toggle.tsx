import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { CustomerTypeChoice } from './customer-type-cookie';
import { choiceFor, useCustomerTypeChoice } from './use-customer-type-choice';

interface CustomerTypeToggleProps {
  /** The channel's customer types with their vat flags (Channel.configuration.customerTypes). */
  types: readonly CustomerTypeChoice[];
  className?: string;
}

/** Private or business customer (top bar and footer); none when the channel has one type. */
export function CustomerTypeToggle({ types, className }: CustomerTypeToggleProps) {
  const { t } = useTranslation('common');
  const { type, chooseType } = useCustomerTypeChoice();
  if (types.length < 2) return null;
  return (
    <SegmentedControl
      className={className}
      label={t('customerType.label')}
      options={types.map((option) => ({
        value: option.type,
        label: t(`customerType.CUSTOMER_TYPE_${option.type}`),
      }))}
      value={type}
      onChange={(chosen) => chooseType(choiceFor(types, chosen))}
    />
  );
}
