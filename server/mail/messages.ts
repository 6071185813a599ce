// What the shop's e-mails say, in the shopper's language (1 Bokmål, 2 Nynorsk): the reset link,
// account notices and the order confirmation. Each renders a plain-text and an HTML body; every
// value put into the HTML is escaped.
import type { LanguageId } from '../i18n/language.js';
import type { MailMessage } from './mailer.js';
import { OPEN_PURCHASE_DAYS, SHOP_CONTACT } from '../../shared/site/shop-contact.js';
import { formatOrgNumber } from '../../shared/validation/org-number.js';
import { isPaidLater } from '../../shared/payments/paid-later.js';
import { BASE_CURRENCY, formatMoney } from '../../shared/money/format.js';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const SHOP = 'ATV-Huset';

/** One paragraph per entry; a link entry is a button in HTML and a bare address in text. */
export type Block = { text: string } | { link: string; label: string };

export function render(
  to: string,
  subject: string,
  blocks: Block[],
  languageId: LanguageId,
): MailMessage {
  const text = blocks
    .map((block) => ('link' in block ? `${block.label}:\n${block.link}` : block.text))
    .join('\n\n');
  const body = blocks
    .map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`
        : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${languageId === 2 ? 'nn' : 'nb'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:36rem;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700">${SHOP}</p>
${body}
</body></html>`;
  return { to, subject, text: `${text}\n\n-- \n${SHOP}\n`, html };
}

/** The reset link (valid `validMinutes`, once). */
export function resetPasswordMail(
  to: string,
  link: string,
  validMinutes: number,
  languageId: LanguageId,
): MailMessage {
  return languageId === 2
    ? render(
        to,
        'Nytt passord hos ATV-Huset',
        [
          { text: 'Hei!\nNokon (truleg du) bad om å få setje nytt passord på kontoen din.' },
          { link, label: 'Set nytt passord' },
          {
            text: `Lenkja verkar éin gong og i ${validMinutes} minutt. Bad du ikkje om dette, kan du sjå bort frå e-posten: passordet ditt er det same.`,
          },
        ],
        2,
      )
    : render(
        to,
        'Nytt passord hos ATV-Huset',
        [
          { text: 'Hei!\nNoen (trolig du) ba om å få sette nytt passord på kontoen din.' },
          { link, label: 'Sett nytt passord' },
          {
            text: `Lenken virker én gang og i ${validMinutes} minutter. Ba du ikke om dette, kan du se bort fra e-posten: passordet ditt er det samme.`,
          },
        ],
        1,
      );
}

export type AccountNotice = 'created' | 'password-changed' | 'deleted' | 'email-changed';

/**
 * A notice about the account: it was created (with the link that confirms the address), its
 * password or e-mail address changed, or it was deleted.
 */
