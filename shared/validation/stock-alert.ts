// A back-in-stock sign-up (issue 16 point 4): an address and exactly one sold-out size (sku) or
// package to hear about. The form checks it before sending, the server again.
import { isValidEmail, normaliseEmail } from './email.js';

export interface StockAlertInput {
  email: string;
  skuId?: number | null;
  packageId?: number | null;
}

export type StockAlertProblem = 'EMAIL_INVALID' | 'STOCK_ALERT_TARGET';

const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647;

/** The first thing wrong with a sign-up, or null. */
export function stockAlertProblem(input: StockAlertInput): StockAlertProblem | null {
  if (!isValidEmail(normaliseEmail(input.email))) return 'EMAIL_INVALID';
  const targets = [input.skuId, input.packageId].filter((id) => id !== null && id !== undefined);
  if (targets.length !== 1 || !targets.every(isId)) return 'STOCK_ALERT_TARGET';
  return null;
}

/** setStock's stock: a whole number of units from 0 to a million. */
export const MAX_STOCK = 1_000_000;
export const isValidStock = (stock: number): boolean =>
  Number.isSafeInteger(stock) && stock >= 0 && stock <= MAX_STOCK;
