import type { Dispatch } from '@reduxjs/toolkit';
import { isCustomerType, type CustomerTypeChoice } from './customer-type-cookie';
import { customerTypeChosen } from './customer-type-slice';

/** Every open tab shows the same prices (and writes the same choice to IndexedDB). */
export const CUSTOMER_TYPE_CHANNEL = 'customer-type';

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CUSTOMER_TYPE_CHANNEL);
  return channel;
}

export function broadcastCustomerTypeChange(choice: CustomerTypeChoice): void {
  getChannel()?.postMessage({
    type: 'customer-type:change',
    customerType: choice.type,
    vatIncluded: choice.vatIncluded,
  });
}

function choiceOf(data: unknown): CustomerTypeChoice | null {
  const message = data as { type?: unknown; customerType?: unknown; vatIncluded?: unknown } | null;
  if (message?.type !== 'customer-type:change') return null;
  const { customerType, vatIncluded } = message;
  if (typeof customerType !== 'string' || !isCustomerType(customerType)) return null;
  if (typeof vatIncluded !== 'boolean') return null;
  return { type: customerType, vatIncluded };
}

/** Applies another tab's choice here; shares the sending channel, which never hears itself. */
export function listenForCustomerTypeChanges(dispatch: Dispatch): () => void {
  const shared = getChannel();
  if (!shared) return () => undefined;
  const listener = ({ data }: MessageEvent) => {
    const choice = choiceOf(data);
    if (choice) dispatch(customerTypeChosen(choice));
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
