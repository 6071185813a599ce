import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  broadcastCustomerTypeChange,
  CUSTOMER_TYPE_CHANNEL,
  listenForCustomerTypeChanges,
} from './customer-type-broadcast';
import { customerTypeSlice } from './customer-type-slice';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('customer type across tabs', () => {
  it("applies another tab's choice and ignores what is no choice this shop makes", async () => {
    const tab = configureStore({ reducer: { customerType: customerTypeSlice.reducer } });
    const stop = listenForCustomerTypeChanges(tab.dispatch);
    const other = new BroadcastChannel(CUSTOMER_TYPE_CHANNEL);
    other.postMessage({ type: 'customer-type:change', customerType: 'ADMIN', vatIncluded: false });
    other.postMessage({ type: 'customer-type:change', customerType: 'COMPANY', vatIncluded: 'no' });
    await settle();
    expect(tab.getState().customerType).toEqual({ type: 'PERSON', vatIncluded: true });
    other.postMessage({
      type: 'customer-type:change',
      customerType: 'COMPANY',
      vatIncluded: false,
    });
    await settle();
    expect(tab.getState().customerType).toEqual({ type: 'COMPANY', vatIncluded: false });
    stop();
    other.close();
  });

  it('sends the whole choice to the other tabs', async () => {
    const other = new BroadcastChannel(CUSTOMER_TYPE_CHANNEL);
    const heard: unknown[] = [];
    other.onmessage = (event: MessageEvent) => heard.push(event.data);
    broadcastCustomerTypeChange({ type: 'COMPANY', vatIncluded: true });
    await settle();
    other.close();
    expect(heard).toEqual([
      { type: 'customer-type:change', customerType: 'COMPANY', vatIncluded: true },
    ]);
  });
});