export function accountNoticeMail(
  to: string,
  notice: AccountNotice,
  languageId: LanguageId,
  confirmLink?: string,
): MailMessage {
  const nn = languageId === 2;
  const confirm: Block[] = confirmLink
    ? [
        {
          text: nn
            ? 'Stadfest at e-postadressa er di, så vert tidlegare bestillingar du har gjort med ho, viste på kontoen din:'
            : 'Bekreft at e-postadressen er din, så vises tidligere bestillinger du har gjort med den, på kontoen din:',
        },
        { link: confirmLink, label: nn ? 'Stadfest e-postadressa' : 'Bekreft e-postadressen' },
      ]
    : [];
  if (notice === 'created')
    return render(
      to,
      nn ? 'Velkomen som kunde hos ATV-Huset' : 'Velkommen som kunde hos ATV-Huset',
      [
        {
          text: nn
            ? `Hei!\nKontoen din for ${to} er oppretta. Logg inn for å sjå bestillingane dine og favorittane dine.`
            : `Hei!\nKontoen din for ${to} er opprettet. Logg inn for å se bestillingene og favorittene dine.`,
        },
        ...confirm,
      ],
      languageId,
    );
  if (notice === 'email-changed')
    return render(
      to,
      nn ? 'Stadfest den nye e-postadressa di' : 'Bekreft den nye e-postadressen din',
      [
        {
          text: confirmLink
            ? nn
              ? `Hei!\nEin konto hos ATV-Huset vil bruke ${to}. Var det deg, stadfestar du adressa innlogga på kontoen. Var det ikkje deg, kan du sjå bort frå e-posten: ingenting skjer med adressa di.`
              : `Hei!\nEn konto hos ATV-Huset vil bruke ${to}. Var det deg, bekrefter du adressen innlogget på kontoen. Var det ikke deg, kan du se bort fra e-posten: ingenting skjer med adressen din.`
            : nn
              ? `Hei!\nKontoen din hos ATV-Huset brukar no ein annan e-postadresse enn ${to}.`
              : `Hei!\nKontoen din hos ATV-Huset bruker nå en annen e-postadresse enn ${to}.`,
        },
        ...confirm,
      ],
      languageId,
    );
  if (notice === 'deleted')
    return render(
      to,
      nn ? 'Kontoen din er sletta' : 'Kontoen din er slettet',
      [
        {
          text: nn
            ? 'Hei!\nKontoen din hos ATV-Huset er sletta, og du er logga ut på alle einingane dine. Namn, adresser, telefonnummer og favorittar er fjerna. Bestillingane dine tek vi vare på for rekneskapen, utan personopplysningane dine.'
            : 'Hei!\nKontoen din hos ATV-Huset er slettet, og du er logget ut på alle enhetene dine. Navn, adresser, telefonnummer og favoritter er fjernet. Bestillingene dine tar vi vare på for regnskapet, uten personopplysningene dine.',
        },
        {
          text: nn
            ? 'Var det ikkje du? Kontakt kundeservice.'
            : 'Var det ikke deg? Kontakt kundeservice.',
        },
      ],
      languageId,
    );
  return render(
    to,
    nn ? 'Passordet ditt er endra' : 'Passordet ditt er endret',
    [
      {
        text: nn
          ? 'Hei!\nPassordet på kontoen din hos ATV-Huset er endra, og du er logga ut på alle einingane dine.'
          : 'Hei!\nPassordet på kontoen din hos ATV-Huset er endret, og du er logget ut på alle enhetene dine.',
      },
      {
        text: nn
          ? 'Var det ikkje du? Be om nytt passord på nettstaden og kontakt kundeservice.'
          : 'Var det ikke deg? Be om nytt passord på nettsiden og kontakt kundeservice.',
      },
    ],
    languageId,
  );
}

/**
 * An amount in the order's currency, as the shop wrote it on its pages: "1 249,-" or "1 249,50"
 * in NOK, "1 187 SEK" in another (shared/money/format.ts).
 */
const money = (ore: number, currencyCode = BASE_CURRENCY): string => formatMoney(ore, currencyCode);

/** What an order confirmation needs of an order (StoredOrder has it). */
export interface ConfirmedOrder {
  orderNumber: string;
  email: string;
  languageId: LanguageId;
  /** A business's order shows its amounts without VAT, as its shop did (and says whose it is). */
  customerType: 'PERSON' | 'COMPANY';
  companyName: string | null;
  organizationId: string | null;
  lines: { skuId?: number; name: string; skuName: string; quantity: number; total: MoneyOre }[];
  shipping: { name: string; fee: MoneyOre };
  /** discount: the promo code's (absent: none); giftCardOre: what a gift card paid. */
  totals: { total: MoneyOre; toPayOre: number; discount?: MoneyOre; giftCardOre?: number };
  /** The order's currency (its market's); absent: NOK. */
  currencyCode?: string;
  /** Where it goes: the delivery address (else the billing one), or the pickup point. */
  billingAddress?: MailAddress;
  shippingAddress?: MailAddress | null;
  pickupPoint?: { name: string; addressLine: string; zip: string; city: string } | null;
  /** How it is paid: the method's name, and its kind (an invoice is paid later). */
  payment?: { name: string; type: string };
  /** What the shopper wrote to the shop at checkout (a PO number, a gate code). */
  message?: string | null;
}

interface MailAddress {
  firstName: string;
  lastName: string;
  careOf: string | null;
  addressLine1: string;
  addressLine2: string | null;
  zip: string;
  city: string;
  company: string | null;
}

