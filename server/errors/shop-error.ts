import type { CartErrorCode } from '../generated/resolvers.js';

/**
 * An error the shopper can act on: its code reaches the client as extensions.code (plus the
 * details) so the client shows its own localised text. Any other error is a bug (masked).
 */
export class ShopError extends Error {
  constructor(
    readonly code: CartErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ShopError';
  }

  toJSON(): StoredShopError {
    return { code: this.code, message: this.message, details: this.details };
  }

  static from(stored: StoredShopError): ShopError {
    return new ShopError(stored.code, stored.message, stored.details);
  }
}

export interface StoredShopError {
  code: CartErrorCode;
  message: string;
  details: Record<string, unknown>;
}
