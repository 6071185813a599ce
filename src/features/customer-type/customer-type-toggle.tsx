import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { CUSTOMER_TYPES } from '@/config/constants';
import { customerTypeChosen, selectCustomerType } from './customer-type-slice';

/** Private or business customer (spec section 2, top bar and footer). */
export function CustomerTypeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCustomerType);
  return (
    <SegmentedControl
      className={className}
      label={t('customerType.label')}
      options={CUSTOMER_TYPES.map(({ type }) => ({
        value: type,
        label: t(`customerType.CUSTOMER_TYPE_${type}`),
      }))}
      value={current}
      onChange={(type) => dispatch(customerTypeChosen(type))}
    />
  );
}
