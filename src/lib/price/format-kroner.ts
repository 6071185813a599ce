import { formatOre } from '@shared/money/format';
import { toOre } from '@shared/money/vat';

/**
 * Kroner the way the API formats its prices ("1 249,-", or "1 249,50"; shared/money/format.ts),
 * for the few amounts the client computes itself (a package's parts added up).
 */
export function formatKroner(kroner: number): string {
  return formatOre(toOre(kroner));
}
