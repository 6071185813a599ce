import type { Db } from '../db/types.js';
import { sandboxPickupPoints, type PickupPointProvider } from '../shipping/pickup-points.js';
import type { PaymentProvider } from './provider.js';
import { sandboxPaymentProvider } from './sandbox-provider.js';

/** The outside services checkout talks to. */
export interface ShopProviders {
  payments: PaymentProvider;
  pickupPoints: PickupPointProvider;
}

/** The embedded defaults: nothing leaves this machine. */
export function sandboxProviders(db: Db): ShopProviders {
  return { payments: sandboxPaymentProvider(db), pickupPoints: sandboxPickupPoints() };
}
