// The shopper-facing text of each cart, checkout and order error (ShopError codes, see
// server/schema/cart.graphql CartErrorCode), in Bokmål and Nynorsk. The GraphQL error's message is
// this text; extensions.code and the details stay for clients that word it themselves.
import type { CartErrorCode } from '../generated/resolvers.js';
import type { LanguageId } from './language.js';

type Details = Record<string, unknown>;
type Text = string | ((d: Details) => string);

const kr = (value: unknown): string =>
  typeof value === 'number'
    ? `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(value)} kr`
    : '';
const count = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** A wait in seconds as the shopper reads it: '45 sekunder', '1 minutt', '10 minutter' (nn: '10 minutt'). */
function wait(seconds: unknown, languageId: LanguageId): string {
  const s = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
  if (s < 60) return s === 1 ? '1 sekund' : `${s} ${languageId === 2 ? 'sekund' : 'sekunder'}`;
  const m = Math.ceil(s / 60);
  return m === 1 ? '1 minutt' : `${m} ${languageId === 2 ? 'minutt' : 'minutter'}`;
}

// Partial: a code added to the enum without a text here answers with the error's own message.
const nb: Partial<Record<CartErrorCode, Text>> = {
  CART_NOT_FOUND: 'Fant ikke handlekurven. Den kan ha blitt tømt eller utløpt.',
  CART_CLOSED: 'Denne handlekurven er allerede bestilt.',
  CART_ALREADY_ORDERED:
    'Denne handlekurven er allerede bestilt og betalt. Se ordrebekreftelsen på e-post.',
  CUSTOMER_TYPE_LOCKED: (d) =>
    `Du er logget inn og handler som ${d.customerType === 'COMPANY' ? 'bedrift' : 'privatperson'}, slik kontoen din er registrert. Last siden på nytt og prøv igjen.`,
  CART_TOO_MANY_ITEMS: (d) => `Handlekurven kan ha høyst ${count(d.max)} varelinjer.`,
  OUT_OF_STOCK: (d) =>
    d.available === 0
      ? 'Varen er utsolgt.'
      : `Det er bare ${count(d.available)} igjen av denne varen.`,
  QUANTITY_THRESHOLD: (d) => `Du kan kjøpe høyst ${count(d.threshold)} av denne varen.`,
  INVALID_QUANTITY: 'Ugyldig antall. Skriv et helt tall.',
  UNKNOWN_SKU: 'Denne varen finnes ikke i sortimentet.',
  UNKNOWN_PACKAGE: 'Denne pakken finnes ikke i sortimentet.',
  INVALID_PACKAGE_PARTS: 'Velg én variant av hver del i pakken.',
  ITEM_NOT_FOUND: 'Varen er ikke lenger i handlekurven.',
  PROMO_INVALID: 'Ugyldig rabattkode.',
  PROMO_EXPIRED: 'Rabattkoden er utløpt.',
  PROMO_REQUIREMENTS_NOT_MET: (d) =>
    `Rabattkoden gjelder fra ${kr(d.minimum)}. Handle for ${kr(d.amountLeft)} til.`,
  GIFT_CARD_INVALID: (d) => (d.expired === true ? 'Gavekortet er utløpt.' : 'Ugyldig gavekort.'),
  GIFT_CARD_EMPTY: 'Gavekortet er brukt opp.',
  INVALID_IDEMPOTENCY_KEY: 'Ugyldig forespørsel. Last siden på nytt og prøv igjen.',
  IDEMPOTENCY_KEY_REUSED: 'Forespørselen er allerede brukt. Last siden på nytt og prøv igjen.',
  EMPTY_CART: 'Handlekurven er tom.',
  VALIDATION_FAILED: 'Noen felt er ikke riktig utfylt.',
  INVALID_SHIPPING_OPTION: 'Denne leveringsmåten kan ikke velges for denne handlekurven.',
  INVALID_PAYMENT_OPTION: 'Denne betalingsmåten kan ikke velges.',
  ORDER_NOT_FOUND: 'Fant ikke bestillingen.',
  RATE_LIMITED: (d) => `For mange forsøk på kort tid. Prøv igjen om ${wait(d.retryAfter, 1)}.`,
  UNPAID_HOLD_LIMIT:
    'Bestillingen er for stor til å holdes av mens den venter på betaling. Betal bestillingene du har sendt, bestill færre, eller kontakt oss for store bestillinger.',
  INVALID_PRICE: 'Prisen må være et tall mellom 0 og 10 000 000 kr.',
  TOO_MANY_PRODUCT_IDS: (d) => `Du kan hente høyst ${count(d.max)} produkter om gangen.`,
  INVALID_PRODUCT_ID: 'Ugyldig produkt-id: bruk et helt tall fra 1 og oppover.',
  UNKNOWN_PRODUCT: 'Dette produktet finnes ikke i sortimentet.',
  REVIEW_ALREADY_WRITTEN: 'Du har allerede skrevet en anmeldelse av dette produktet.',
  QUESTION_NOT_FOUND: 'Fant ikke spørsmålet.',
  REVIEW_NOT_FOUND: 'Fant ikke anmeldelsen.',
  EMAIL_INVALID: 'Skriv en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  NOT_SOLD_OUT: 'Denne varen er på lager og kan kjøpes nå.',
  STOCK_ALERT_TARGET: 'Velg én størrelse eller én pakke å bli varslet om.',
  STOCK_ALERT_LIMIT: (d) =>
    `Denne e-postadressen venter allerede på ${count(d.max)} varer. Du får beskjed når de er på lager igjen.`,
  INVALID_STOCK: 'Lagerantallet må være et helt tall fra 0 til 1 000 000.',
  INVALID_LIMIT: (d) => `Antallet må være et helt tall fra ${count(d.min)} til ${count(d.max)}.`,
  NEWSLETTER_KEY_INVALID:
    'Lenken er brukt eller for gammel. Meld deg på igjen, så sender vi en ny.',
};

