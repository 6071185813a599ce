// What the shopper's choice of type or VAT display does beyond the state, loaded on the first
// choice rather than with the start page.
import { pushShopEvent } from '@/lib/analytics/push-event';
import { broadcastCustomerTypeChange } from './customer-type-broadcast';
import type { CustomerTypeChoice } from './customer-type-cookie';

/** Shows the choice in every tab and pushes customer-type:change (the store writes its cookies). */
export function shareCustomerTypeChoice(choice: CustomerTypeChoice): void {
  broadcastCustomerTypeChange(choice);
  pushShopEvent('customer-type:change', {
    customerType: choice.type,
    vatIncluded: choice.vatIncluded,
  });
}
