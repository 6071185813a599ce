import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CUSTOMER_TYPE } from '@/config/constants';
import { readCustomerTypeCookies, type CustomerTypeChoice } from './customer-type-cookie';

const defaultChoice: CustomerTypeChoice = { type: DEFAULT_CUSTOMER_TYPE, vatIncluded: true };

export const customerTypeSlice = createSlice({
  name: 'customerType',
  // The cookies, read once when the store is made: the first paint already shows the prices
  // the shopper chose. redux-persist's copy arrives later; where it lags behind the cookies
  // (a reload at once after a choice), the cookies win (store-persistence.ts).
  initialState: (): CustomerTypeChoice => readCustomerTypeCookies() ?? defaultChoice,
  reducers: {
    /** A type and its vat flag from the channel configuration (or another tab's whole choice). */
    customerTypeChosen(_state, action: PayloadAction<CustomerTypeChoice>) {
      return action.payload;
    },
    /** The footer's VAT toggle: prices with or without VAT, whatever the type. */
    vatDisplayChosen(state, action: PayloadAction<boolean>) {
      state.vatIncluded = action.payload;
    },
  },
  selectors: {
    selectCustomerType: (state) => state.type,
    selectVatIncluded: (state) => state.vatIncluded,
  },
});

export const { customerTypeChosen, vatDisplayChosen } = customerTypeSlice.actions;
export const { selectCustomerType, selectVatIncluded } = customerTypeSlice.selectors;
