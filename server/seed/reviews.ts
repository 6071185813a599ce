// The demo shop's reviews and answered questions, in Bokmål and Nynorsk, on about a quarter of
// the products (at most 1,500 of them). Deterministic: the same catalogue gets the same reviews.
// Seeded reviews belong to no account; the shop's own ones come through writeReview.
import type { Queryable } from '../db/types.js';
import { createRng, type Rng } from './prng.js';

type ReviewText = readonly [rating: number, title: string, text: string];

const NB_REVIEWS: readonly ReviewText[] = [
  [
    5,
    'Passet perfekt',
    'Passet perfekt på min Polaris Sportsman 570. Monteringen tok under en halvtime med vanlig verktøy.',
  ],
  [
    5,
    'Rask levering',
    'Bestilte på mandag og hadde pakken i postkassen onsdag. Kvaliteten er som forventet, og alt var godt pakket.',
  ],
  [
    4,
    'Bra kvalitet til prisen',
    'Solid og godt utført. Trekker ett poeng fordi monteringsanvisningen bare var på engelsk, men det gikk fint likevel.',
  ],
  [
    5,
    'Anbefales',
    'Har brukt den en hel sesong i skogen og på gården uten problemer. Kjøper gjerne igjen.',
  ],
  [
    4,
    'Fungerer som den skal',
    'Byttet ut originaldelen som var slitt. Passformen var god, men jeg måtte justere litt under monteringen.',
  ],
  [
    3,
    'Grei nok',
    'Gjør jobben, men finishen kunne vært bedre. Et par av skruene i pakken var i korteste laget.',
  ],
  [
    5,
    'Akkurat det jeg trengte',
    'Fikk god hjelp av kundeservice til å finne riktig del til min Can-Am Outlander. Passet med en gang.',
  ],
  [
    4,
    'Godt fornøyd',
    'Enkel å montere og ser ut til å tåle både vinter og saltede veier. Full pott hvis prisen hadde vært litt lavere.',
  ],
  [
    2,
    'Lang ventetid',
    'Selve delen er fin, men den måtte bestilles fra leverandør og tok nesten to uker å få.',
  ],
  [
    5,
    'Topp produkt',
    'Merkbar forbedring fra den gamle. Sitter godt og har ikke løsnet etter flere turer i ulendt terreng.',
  ],
  [
    5,
    'Solid',
    'Kraftig materiale og god passform. Brukt på hengeren til hytta, og den har holdt seg fin gjennom vinteren.',
  ],
  [
    4,
    'Som beskrevet',
    'Produktet var akkurat som beskrevet. Greit å kunne se mål og spesifikasjoner før jeg bestilte.',
  ],
];

const NN_REVIEWS: readonly ReviewText[] = [
  [
    5,
    'Passa perfekt',
    'Passa rett på Yamaha Grizzly-en min. Monteringa gjekk greitt med vanleg verktøy.',
  ],
  [5, 'Rask levering', 'Bestilte måndag og hadde pakken onsdag. Godt pakka og god kvalitet.'],
  [
    4,
    'God kvalitet for pengane',
    'Solid og godt laga. Trekkjer eitt poeng fordi monteringsrettleiinga berre var på engelsk.',
  ],
  [
    5,
    'Kan tilrådast',
    'Har brukt han ein heil sesong på garden og i skogen utan problem. Kjøper gjerne att.',
  ],
  [
    4,
    'Fungerer som han skal',
    'Bytte ut originaldelen som var slitt. God passform, men eg måtte justere litt.',
  ],
  [
    3,
    'Grei nok',
    'Gjer jobben, men finishen kunne vore betre. Eit par skruar var i kortaste laget.',
  ],
  [
    5,
    'Akkurat det eg trong',
    'Fekk god hjelp av kundeservice til å finne rett del til Honda-en. Passa med ein gong.',
  ],
  [4, 'Godt nøgd', 'Enkel å montere og ser ut til å tole både vinter og salta vegar.'],
];

const NB_NAMES = [
  'Ola N.',
  'Kari H.',
  'Tor Erik',
  'Marius fra Elverum',
  'Ingrid S.',
  'Bjørn A.',
  'Siv',
  'Geir fra Trysil',
  'Lars-Ivar',
  'Hanne K.',
];
const NN_NAMES = [
  'Eirik frå Voss',
  'Sigrid H.',
  'Anders frå Sogndal',
  'Magnhild',
  'Ivar T.',
  'Ragnhild frå Ørsta',
];

