// Norwegian fødselsnummer: DDMMYY + individual number (3) + two mod-11 control digits.
// D-numbers add 40 to the day. The individual number gives the century.
import { isRealDate } from './dates.js';

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function control(digits: readonly number[], weights: readonly number[]): number | null {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const k = (11 - (sum % 11)) % 11;
  return k === 10 ? null : k;
}

function century(individual: number, yy: number): number | null {
  if (individual <= 499) return 1900;
  if (individual <= 749 && yy >= 54) return 1800;
  if (individual >= 500 && yy <= 39) return 2000;
  if (individual >= 900 && yy >= 40) return 1900;
  return null;
}

/** The two control digits for the first nine digits, or null when no valid number has them. */
export function fodselsnummerControls(nine: string): string | null {
  const digits = Array.from(nine, Number);
  const k1 = control(digits, K1);
  if (k1 === null) return null;
  const k2 = control([...digits, k1], K2);
  return k2 === null ? null : `${k1}${k2}`;
}

export function isValidFodselsnummer(input: string): boolean {
  const fnr = input.replace(/\s/g, '');
  if (!/^\d{11}$/.test(fnr)) return false;
  if (fodselsnummerControls(fnr.slice(0, 9)) !== fnr.slice(9)) return false;
  let day = Number(fnr.slice(0, 2));
  if (day > 40) day -= 40; // D-number
  const month = Number(fnr.slice(2, 4));
  const yy = Number(fnr.slice(4, 6));
  const base = century(Number(fnr.slice(6, 9)), yy);
  return base !== null && isRealDate(base + yy, month, day);
}
