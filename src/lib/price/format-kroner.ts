const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Kroner the way the API formats its prices ("1 249,-", or "1 249,50"), for the few amounts
 * the client computes itself (a package's parts added up).
 */
export function formatKroner(kroner: number): string {
  const ore = Math.round(kroner * 100);
  if (ore % 100 === 0) return `${whole.format(ore / 100)},-`;
  return decimals.format(ore / 100);
}
