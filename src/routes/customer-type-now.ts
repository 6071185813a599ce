import { DEFAULT_CUSTOMER_TYPE } from '@/config/constants';
import { readCustomerTypeCookies } from '@/features/customer-type/customer-type-cookie';
import type { CustomerType } from '@/graphql/generated/operations';

/**
 * The shopper's customer type for a loader, which runs outside React: the cookies the
 * customer-type state is made from and that every choice writes (the page then reads the state
 * itself, and asks again if the two ever differ).
 */
export const customerTypeNow = (): CustomerType =>
  readCustomerTypeCookies()?.type ?? DEFAULT_CUSTOMER_TYPE;
