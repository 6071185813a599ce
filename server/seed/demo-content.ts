// The demo shop's content (issue 17): the front page as a widget area (banner, category tiles,
// product lists, a video, a rich-text guide, selling points) and the information pages (about,
// contact, delivery, returns, terms, privacy, cookies) as content pages, in Bokmål and Nynorsk.
// Written through the content domain's own rules and store, published, and only into a
// database that has no content yet: an editor's work is never overwritten by a new seed.
import { readFileSync } from 'node:fs';
import { checkArea } from '../content/content-rules.js';
import { publishDraft, writeDraft } from '../content/content-store.js';
import { BOXED_TAG, MENU_SETTINGS_FAMILY } from '../content/menu-style.js';
import type { Queryable } from '../db/types.js';
import type { WidgetAreaInput, WidgetContainerInput, WidgetInput } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import {
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_ORE,
  PARCEL_FEE_ORE,
} from '../../shared/shipping/policy.js';
import { OPEN_PURCHASE_DAYS, SHOP_CONTACT } from '../../shared/site/shop-contact.js';

type Lang = 'nb' | 'nn';
const LANGUAGE: Record<Lang, LanguageId> = { nb: 1, nn: 2 };

/** The figures the information pages quote (the shop's policy; contact as in the footer). */
/** Figures that differ by market: left for the answer to fill (shop-figures.ts). */
const MARKET_FIGURES = new Set([
  'freeFrom',
  'shippingFrom',
  'returnCost',
  'carriers',
  'paymentMethods',
]);

