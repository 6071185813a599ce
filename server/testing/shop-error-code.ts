import { ShopError } from '../errors/shop-error.js';

/** The ShopError code `run` throws, or null when it returns; any other error is thrown on. */
export function shopErrorCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ShopError) return error.code;
    throw error;
  }
}
