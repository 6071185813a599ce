import { BASE_CURRENCY, formatMoney } from '@shared/money/format';
import { toOre } from '@shared/money/vat';

/**
 * Kroner the way the API formats its prices ("1 249,-", or "1 249,50"; in another market's
 * currency "1 187 SEK": shared/money/format.ts), for the few amounts the client computes itself
 * (a package's parts added up).
 */
export function formatKroner(kroner: number, currencyCode: string = BASE_CURRENCY): string {
  return formatMoney(toOre(kroner), currencyCode);
}
