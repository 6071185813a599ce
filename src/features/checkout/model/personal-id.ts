// Mirrors server/validation/personal-id.ts (placeOrder checks the same rule).
import { isValidFodselsnummer } from './fodselsnummer';
import { isValidSwedishId } from './personal-id-se';

/** A personal id the checkout accepts: a Norwegian fødselsnummer/D-number or a Swedish one. */
export function isValidPersonalId(input: string, today = new Date()): boolean {
  const compact = input.replace(/\s/g, '');
  return /^\d{11}$/.test(compact)
    ? isValidFodselsnummer(compact)
    : isValidSwedishId(compact, today);
}