const nn: Partial<Record<CartErrorCode, Text>> = {
  CART_NOT_FOUND: 'Fann ikkje handlekorga. Ho kan ha vorte tømd eller gått ut.',
  CART_CLOSED: 'Denne handlekorga er alt bestilt.',
  CART_ALREADY_ORDERED:
    'Denne handlekorga er alt bestilt og betalt. Sjå ordrestadfestinga på e-post.',
  CUSTOMER_TYPE_LOCKED: (d) =>
    `Du er logga inn og handlar som ${d.customerType === 'COMPANY' ? 'bedrift' : 'privatperson'}, slik kontoen din er registrert. Last sida på nytt og prøv igjen.`,
  CART_TOO_MANY_ITEMS: (d) => `Handlekorga kan ha høgst ${count(d.max)} varelinjer.`,
  OUT_OF_STOCK: (d) =>
    d.available === 0 ? 'Vara er utseld.' : `Det er berre ${count(d.available)} att av denne vara.`,
  QUANTITY_THRESHOLD: (d) => `Du kan kjøpe høgst ${count(d.threshold)} av denne vara.`,
  INVALID_QUANTITY: 'Ugyldig tal. Skriv eit heilt tal.',
  UNKNOWN_SKU: 'Denne vara finst ikkje i sortimentet.',
  UNKNOWN_PACKAGE: 'Denne pakken finst ikkje i sortimentet.',
  INVALID_PACKAGE_PARTS: 'Vel éin variant av kvar del i pakken.',
  ITEM_NOT_FOUND: 'Vara er ikkje lenger i handlekorga.',
  PROMO_INVALID: 'Ugyldig rabattkode.',
  PROMO_EXPIRED: 'Rabattkoden har gått ut.',
  PROMO_REQUIREMENTS_NOT_MET: (d) =>
    `Rabattkoden gjeld frå ${kr(d.minimum)}. Handle for ${kr(d.amountLeft)} til.`,
  GIFT_CARD_INVALID: (d) => (d.expired === true ? 'Gåvekortet har gått ut.' : 'Ugyldig gåvekort.'),
  GIFT_CARD_EMPTY: 'Gåvekortet er brukt opp.',
  INVALID_IDEMPOTENCY_KEY: 'Ugyldig førespurnad. Last sida på nytt og prøv igjen.',
  IDEMPOTENCY_KEY_REUSED: 'Førespurnaden er alt brukt. Last sida på nytt og prøv igjen.',
  EMPTY_CART: 'Handlekorga er tom.',
  VALIDATION_FAILED: 'Nokre felt er ikkje rett fylte ut.',
  INVALID_SHIPPING_OPTION: 'Denne leveringsmåten kan ikkje veljast for denne handlekorga.',
  INVALID_PAYMENT_OPTION: 'Denne betalingsmåten kan ikkje veljast.',
  ORDER_NOT_FOUND: 'Fann ikkje bestillinga.',
  RATE_LIMITED: (d) => `For mange forsøk på kort tid. Prøv igjen om ${wait(d.retryAfter, 2)}.`,
  UNPAID_HOLD_LIMIT:
    'Bestillinga er for stor til å haldast av medan ho ventar på betaling. Betal bestillingane du har sendt, bestill færre, eller kontakt oss for store bestillingar.',
  INVALID_PRICE: 'Prisen må vere eit tal mellom 0 og 10 000 000 kr.',
  TOO_MANY_PRODUCT_IDS: (d) => `Du kan hente høgst ${count(d.max)} produkt om gongen.`,
  INVALID_PRODUCT_ID: 'Ugyldig produkt-id: bruk eit heilt tal frå 1 og oppover.',
  UNKNOWN_PRODUCT: 'Dette produktet finst ikkje i sortimentet.',
  REVIEW_ALREADY_WRITTEN: 'Du har alt skrive ein omtale av dette produktet.',
  QUESTION_NOT_FOUND: 'Fann ikkje spørsmålet.',
  REVIEW_NOT_FOUND: 'Fann ikkje omtalen.',
  EMAIL_INVALID: 'Skriv ei gyldig e-postadresse, til dømes namn@døme.no.',
  NOT_SOLD_OUT: 'Denne vara er på lager og kan kjøpast no.',
  STOCK_ALERT_TARGET: 'Vel éin storleik eller éin pakke å bli varsla om.',
  STOCK_ALERT_LIMIT: (d) =>
    `Denne e-postadressa ventar alt på ${count(d.max)} varer. Du får melding når dei er på lager att.`,
  INVALID_STOCK: 'Lagertalet må vere eit heilt tal frå 0 til 1 000 000.',
  INVALID_LIMIT: (d) => `Talet må vere eit heilt tal frå ${count(d.min)} til ${count(d.max)}.`,
  NEWSLETTER_KEY_INVALID:
    'Lenkja er brukt eller for gammal. Meld deg på igjen, så sender vi ei ny.',
};

/** The shopper's text for an error code, with its details filled in; `fallback` if none. */
export function shopErrorText(
  code: CartErrorCode,
  details: Details,
  languageId: LanguageId,
  fallback: string,
): string {
  const text = (languageId === 2 ? nn : nb)[code];
  if (text === undefined) return fallback;
  return typeof text === 'function' ? text(details) : text;
}
