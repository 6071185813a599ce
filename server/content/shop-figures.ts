// The shop's figures an editor's text may name instead of writing them out, so one text is true
// in every market: {{freeFrom}} (free shipping from), {{shippingFrom}} (the cheapest parcel fee)
// and {{returnCost}} (the lowest return cost) in the market's currency, whole units written the
// Norwegian way ("1 400"); {{carriers}} ("Posten og Bring", "PostNord") and {{paymentMethods}}
// ("kort, Vipps eller faktura") as the market's checkout offers them, {{currency}} ("kr", "SEK").
// `{{freeFrom, number}}` (i18next's spelling) is the same. A name not listed here stays as
// written. An amount written with " kr" after it (the seeded texts, texts written before
// {{currency}}) takes the market's currency in its place.
import { paymentOptionsIn } from '../payments/options.js';
import { shippingOptionsFor } from '../shipping/options.js';
import { marketShipping } from '../site/channel-store.js';
import { marketCountry, type MarketPricing } from '../site/market-rules.js';

export type ShopFigures = Readonly<Record<string, string>>;

const number = new Intl.NumberFormat('nb-NO');

/** "a", "a eller b", "a, b eller c" (the same in Bokmål and Nynorsk). */
function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} eller ${words.at(-1) ?? ''}`;
}

/** The figures of a market, by its currency and its country's checkout. */
export function shopFigures(market: MarketPricing): ShopFigures {
  const country = marketCountry(market);
  const shipping = marketShipping(market);
  const carriers = [...new Set(shippingOptionsFor(false, country).map((o) => o.carrier))];
  // The everyday ways to pay, as a sentence names them (Bokmål's names: the same words in
  // Nynorsk); brands keep their capital.
  const payments = paymentOptionsIn(country)
    .filter((option) => ['card', 'vipps', 'invoice'].includes(option.id))
    .map((option) => (option.id === 'vipps' ? option.name[1] : option.name[1].toLowerCase()));
  return {
    currency: market.currencyCode === 'NOK' ? 'kr' : market.currencyCode,
    freeFrom: number.format(shipping.freeFrom),
    shippingFrom: number.format(shipping.feeFrom),
    returnCost: number.format(shipping.returnFrom),
    carriers: carriers.join(' og '),
    paymentMethods: orList(payments),
  };
}

/** The text with every figure it names filled in (JSON-safe: no figure has a quote or \). */
export function fillShopFigures(text: string, figures: ShopFigures): string {
  return text.replace(
    /\{\{\s*(\w+)(?:\s*,\s*number)?\s*\}\}( kr\b)?/g,
    (whole, name: string, kroner: string | undefined) => {
      const value = figures[name];
      if (value === undefined) return whole;
      if (!kroner) return value;
      return MONEY_FIGURES.has(name)
        ? `${value} ${figures['currency'] ?? 'kr'}`
        : `${value}${kroner}`;
    },
  );
}

/** The figures that are amounts of money (in the market's currency). */
const MONEY_FIGURES = new Set(['freeFrom', 'shippingFrom', 'returnCost']);