type QuestionText = readonly [question: string, answer: string];

const NB_QUESTIONS: readonly QuestionText[] = [
  [
    'Passer denne på Polaris Sportsman 570 fra 2019?',
    'Hei! Ja, den passer Sportsman 570 fra 2014 og nyere. Se fanen Spesifikasjoner for modellene den passer til. Hilsen ATV-Huset',
  ],
  [
    'Følger det med skruer og monteringsdetaljer?',
    'Hei! Ja, alt du trenger til monteringen følger med i pakken. Hilsen ATV-Huset',
  ],
  [
    'Hvor lang leveringstid er det til Nord-Norge?',
    'Normalt 2–4 virkedager når varen er på lager hos oss. Til Finnmark kan det ta en dag ekstra.',
  ],
  [
    'Er dette en originaldel?',
    'Dette er en uoriginal del av god kvalitet, laget etter de samme målene som originalen.',
  ],
];

const NN_QUESTIONS: readonly QuestionText[] = [
  [
    'Passar denne på Yamaha Kodiak 700 frå 2021?',
    'Hei! Ja, han passar Kodiak 700 frå 2016 og nyare. Sjå fana Spesifikasjonar for modellane han passar til. Helsing ATV-Huset',
  ],
  [
    'Følgjer det med skruar til monteringa?',
    'Hei! Ja, alt du treng til monteringa følgjer med i pakken. Helsing ATV-Huset',
  ],
  [
    'Kor lang leveringstid er det til Vestlandet?',
    'Vanlegvis 2–4 yrkedagar når vara er på lager hjå oss.',
  ],
];

// Dates count back from a fixed day, so a reseed gives the same shop.
const LAST_DAY = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;
const MAX_REVIEWED_PRODUCTS = 1_500;

const dayBefore = (rng: Rng, maxDays: number): string =>
  new Date(LAST_DAY - rng.int(0, maxDays) * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString();

async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 400) {
    const batch = rows.slice(start, start + 400);
    const params: unknown[] = [];
    const values = batch.map((row) => {
      const places = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${places.join(', ')})`;
    });
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

/** Empties the reviews and questions (before the catalogue they refer to is replaced). */
export async function clearReviews(tx: Queryable): Promise<void> {
  await tx.exec('TRUNCATE product_reviews, product_questions');
}

/** Writes the demo reviews and questions of the products there are. */
export async function writeDemoReviews(tx: Queryable, seed = 16): Promise<number> {
  const rng = createRng(seed);
  const products = await tx.query<{ id: number }>(
    'SELECT id FROM products WHERE published AND NOT is_package ORDER BY id',
  );
  const share = Math.min(0.25, MAX_REVIEWED_PRODUCTS / Math.max(products.length, 1));
  const reviews: unknown[][] = [];
  const questions: unknown[][] = [];
  for (const { id } of products) {
    if (!rng.chance(share)) continue;
    const count = rng.weighted([
      [1, 3],
      [2, 3],
      [3, 2],
      [5, 1],
      [8, 1],
    ] as const);
    for (const [index, review] of rng.sample(NB_REVIEWS.concat(NN_REVIEWS), count).entries()) {
      const nynorsk = NN_REVIEWS.includes(review);
      const [rating, title, text] = review;
      reviews.push([
        id,
        nynorsk ? 2 : 1,
        rating,
        rng.pick(nynorsk ? NN_NAMES : NB_NAMES),
        title,
        text,
        index === 0 || rng.chance(0.6),
        dayBefore(rng, 400),
      ]);
    }
    if (rng.chance(0.35)) {
      const nynorsk = rng.chance(0.35);
      const [question, answer] = rng.pick(nynorsk ? NN_QUESTIONS : NB_QUESTIONS);
      const asked = dayBefore(rng, 300);
      questions.push([
        id,
        nynorsk ? 2 : 1,
        rng.pick(nynorsk ? NN_NAMES : NB_NAMES),
        question,
        answer,
        new Date(Date.parse(asked) + rng.int(1, 48) * 3_600_000).toISOString(),
        asked,
      ]);
    }
  }
  await insertRows(
    tx,
    'product_reviews',
    [
      'product_id',
      'language_id',
      'rating',
      'author_name',
      'title',
      'body',
      'verified_purchase',
      'created_at',
    ],
    reviews,
  );
  await insertRows(
    tx,
    'product_questions',
    ['product_id', 'language_id', 'author_name', 'question', 'answer', 'answered_at', 'created_at'],
    questions,
  );
  return reviews.length;
}
