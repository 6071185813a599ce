import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { CustomerTypeChoice } from './customer-type-cookie';
import { choiceFor, useCustomerTypeChoice } from './use-customer-type-choice';

interface CustomerTypeToggleProps {
  /** The channel's customer types with their vat flags (Channel.configuration.customerTypes). */
  types: readonly CustomerTypeChoice[];
  className?: string;
  /**
   * A logged-in account's type: shown as 'Logget inn som Bedrift · eks. mva.' and not
   * switchable (the account's type decides, the spec's 'cannot switch').
   */
  lockedTo?: string | null;
}

/** Private or business customer (top bar and footer); none when the channel has one type. */
export function CustomerTypeToggle({ types, className, lockedTo }: CustomerTypeToggleProps) {
  const { t } = useTranslation('common');
  const { type, vatIncluded, chooseType } = useCustomerTypeChoice();
  if (lockedTo)
    return (
      <p
        className={`customer-type-locked ${className ?? ''}`.trim()}
        data-testid="customer-type-locked"
      >
        {t('customerType.loggedInAs')}{' '}
        <strong>{t(`customerType.CUSTOMER_TYPE_${lockedTo as CustomerTypeChoice['type']}`)}</strong>
        {' · '}
        {vatIncluded ? t('vat.INC_VAT') : t('vat.EX_VAT')}
      </p>
    );
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
