// What the shopper's choice of type or VAT display does beyond the state, loaded on the first
// choice rather than with the start page.
import { pushShopEvent } from '@/lib/analytics/push-event';
import { broadcastCustomerTypeChange } from './customer-type-broadcast';
import { writeCustomerTypeCookies, type CustomerTypeChoice } from './customer-type-cookie';

/** Keeps the choice in the cookies, shows it in every tab, pushes customer-type:change. */
export function shareCustomerTypeChoice(choice: CustomerTypeChoice): void {
  writeCustomerTypeCookies(choice);
  broadcastCustomerTypeChange(choice);
  pushShopEvent('customer-type:change', {
    customerType: choice.type,
    vatIncluded: choice.vatIncluded,
  });
}
