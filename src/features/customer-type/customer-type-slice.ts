import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CUSTOMER_TYPES, DEFAULT_CUSTOMER_TYPE, type CustomerTypeId } from '@/config/constants';

interface CustomerTypeState {
  type: CustomerTypeId;
  /** Prices shown including VAT; follows the type's vat flag, and the footer toggle. */
  vatIncluded: boolean;
}

const vatOf = (type: CustomerTypeId) =>
  CUSTOMER_TYPES.find((candidate) => candidate.type === type)?.vatIncluded ?? true;

const initialState: CustomerTypeState = {
  type: DEFAULT_CUSTOMER_TYPE,
  vatIncluded: vatOf(DEFAULT_CUSTOMER_TYPE),
};

export const customerTypeSlice = createSlice({
  name: 'customerType',
  initialState,
  reducers: {
    customerTypeChosen(state, action: PayloadAction<CustomerTypeId>) {
      state.type = action.payload;
      state.vatIncluded = vatOf(action.payload);
    },
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