/** What the order's payment is now: approved, to be paid by invoice, or paid by gift card. */
function paymentSentence(order: ConfirmedOrder, nn: boolean): string {
  const type = order.payment?.type ?? 'card';
  if (type === 'giftcard')
    return nn
      ? 'Gåvekortet ditt har betalt heile ordren.'
      : 'Gavekortet ditt har betalt hele ordren.';
  if (isPaidLater(type))
    return nn
      ? 'Kjøpet er godkjent, og du betalar etter fakturaen du får.'
      : 'Kjøpet er godkjent, og du betaler etter fakturaen du får.';
  return nn ? 'Betalinga er godkjend.' : 'Betalingen er godkjent.';
}

/** Where the goods go and how they are paid, as the checkout showed it. */
function deliveryText(order: ConfirmedOrder, nn: boolean): string | null {
  const lines: string[] = [];
  const point = order.pickupPoint;
  const address = order.shippingAddress ?? order.billingAddress;
  if (point) {
    lines.push(`${nn ? 'Hentestad' : 'Hentested'}: ${point.name}`);
    lines.push(`${point.addressLine}, ${point.zip} ${point.city}`);
  } else if (address) {
    lines.push(nn ? 'Vi sender varene til:' : 'Vi sender varene til:');
    if (address.company) lines.push(address.company);
    lines.push(`${address.firstName} ${address.lastName}`.trim());
    if (address.careOf) lines.push(`c/o ${address.careOf}`);
    lines.push(address.addressLine1);
    if (address.addressLine2) lines.push(address.addressLine2);
    lines.push(`${address.zip} ${address.city}`);
  }
  if (order.payment) lines.push(`${nn ? 'Betalingsmåte' : 'Betalingsmåte'}: ${order.payment.name}`);
  if (order.message) lines.push(`Melding til oss: ${order.message}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

interface MoneyOre {
  inc: number;
  ex: number;
}

/** The amounts' lines: a private person's with VAT; a business's without, the VAT added below. */
function amountsText(order: ConfirmedOrder, nn: boolean): string {
  const business = order.customerType === 'COMPANY';
  const kr = (ore: number) => money(ore, order.currencyCode);
  const amount = (money: MoneyOre) => kr(business ? money.ex : money.inc);
  const lines = order.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.name}${line.skuName && line.skuName !== line.name ? ` (${line.skuName})` : ''}: ${amount(line.total)}`,
    )
    .join('\n');
  const shipping = `${order.shipping.name}: ${amount(order.shipping.fee)}`;
  const { total, discount, giftCardOre = 0, toPayOre } = order.totals;
  // The promo code's discount, so the lines add up to the total.
  const discounts = discount && discount.inc > 0 ? [`Rabatt: −${amount(discount)}`] : [];
  const sums = business
    ? [
        `${nn ? 'Sum utan mva.' : 'Sum uten mva.'}: ${kr(total.ex)}`,
        `Mva.: ${kr(total.inc - total.ex)}`,
        `Totalt (inkl. mva.): ${kr(total.inc)}`,
      ]
    : [
        `Totalt: ${kr(total.inc)}, ${nn ? 'av dette mva.' : 'herav mva.'} ${kr(total.inc - total.ex)}`,
      ];
  // A gift card paid part: what it paid, and what is left for the payment method.
  const type = order.payment?.type ?? 'card';
  const rest =
    giftCardOre > 0 && toPayOre > 0
      ? [
          `${nn ? 'Gåvekort' : 'Gavekort'}: −${kr(giftCardOre)}`,
          isPaidLater(type)
            ? `Å betale etter fakturaen: ${kr(toPayOre)}`
            : `Betalt med ${(order.payment?.name ?? 'kort').toLowerCase()}: ${kr(toPayOre)}`,
        ]
      : giftCardOre > 0
        ? [`${nn ? 'Betalt med gåvekort' : 'Betalt med gavekort'}: ${kr(giftCardOre)}`]
        : [];
  const whose =
    business && order.companyName && order.organizationId
      ? `${order.companyName} (org.nr. ${formatOrgNumber(order.organizationId)})\n${nn ? 'Prisane er utan mva.' : 'Prisene er uten mva.'}\n\n`
      : '';
  return `${whose}${lines}\n\n${[shipping, ...discounts, ...sums, ...rest].join('\n')}`;
}

