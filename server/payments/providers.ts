import type { Db } from '../db/types.js';
import { sandboxPickupPoints, type PickupPointProvider } from '../shipping/pickup-points.js';
import type { PaymentProvider } from './provider.js';
import { sandboxPaymentProvider } from './sandbox-provider.js';

/** The outside services checkout talks to. */
export interface ShopProviders {
  payments: PaymentProvider;
  pickupPoints: PickupPointProvider;
}

/** PAYMENT_PROVIDER's values: the providers this build can talk to. */
export const PAYMENT_PROVIDER_IDS = ['sandbox'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

/**
 * The embedded defaults: nothing leaves this machine. `callbackSecret` signs the sandbox's
 * callbacks (PAYMENT_CALLBACK_SECRET; a random one per process without it).
 */
export function sandboxProviders(db: Db, callbackSecret?: string): ShopProviders {
  return {
    payments: sandboxPaymentProvider(db, { secret: callbackSecret }),
    pickupPoints: sandboxPickupPoints(),
  };
}