const FIGURES: Record<string, string | number> = {
  shippingFrom: PARCEL_FEE_ORE / 100,
  freeFrom: FREE_SHIPPING_THRESHOLD_ORE / 100,
  openPurchaseDays: OPEN_PURCHASE_DAYS,
  returnCost: 79,
  invoiceDays: 30,
  normalMin: DELIVERY_DAYS.normal.min,
  normalMax: DELIVERY_DAYS.normal.max,
  heavyMin: DELIVERY_DAYS.heavy.min,
  heavyMax: DELIVERY_DAYS.heavy.max,
  supplierMin: DELIVERY_DAYS.supplier.min,
  supplierMax: DELIVERY_DAYS.supplier.max,
  // Contact as the footer and the order mail have it (one home: shared/site/shop-contact.ts).
  phone: SHOP_CONTACT.phone,
  phoneHref: SHOP_CONTACT.phoneHref,
  email: SHOP_CONTACT.email,
  street: SHOP_CONTACT.street,
  postcode: SHOP_CONTACT.postcode,
  city: SHOP_CONTACT.city,
  orgNumber: SHOP_CONTACT.orgNumber,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * i18next's {{name}} and {{name, number}} with the shop's figures ('1 500' the Norwegian way).
 * The market's figures (amounts in its currency, its carriers and payments) stay as placeholders:
 * the widget area's answer fills them per market (server/content/shop-figures.ts).
 */
function fill(text: string): string {
  return text.replace(/\{\{\s*(\w+)(?:\s*,\s*number)?\s*\}\}/g, (whole, name: string) => {
    if (MARKET_FIGURES.has(name)) return whole;
    const value = FIGURES[name];
    if (typeof value === 'number') return new Intl.NumberFormat('nb-NO').format(value);
    return value ?? '';
  });
}

interface InfoText {
  title: string;
  metaDescription: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

function readJson(lang: Lang, namespace: string): unknown {
  const url = new URL(`../../locales/${lang}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

const widget = (
  type: WidgetInput['type'],
  settings: object,
  images: WidgetInput['images'] = [],
) => ({
  type,
  configuration: JSON.stringify(settings),
  images,
});

interface CategoryRow {
  id: number;
  name: string;
  alias: string;
  imageFile: string | null;
}

const TEXTS = {
  nb: {
    frontTitle: 'ATV-Huset – deler til ATV, UTV og tilhenger',
    frontDescription:
      'Bremser, lys, tilhengerutstyr og reservedeler til ATV og UTV. Fri frakt over {{freeFrom}} kr, rask levering og 14 dagers åpent kjøp.',
    categories: 'Handle etter kategori',
    popular: 'Populære produkter',
    seeAll: 'Se alle produkter',
    offers: 'Gode tilbud nå',
    seeOffers: 'Se alle tilbud',
    videoTitle: 'Slik bytter du bremseklosser på ATV-en',
    videoText:
      'Verkstedet vårt viser steg for steg hvordan du bytter bremseklosser på under en time.',
    guideHeading: 'Guide: klar for sesongen',
    guide: `<p>En ATV som har stått stille hele vinteren, trenger litt omsorg før første tur. Med disse punktene er du trygt i gang:</p>
<ol><li><strong>Bremser:</strong> sjekk at klossene har minst 2 mm belegg igjen, og at bremsevæsken er klar.</li>
<li><strong>Dekk:</strong> se etter sprekker og riktig trykk – ofte bare 0,2–0,4 bar.</li>
<li><strong>Lys:</strong> test frontlys, baklys og blinklys. LED-lys gir bedre sikt og bruker mindre strøm.</li>
<li><strong>Batteri:</strong> lad det fullt før start, og bytt det om det ikke holder spenningen.</li></ol>
<p>Usikker på hva som passer til din maskin? <a href="/kundetjeneste">Spør kundeservice</a> – vi hjelper deg gjerne.</p>`,
    points: [
      [
        'Fri frakt over {{freeFrom}} kr',
        'Vi sender med {{carriers}} til hele landet, til døra, hentested eller pakkeboks.',
      ],
      [
        '14 dagers åpent kjøp',
        'Ombestemmer du deg? Send varen tilbake innen 14 dager, så får du pengene tilbake.',
      ],
      [
        'Eksperter på ATV og UTV',
        'Vi har skrudd på ATV i over 20 år og hjelper deg å finne riktig del.',
      ],
      [
        'Trygg betaling',
        'Betal med {{paymentMethods}}. Betalingen går kryptert via betalingsleverandøren.',
      ],
    ],
    contactButtons: ['Ring oss', 'Send e-post'],
  },
  nn: {
    frontTitle: 'ATV-Huset – delar til ATV, UTV og tilhengar',
    frontDescription:
      'Bremser, lys, tilhengarutstyr og reservedelar til ATV og UTV. Fri frakt over {{freeFrom}} kr, rask levering og 14 dagars ope kjøp.',
    categories: 'Handle etter kategori',
    popular: 'Populære produkt',
    seeAll: 'Sjå alle produkt',
    offers: 'Gode tilbod no',
    seeOffers: 'Sjå alle tilbod',
    videoTitle: 'Slik byter du bremseklossar på ATV-en',
    videoText:
      'Verkstaden vår viser steg for steg korleis du byter bremseklossar på under ein time.',
    guideHeading: 'Guide: klar for sesongen',
    guide: `<p>Ein ATV som har stått stille heile vinteren, treng litt omsorg før første tur. Med desse punkta er du trygt i gang:</p>
<ol><li><strong>Bremsar:</strong> sjekk at klossane har minst 2 mm belegg att, og at bremsevæska er klar.</li>
<li><strong>Dekk:</strong> sjå etter sprekker og rett trykk – ofte berre 0,2–0,4 bar.</li>
<li><strong>Lys:</strong> test frontlys, baklys og blinklys. LED-lys gir betre sikt og brukar mindre straum.</li>
<li><strong>Batteri:</strong> lad det fullt før start, og byt det om det ikkje held spenninga.</li></ol>
<p>Usikker på kva som passar til maskina di? <a href="/nn/kundetjeneste">Spør kundeservice</a> – vi hjelper deg gjerne.</p>`,
    points: [
      [
        'Fri frakt over {{freeFrom}} kr',
        'Vi sender med {{carriers}} til heile landet, til døra, hentestad eller pakkeboks.',
      ],
      [
        '14 dagars ope kjøp',
        'Ombestemmer du deg? Send vara tilbake innan 14 dagar, så får du pengane tilbake.',
      ],
      [
        'Ekspertar på ATV og UTV',
        'Vi har skrudd på ATV i over 20 år og hjelper deg å finne rett del.',
      ],
      [
        'Trygg betaling',
        'Betal med {{paymentMethods}}. Betalinga går kryptert via betalingsleverandøren.',
      ],
    ],
    contactButtons: ['Ring oss', 'Send e-post'],
  },
} as const;

function frontPage(
  lang: Lang,
  categories: CategoryRow[],
  campaignId: number | null,
): WidgetAreaInput {
  const t = TEXTS[lang];
  const start = readJson(lang, 'start') as Record<string, string>;
  const hero = widget('BANNER', {
    style: 'hero',
    eyebrow: start.heroEyebrow,
    title: start.heroTitle,
    text: start.heroText,
    primary: { label: start.heroCta, url: 'produkter' },
    secondary: { label: start.heroSecondary, url: 'kundetjeneste' },
  });
  const tiles = categories.map((category) =>
    widget(
      'IMAGE',
      { caption: category.name, link: { label: category.name, url: `c/${category.alias}` } },
      category.imageFile
        ? [{ type: 'category', fileName: category.imageFile, alt: category.name, ratio: 1 }]
        : [],
    ),
  );
  const poster = categories.find((category) => category.imageFile)?.imageFile;
  return {
    family: 'Frontpage',
    areaName: 'Front Page',
    pageType: 'Front Page',
    title: t.frontTitle,
    description: t.frontDescription,
    tags: ['forside'],
    containers: (
      [
        { layout: 'full', design: 'full_width', widgets: [hero] },
        {
          layout: 'full',
          design: 'contained',
          widgets: [widget('TEXT', { heading: t.categories })],
        },
        {
          layout: 'third',
          design: 'contained',
          widgets: tiles.filter((tile) => (tile.images?.length ?? 0) > 0),
        },
        {
          layout: 'full',
          design: 'contained',
          widgets: [
            widget('PRODUCT_LIST', {
              title: t.popular,
              link: { label: t.seeAll, url: 'produkter' },
              query: { sort: 'POPULARITY', pageSize: 8 },
            }),
          ],
        },
        {
          layout: 'half',
          design: 'contained',
          widgets: [
            widget(
              'VIDEO',
              {
                provider: 'youtube',
                videoId: 'kx1Xc2BtbV4',
                title: t.videoTitle,
                text: t.videoText,
              },
              poster
                ? [{ type: 'category', fileName: poster, alt: t.videoTitle, ratio: 16 / 9 }]
                : [],
            ),
            widget('RICH_TEXT', { heading: t.guideHeading, html: t.guide }),
          ],
        },
        ...(campaignId
          ? [
              {
                layout: 'full' as const,
                design: 'contained' as const,
                widgets: [
                  widget('PRODUCT_LIST', {
                    title: t.offers,
                    query: { discountCampaignId: campaignId, sort: 'DISCOUNT', pageSize: 4 },
                  }),
                ],
              },
            ]
          : []),
        {
          layout: 'quarter',
          design: 'contained',
          widgets: t.points.map(([heading, text]) =>
            widget('TEXT', { heading, text, align: 'center' }),
          ),
        },
        {
          layout: 'full',
          design: 'contained',
          widgets: [widget('FLOWBOX', { heading: '#atvhuset' })],
        },
      ] satisfies WidgetContainerInput[]
    ).filter((container) => container.widgets.length > 0),
  };
}

function infoPage(lang: Lang, alias: string, text: InfoText): WidgetAreaInput {
  const html = [
    `<p>${escapeHtml(fill(text.lead))}</p>`,
    ...text.sections.map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>` +
        section.paragraphs.map((paragraph) => `<p>${escapeHtml(fill(paragraph))}</p>`).join(''),
    ),
  ].join('\n');
  const widgets = [widget('RICH_TEXT', { html })];
  if (alias === 'kontakt-oss') {
    const [call, mail] = TEXTS[lang].contactButtons;
    widgets.unshift(
      widget('BUTTONS', {
        buttons: [
          { label: `${call} ${String(FIGURES.phone)}`, url: FIGURES.phoneHref, style: 'primary' },
          { label: mail, url: `mailto:${String(FIGURES.email)}`, style: 'secondary' },
        ],
      }),
    );
  }
  return {
    family: 'Content',
    areaName: alias,
    alias,
    pageType: 'Content Page',
    title: text.title,
    description: fill(text.metaDescription),
    tags: ['informasjon'],
    containers: [{ layout: 'full', design: 'contained', widgets }],
  };
}

const INSPIRATION = {
  nb: {
    title: 'Inspirasjon: klar for sesongen',
    description:
      'Tips, video og utvalgte produkter for en trygg sesongstart med ATV og UTV – alt på ett sted.',
    eyebrow: 'Sesongstart',
    banner: 'Klar for nye turer',
    bannerText: 'Alt du trenger for å gjøre ATV-en klar: bremser, lys, dekk og tilbehør.',
    shop: 'Handle deler',
    introHeading: 'Gjør maskinen klar på en helg',
    intro:
      'Her har vi samlet det vi oftest blir spurt om før sesongen: hva som bør sjekkes, hvilke deler som slites først, og hvordan du bytter dem selv.\n\nFinner du ikke det du leter etter, hjelper kundeservice deg gjerne.',
    offers: 'Se alle tilbud',
    contact: 'Spør kundeservice',
    newest: 'Nyheter i butikken',
    pressureHeading: 'Dekktrykk – tommelfingerregler',
    pressure: `<table><thead><tr><th scope="col">Bruk</th><th scope="col">Foran</th><th scope="col">Bak</th></tr></thead>
<tbody><tr><td>Skogsvei og grus</td><td>0,35 bar</td><td>0,35 bar</td></tr>
<tr><td>Tung last eller tilhenger</td><td>0,40 bar</td><td>0,45 bar</td></tr>
<tr><td>Myr og snø</td><td>0,25 bar</td><td>0,25 bar</td></tr></tbody></table>
<p><small>Sjekk alltid instruksjonsboken for din modell.</small></p>`,
    recommended: 'Anbefalt for deg',
  },
  nn: {
    title: 'Inspirasjon: klar for sesongen',
    description:
      'Tips, video og utvalde produkt for ein trygg sesongstart med ATV og UTV – alt på ein stad.',
    eyebrow: 'Sesongstart',
    banner: 'Klar for nye turar',
    bannerText: 'Alt du treng for å gjere ATV-en klar: bremser, lys, dekk og tilbehøyr.',
    shop: 'Handle delar',
    introHeading: 'Gjer maskina klar på ei helg',
    intro:
      'Her har vi samla det vi oftast blir spurde om før sesongen: kva som bør sjekkast, kva delar som blir slitne først, og korleis du byter dei sjølv.\n\nFinn du ikkje det du leitar etter, hjelper kundeservice deg gjerne.',
    offers: 'Sjå alle tilbod',
    contact: 'Spør kundeservice',
    newest: 'Nytt i butikken',
    pressureHeading: 'Dekktrykk – tommelfingerreglar',
    pressure: `<table><thead><tr><th scope="col">Bruk</th><th scope="col">Framme</th><th scope="col">Bak</th></tr></thead>
<tbody><tr><td>Skogsveg og grus</td><td>0,35 bar</td><td>0,35 bar</td></tr>
<tr><td>Tung last eller tilhengar</td><td>0,40 bar</td><td>0,45 bar</td></tr>
<tr><td>Myr og snø</td><td>0,25 bar</td><td>0,25 bar</td></tr></tbody></table>
<p><small>Sjekk alltid instruksjonsboka for modellen din.</small></p>`,
    recommended: 'Tilrådd for deg',
  },
} as const;

/**
 * The inspiration page (/inspirasjon): a content page with one of every widget type the shop
 * has, so each is seen working (and tested) as shoppers get it.
 */
function inspirationPage(
  lang: Lang,
  categories: CategoryRow[],
  campaignAlias: string | null,
): WidgetAreaInput {
  const t = INSPIRATION[lang];
  const front = TEXTS[lang];
  const tiles = categories
    .filter((category) => category.imageFile)
    .slice(0, 3)
    .map((category) =>
      widget(
        'IMAGE',
        { caption: category.name, link: { label: category.name, url: `c/${category.alias}` } },
        [{ type: 'category', fileName: category.imageFile ?? '', alt: category.name, ratio: 1 }],
      ),
    );
  const poster = categories.find((category) => category.imageFile)?.imageFile;
  const contained = (layout: WidgetContainerInput['layout'], widgets: WidgetInput[]) => ({
    layout,
    design: 'contained' as const,
    widgets,
  });
  return {
    family: 'Content',
    areaName: 'inspirasjon',
    alias: 'inspirasjon',
    pageType: 'Content Page',
    title: t.title,
    description: t.description,
    tags: ['inspirasjon'],
    containers: [
      {
        layout: 'full' as const,
        design: 'full_width' as const,
        widgets: [
          widget('BANNER', {
            style: 'campaign',
            eyebrow: t.eyebrow,
            title: t.banner,
            text: t.bannerText,
            primary: { label: t.shop, url: 'produkter' },
          }),
        ],
      },
      contained('full', [widget('TEXT', { heading: t.introHeading, text: t.intro })]),
      contained('full', [
        widget('BUTTONS', {
          buttons: [
            {
              label: t.offers,
              url: campaignAlias ? `dc/${campaignAlias}` : 'produkter',
              style: 'primary',
            },
            { label: t.contact, url: 'kundetjeneste', style: 'secondary' },
          ],
        }),
      ]),
      contained('third', tiles),
      contained('full', [
        widget('PRODUCT_LIST', { title: t.newest, query: { sort: 'NEWEST', pageSize: 4 } }),
      ]),
      contained('half', [
        widget(
          'VIDEO',
          {
            provider: 'youtube',
            videoId: 'kx1Xc2BtbV4',
            title: front.videoTitle,
            text: front.videoText,
          },
          poster
            ? [{ type: 'category', fileName: poster, alt: front.videoTitle, ratio: 16 / 9 }]
            : [],
        ),
        widget('RICH_TEXT', { heading: front.guideHeading, html: front.guide }),
      ]),
      contained('full', [widget('HTML', { heading: t.pressureHeading, html: t.pressure })]),
      contained('full', [widget('RECOMMENDATION_FEED', { heading: t.recommended })]),
      contained('full', [widget('FLOWBOX', { flowKey: 'atvhuset', heading: '#atvhuset' })]),
    ].filter((container) => container.widgets.length > 0),
  };
}

/**
 * The main navigation's style (server/content/menu-style.ts): the demo shop's categories open
 * in boxed dropdowns; an editor removes the tag 'boxed' (and publishes) for the full-width grid.
 */
function mainMenuSettings(lang: Lang): WidgetAreaInput {
  return {
    family: MENU_SETTINGS_FAMILY,
    areaName: 'main',
    pageType: 'Start Page',
    title: lang === 'nb' ? 'Hovedmeny' : 'Hovudmeny',
    tags: [BOXED_TAG],
    containers: [],
  };
}

async function writeArea(tx: Queryable, languageId: LanguageId, input: WidgetAreaInput) {
  const checked = checkArea(input);
  if (!checked.area)
    throw new Error(`Demo content ${input.areaName}: ${JSON.stringify(checked.errors)}`);
  await writeDraft(tx, languageId, checked.area, null);
  await publishDraft(tx, languageId, checked.area.family, checked.area.areaName);
}

/** Writes the demo content unless the database has content already. */
export async function writeDemoContent(tx: Queryable): Promise<void> {
  const [existing] = await tx.query('SELECT 1 FROM content_areas LIMIT 1');
  if (existing) return;
  const [campaign] = await tx.query<{ id: number }>(
    'SELECT id FROM discount_campaigns ORDER BY id LIMIT 1',
  );
  const campaignAliases = campaign
    ? await tx.query<{ languageId: number; alias: string }>(
        `SELECT language_id AS "languageId", alias FROM discount_campaign_translations
          WHERE campaign_id = $1`,
        [campaign.id],
      )
    : [];
  for (const lang of ['nb', 'nn'] as const) {
    const languageId = LANGUAGE[lang];
    // The tiles: the shop's top categories, as its main navigation has them.
    const categories = await tx.query<CategoryRow>(
      `SELECT c.id, t.name, t.alias, c.image_file AS "imageFile"
         FROM categories c
         JOIN category_translations t ON t.category_id = c.id AND t.language_id = $1
        WHERE c.parent_id IS NULL AND c.image_file IS NOT NULL
        ORDER BY c.sort_order, c.id LIMIT 6`,
      [languageId],
    );
    await writeArea(tx, languageId, frontPage(lang, categories, campaign?.id ?? null));
    await writeArea(tx, languageId, mainMenuSettings(lang));
    const campaignAlias =
      campaignAliases.find((row) => row.languageId === languageId)?.alias ?? null;
    await writeArea(tx, languageId, inspirationPage(lang, categories, campaignAlias));
    // The information pages' texts (locales/*/info.json also holds the widgets' own texts).
    const info = readJson(lang, 'info') as Record<string, Partial<InfoText>>;
    const pages = Object.entries(info).filter((entry): entry is [string, InfoText] =>
      Array.isArray(entry[1].sections),
    );
    for (const [alias, text] of pages) await writeArea(tx, languageId, infoPage(lang, alias, text));
  }
}
