import { StringColumn } from './string-column.js';
import type { LanguageId } from '../i18n/language.js';
import { ArticleIndex } from './article-index.js';
import type { IdPosting, IndexSource, ProductColumns } from './index-source.js';
import { Links, type Posting } from './links.js';
import { nameOrders } from './name-order.js';
import { orderBy } from './sort-order.js';
import type {
  CardColumns,
  Label,
  ListIndex,
  ParameterIndex,
  SortKey,
  SortOrder,
} from './list-index.js';
import type { TermPostings } from './search-scoring.js';
import { TermDictionary } from './term-dictionary.js';
import { FITMENT_PARAMETER, fitmentLookup, parseFitments } from './vehicle-fitment.js';

/** The flags bit of a product no one can buy now (search/list-index-source.ts SELLABLE). */
export const SOLD_OUT_FLAG = 4;

const LANGUAGES: readonly LanguageId[] = [1, 2];

function groupPositions(keys: Int32Array): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  keys.forEach((key, p) => {
    const list = lists.get(key);
    if (list) list.push(p);
    else lists.set(key, [p]);
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

function sortOrders(c: ProductColumns): Record<SortKey, SortOrder> {
  const n = c.ids.length;
  const at = (a: Int32Array | Float64Array, i: number): number => a[i] ?? 0;
  const share = new Float64Array(n).map((_, i) => {
    const regular = at(c.regularOre, i);
    return regular > 0 ? (regular - at(c.sellingOre, i)) / regular : -1;
  });
  // What can be bought first: a popular part nobody can order should not lead the shop's
  // lists (the front page's "Populære produkter" once opened on a sold-out winch package).
  const soldOut = (i: number) => (at(c.flags, i) & SOLD_OUT_FLAG) >> 2;
  const popular = (a: number, b: number) =>
    soldOut(a) - soldOut(b) || at(c.popularity, b) - at(c.popularity, a) || a - b;
  return {
    POPULARITY: orderBy(n, popular),
    NEWEST: orderBy(n, (a, b) => at(c.created, b) - at(c.created, a) || b - a),
    PRICE_ASC: orderBy(n, (a, b) => at(c.sellingOre, a) - at(c.sellingOre, b) || a - b),
    PRICE_DESC: orderBy(n, (a, b) => at(c.sellingOre, b) - at(c.sellingOre, a) || a - b),
    DISCOUNT: orderBy(n, (a, b) => at(share, b) - at(share, a) || popular(a, b)),
  };
}

function parameterIndex(
  size: number,
  rows: readonly Posting<string>[],
  names: string[],
): ParameterIndex {
  const slots = new Map<string, Map<string, number>>();
  const nameOf = new Int32Array(rows.length);
  rows.forEach((row, slot) => {
    const name = names[slot] ?? '';
    const values = slots.get(name) ?? new Map<string, number>();
    values.set(row.key, slot);
    slots.set(name, values);
  });
  const nameList = [...slots.keys()];
  const nameSlot = new Map(nameList.map((name, i) => [name, i]));
  names.forEach((name, slot) => (nameOf[slot] = nameSlot.get(name) ?? 0));
  const links = new Links(
    size,
    rows.map((row, slot) => ({ key: slot, positions: row.positions })),
  );
  const valueOf = rows.map((r) => r.key);
  const natural = new Intl.Collator('nb', { numeric: true });
  const { rank: valueRank } = orderBy(rows.length, (a, b) =>
    natural.compare(valueOf[a] ?? '', valueOf[b] ?? ''),
  );
  return { links, names: nameList, nameOf, valueOf, valueRank, slots };
}

export function buildListIndex(src: IndexSource): ListIndex {
  const { ids } = src.products;
  const size = ids.length;
  const maxId = size > 0 ? (ids[size - 1] ?? 0) : 0;
  const byId = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, p) => (byId[id] = p));
  const positionOf = (id: number): number => (id >= 0 && id <= maxId ? (byId[id] ?? -1) : -1);
  const toPositions = (list: Int32Array): Int32Array => list.map(positionOf).filter((p) => p >= 0);
  const postings = <K>(rows: readonly IdPosting<K>[]): Posting<K>[] =>
    rows.map((r) => ({ key: r.key, positions: toPositions(r.ids) }));

  const parameters = {} as Record<LanguageId, ParameterIndex>;
  const orderedByName = {} as ListIndex['nameOrders'];
  const nameWords = {} as ListIndex['nameWords'];
  const campaignLabels = {} as Record<LanguageId, Map<number, Label>>;
  const terms = {} as ListIndex['terms'];
  const words = {} as ListIndex['words'];
  const articleColumn = StringColumn.of(src.products.articles);
  const cardNames = {} as CardColumns['names'];
  const cardAliases = {} as CardColumns['aliases'];
  for (const languageId of LANGUAGES) {
    const rows = src.parameters.filter((r) => r.languageId === languageId);
    parameters[languageId] = parameterIndex(
      size,
      postings(rows),
      rows.map((r) => r.name),
    );
    const texts = src.names.find((r) => r.languageId === languageId);
    const names = texts?.names.length === size ? texts.names : new Array<string>(size).fill('');
    const byName = nameOrders(names);
    cardNames[languageId] = StringColumn.of(names);
    cardAliases[languageId] =
      texts?.aliases.length === size ? StringColumn.of(texts.aliases) : StringColumn.empty(size);
    orderedByName[languageId] = { asc: byName.asc, desc: byName.desc };
    nameWords[languageId] = byName.words;
    const termRows = src.terms.filter((t) => t.languageId === languageId);
    terms[languageId] = {
      dictionary: new TermDictionary(
        termRows.map((t) => ({ term: t.term, products: t.ids.length })),
      ),
      postings: new Map<string, TermPostings>(
        termRows.map((t) => [
          t.term,
          { positions: toPositions(t.ids), namePositions: toPositions(t.nameIds) },
        ]),
      ),
    };
    const wordRows = src.words.filter((w) => w.languageId === languageId);
    words[languageId] = {
      dictionary: new TermDictionary(wordRows.map((w) => ({ term: w.word, products: w.products }))),
      kinds: new Map(wordRows.map((w) => [w.word, w.kind])),
    };
    campaignLabels[languageId] = new Map(
      src.campaignLabels.filter((l) => l.languageId === languageId).map((l) => [l.id, l]),
    );
  }
  const fitments = parseFitments(
    postings(src.parameters.filter((r) => r.languageId === 1 && r.name === FITMENT_PARAMETER)),
  );

  return {
    version: src.version,
    nextChange: src.nextChange,
    size,
    all: new Int32Array(size).map((_, i) => i),
    ids,
    positionOf,
    brand: src.products.brand,
    brandPositions: groupPositions(src.products.brand),
    primaryCategory: src.products.primaryCategory,
    popularity: src.products.popularity,
    created: src.products.created,
    regularOre: src.products.regularOre,
    sellingOre: src.products.sellingOre,
    lowestBeforeOre: src.products.lowestBeforeOre,
    articles: new ArticleIndex(articleColumn),
    cards: {
      flags: src.products.flags,
      vatBasisPoints: src.products.vatBasisPoints,
      articles: articleColumn,
      images: StringColumn.of(src.products.images),
      names: cardNames,
      aliases: cardAliases,
    },
    categories: new Links(size, postings(src.categories)),
    campaigns: new Links(size, postings(src.campaigns)),
    skus: new Links(size, postings(src.skus)),
    parameters,
    fitments,
    fitmentAt: fitmentLookup(size, fitments),
    orders: sortOrders(src.products),
    nameOrders: orderedByName,
    nameWords,
    known: {
      categories: new Set(src.known.categories),
      brands: new Set(src.known.brands),
      campaigns: new Set(src.known.campaigns),
    },
    campaignLabels,
    campaignRules: new Map(src.campaignRules.map((r) => [r.id, r])),
    lists: new Map(src.lists.map((l) => [l.id, l])),
    terms,
    lexemes: new Map(src.words.flatMap((w) => (w.lexeme === null ? [] : [[w.word, w.lexeme]]))),
    words,
  };
}
