import { DEFAULT_CUSTOMER_TYPE } from '@/config/constants';
import type { CustomerType, GetWidgetAreaQueryVariables } from '@/graphql/generated/operations';

/**
 * The front page's area: the one area of family Frontpage (page type 'Front Page'). A module of
 * its own: the start page's loader, part of the first load, needs this and nothing else here.
 */
export const FRONT_PAGE_AREA: GetWidgetAreaQueryVariables = { family: 'Frontpage' };

/**
 * An area's variables for the shopper's customer type (the customer-type state): the server
 * leaves out widgets limited to other types. The default type (PERSON) is what the server
 * answers without one, so it is not sent: one cache entry, the one the prerendered shell and
 * the first visit's requests hold; a business type is sent and cached on its own.
 */
export function forCustomerType(
  variables: GetWidgetAreaQueryVariables,
  customerType: CustomerType,
): GetWidgetAreaQueryVariables {
  const { customerType: _previous, ...rest } = variables;
  return customerType === DEFAULT_CUSTOMER_TYPE ? rest : { ...rest, customerType };
}
