// The sandbox provider's hosted page: server-rendered, in the shopper's language (Bokmål or
// Nynorsk, as the shop sent it with the session), no scripts. It says plainly that it is a
// test: whoever sees it picks how the payment ends, and no money moves.
import { createHash } from 'node:crypto';
import { formatOre } from '../catalogue/money-rules.js';
import { BASE_CURRENCY, formatMoney } from '../../shared/money/format.js';
import { returnPath, type PaymentOutcome } from './provider.js';
import type { SandboxSession } from './sandbox-provider.js';
import type { LanguageId } from '../i18n/language.js';

interface PageTexts {
  lang: string;
  buttons: Record<PaymentOutcome, string>;
  methods: Record<string, string>;
  title: string;
  warning: string;
  heading: string;
  orderNumber: string;
  method: string;
  choose: string;
  back: string;
  cancel: string;
  voided: string;
  handled: string;
}

const TEXTS: Record<LanguageId, PageTexts> = {
  1: {
    lang: 'nb',
    buttons: {
      approved: 'Godkjenn',
      declined: 'Avvis',
      sold_out: 'Produkt utsolgt',
      insufficient_balance: 'Ikke nok dekning',
      blocked: 'Blokkert',
    },
    methods: {
      card: 'Kort',
      vipps: 'Vipps',
      invoice: 'Faktura',
      instalments: 'Delbetaling',
      paylater: 'Betal senere',
    },
    title: 'Testbetaling – ATV-Huset',
    warning:
      'Dette er en testbetaling. Ingen penger trekkes, og du velger selv hvordan betalingen ender. En ekte butikk bruker en ekte betalingsleverandør her.',
    heading: 'Betal til ATV-Huset',
    orderNumber: 'Ordrenummer',
    method: 'Betalingsmåte',
    choose: 'Velg hvordan testbetalingen skal ende:',
    back: 'Gå tilbake til butikken',
    cancel: 'Avbryt og gå tilbake til kassen',
    voided: 'Ordren ble kansellert før betalingen ble godkjent, så betalingen er annullert.',
    handled: 'Denne betalingen er allerede behandlet.',
  },
  2: {
    lang: 'nn',
    buttons: {
      approved: 'Godkjenn',
      declined: 'Avvis',
      sold_out: 'Produkt utselt',
      insufficient_balance: 'Ikkje nok dekning',
      blocked: 'Blokkert',
    },
    methods: {
      card: 'Kort',
      vipps: 'Vipps',
      invoice: 'Faktura',
      instalments: 'Delbetaling',
      paylater: 'Betal seinare',
    },
    title: 'Testbetaling – ATV-Huset',
    warning:
      'Dette er ei testbetaling. Ingen pengar blir trekte, og du vel sjølv korleis betalinga endar. Ein ekte butikk brukar ein ekte betalingsleverandør her.',
    heading: 'Betal til ATV-Huset',
    orderNumber: 'Ordrenummer',
    method: 'Betalingsmåte',
    choose: 'Vel korleis testbetalinga skal ende:',
    back: 'Gå tilbake til butikken',
    cancel: 'Avbryt og gå tilbake til kassa',
    voided: 'Ordren vart kansellert før betalinga vart godkjend, så betalinga er annullert.',
    handled: 'Denne betalinga er alt handsama.',
  },
};

const BUTTON_KINDS: readonly (readonly [PaymentOutcome, string])[] = [
  ['approved', 'primary'],
  ['declined', 'secondary'],
  ['sold_out', 'secondary'],
  ['insufficient_balance', 'secondary'],
  ['blocked', 'secondary'],
];

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f1ee;color:#1d1d1b}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 24px #0002}
.brand{font-weight:700;letter-spacing:.04em;color:#5b3cc4}.test{background:#ffe58a;border-radius:4px;padding:.1rem .4rem;font-size:.75rem}
.warning{background:#fff4c2;border:2px solid #e0b400;border-radius:8px;padding:.8rem 1rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#666}dd{margin:0;text-align:right}
.amount{font-size:1.8rem;font-weight:700;margin:1rem 0}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;border-radius:8px;font-size:1rem;cursor:pointer}
.primary{background:#5b3cc4;color:#fff;border:0}.secondary{background:#fff;border:1px solid #bbb}`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** No scripts, no frames, its one style by hash, forms back to this server only. */
export function sandboxPageCsp(): string {
  return `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

function statusText(session: SandboxSession, texts: PageTexts): string {
  const back = `<p><a href="${escape(returnPath('sandbox', session.id))}">${texts.back}</a></p>`;
  return `<p>${session.voidedAt ? texts.voided : texts.handled}</p>${back}`;
}

/** The amount in the order's currency: "kr 1 249,-" in NOK, "1 187 SEK" in another. */
const amountText = (session: SandboxSession): string =>
  session.currency === BASE_CURRENCY
    ? `kr ${formatOre(session.amountOre)}`
    : formatMoney(session.amountOre, session.currency);

/**
 * @param checkoutPath the shop's checkout in the order's market and language: "cancel" leads
 *   there without deciding anything (the order stays unpaid until paid again or expired).
 */
export function sandboxPage(session: SandboxSession, checkoutPath = '/kassen'): string {
  const texts = TEXTS[session.languageId === 2 ? 2 : 1];
  const body =
    session.outcome !== null
      ? statusText(session, texts)
      : `<form method="post">${BUTTON_KINDS.map(
          ([outcome, kind]) =>
            `<button type="submit" name="outcome" value="${outcome}" class="${kind}">${texts.buttons[outcome]}</button>`,
        ).join('')}</form><p><a href="${escape(checkoutPath)}">${texts.cancel}</a></p>`;
  return `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${texts.title}</title><style>${STYLE}</style></head><body><main>
<p><span class="brand">SANDKASSE BETALING</span> <span class="test">Testmodus</span></p>
<p class="warning" role="note">${texts.warning}</p>
<h1>${texts.heading}</h1>
<p class="amount">${escape(amountText(session))}</p>
<dl><dt>${texts.orderNumber}</dt><dd>${escape(session.orderNumber)}</dd>
<dt>${texts.method}</dt><dd>${escape(texts.methods[session.paymentType] ?? session.paymentType)}</dd></dl>
<p>${texts.choose}</p>
${body}</main></body></html>`;
}
