import { isValidFodselsnummer } from './fodselsnummer.js';
import { isValidSwedishId } from './personal-id-se.js';

/** A personal id the checkout accepts: a Norwegian fødselsnummer/D-number or a Swedish one. */
export function isValidPersonalId(input: string, today = new Date()): boolean {
  const compact = input.replace(/\s/g, '');
  return /^\d{11}$/.test(compact)
    ? isValidFodselsnummer(compact)
    : isValidSwedishId(compact, today);
}

/** Kept on the order: the birth date only (the provider got the full id for its credit check). */
export function maskPersonalId(input: string): string {
  const compact = input.replace(/[\s+-]/g, '');
  const keep = compact.length === 11 ? 6 : compact.length - 4;
  return `${compact.slice(0, keep)}${'*'.repeat(compact.length - keep)}`;
}