/** Where the confirmation leads: the order's page and the purchase terms, in its language. */
export interface ConfirmationLinks {
  order: string;
  terms: string;
}

/**
 * The order confirmation, sent when the order is paid (a card's amount approved and reserved,
 * or nothing left to pay): what was bought at what price with VAT, the right of withdrawal and
 * the terms a private buyer has (angrerettloven: on a durable medium), and who the seller is.
 */
export function orderConfirmationMail(
  order: ConfirmedOrder,
  links: ConfirmationLinks,
): MailMessage {
  const nn = order.languageId === 2;
  const business = order.customerType === 'COMPANY';
  const seller = `${SHOP_CONTACT.name}, org.nr. ${SHOP_CONTACT.orgNumber}\n${SHOP_CONTACT.street}, ${SHOP_CONTACT.postcode} ${SHOP_CONTACT.city}\n${SHOP_CONTACT.email} · ${SHOP_CONTACT.phone}`;
  const delivery = deliveryText(order, nn);
  const rights = business
    ? nn
      ? 'Kjøpsvilkåra gjeld for bestillinga.'
      : 'Kjøpsvilkårene gjelder for bestillingen.'
    : nn
      ? `Du har ${OPEN_PURCHASE_DAYS} dagars angrerett frå du har fått varene. Kjøpsvilkåra fortel korleis du angrar og returnerer.`
      : `Du har ${OPEN_PURCHASE_DAYS} dagers angrerett fra du har mottatt varene. Kjøpsvilkårene forteller hvordan du angrer og returnerer.`;
  return render(
    order.email,
    nn
      ? `Ordrestadfesting ${order.orderNumber} frå ATV-Huset`
      : `Ordrebekreftelse ${order.orderNumber} fra ATV-Huset`,
    [
      {
        text: nn
          ? `Takk for bestillinga! Vi har fått ordre ${order.orderNumber}. ${paymentSentence(order, nn)} Vi sender varene så snart dei er pakka.`
          : `Takk for bestillingen! Vi har mottatt ordre ${order.orderNumber}. ${paymentSentence(order, nn)} Vi sender varene så snart de er pakket.`,
      },
      { text: amountsText(order, nn) },
      ...(delivery ? [{ text: delivery }] : []),
      { link: links.order, label: nn ? 'Sjå bestillinga' : 'Se bestillingen' },
      { text: rights },
      { link: links.terms, label: nn ? 'Kjøpsvilkåra' : 'Kjøpsvilkårene' },
      { text: `${nn ? 'Seljar' : 'Selger'}: ${seller}` },
    ],
    order.languageId,
  );
}

/** The newsletter's double opt-in: the link that puts the address on the list. */
export function newsletterConfirmationMail(
  to: string,
  link: string,
  validDays: number,
  languageId: LanguageId,
): MailMessage {
  return languageId === 2
    ? render(
        to,
        'Stadfest påmeldinga til nyheitsbrevet',
        [
          {
            text: 'Hei!\nNokon (truleg du) melde denne e-postadressa på nyheitsbrevet til ATV-Huset, med tilbod og nyheiter om delar og utstyr.',
          },
          { link, label: 'Stadfest påmeldinga' },
          {
            text: `Lenkja verkar i ${validDays} dagar. Melde du deg ikkje på, kan du sjå bort frå e-posten: utan stadfesting får du ingen nyheitsbrev.`,
          },
        ],
        2,
      )
    : render(
        to,
        'Bekreft påmeldingen til nyhetsbrevet',
        [
          {
            text: 'Hei!\nNoen (trolig du) meldte denne e-postadressen på nyhetsbrevet til ATV-Huset, med tilbud og nyheter om deler og utstyr.',
          },
          { link, label: 'Bekreft påmeldingen' },
          {
            text: `Lenken virker i ${validDays} dager. Meldte du deg ikke på, kan du se bort fra e-posten: uten bekreftelse får du ingen nyhetsbrev.`,
          },
        ],
        1,
      );
}
