// Realistic, varied catalogue requests: what shoppers of an ATV, trailer and lights shop type.
import type { Db } from '../../server/db/types.js';
import { post, shuffled, type GraphqlRequest } from './timing.js';

const CARD = `productId name canonicalUrl brand { brandId name }
  unitPrice { isDiscounted regularPriceIncVatFormatted sellingPriceIncVatFormatted sellingPriceIncVat discountPercentage }
  images { fileName type alt ratio sizes { folder descriptor width } }`;

export const SEARCH = `query BenchSearch($filter: FilterInputType, $languageId: Int) {
  search(filter: $filter, languageId: $languageId) {
    products { count page products { ${CARD} } }
    categories { categoryId name canonicalUrl count }
    brands { brandId name canonicalUrl count }
  }
}`;

export const SUGGEST = `query BenchSuggest($text: String!, $languageId: Int) {
  searchSuggestions(text: $text, languageId: $languageId) { text kind products }
}`;

export const FACETED = `query BenchFaceted($filter: FilterInputType) {
  products(filter: $filter) {
    count page pageSize products { ${CARD} }
    facets {
      categories { id parentId label count selected } brands { id label count selected }
      discount { id label count selected } skus { value count selected }
      price { min max selectedMin selectedMax }
      parameters { name valueCount values { value count selected } }
    }
  }
}`;

const BOKMAL = `vinsj|vinsj 3000|vinsj 4500 lb|warn vinsj|arbeidslys|led arbeidslys|arbeidslys 12v|
bremseklosser|bremsekloss|bremseklosser polaris|ebc bremseklosser|bremseskive|kulekobling|
kulekobling knott|lysbar|led lysbar|lysbar 20|støtdemper|støtdempere bak|hjullager|hjullagre|
hjullagersett foran|polaris sportsman 570|can-am outlander|yamaha grizzly|honda rancher|
cfmoto cforce 520|tennplugg|ngk tennplugg|oljefilter|luftfilter|k&n luftfilter|drivrem|
drivaksel|batteri|batteri 12 v|yuasa batteri|dekk|maxxis dekk|itp felg|plogblad|plogfeste|
vinsjtau|syntetisk vinsjtau|vinsjfeste|kimpex|warn|moose utility|tusk|tilhengerlys|
baklys tilhenger|støttehjul|koblingshode|stikkontakt 13 pin|adapter 7 13|presenning|
spennbånd|spennreim|lys|led|ekstralys|fjernlys|speil|bagasjeboks|kofanger|skjerm|håndtak|
varmehåndtak|setetrekk|girolje|motorolje|kjede|tannhjul|clutch|variator|polaros|bremsekloser|
vinsh|arbeidlys|stotdemper|tilhenger|hengerfeste|lyspære h4|lykt|ryggelys|hella|osram|
philips lyspære|brenderup|al-ko|westfalia|knott|rigid|baja designs|vision x|lazer`;

const NYNORSK = `vinsj|arbeidslys|bremseklossar|støytdempar|hjullager|kulekopling|lysbar|tilhengarlys|
støttehjul|presenning|batteri|dekk|plogblad|vinsjtau|lyspære|spennband`;

const words = (list: string) =>
  list
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);

export interface SearchText {
  text: string;
  languageId: number;
}

export async function searchTexts(db: Db): Promise<SearchText[]> {
  const articles = await db.query<{ article: string }>(
    'SELECT article_number AS article FROM products ORDER BY md5(id::text) LIMIT 30',
  );
  return [
    ...words(BOKMAL).map((text) => ({ text, languageId: 1 })),
    ...words(NYNORSK).map((text) => ({ text, languageId: 2 })),
    ...articles.map((a) => ({ text: a.article, languageId: 1 })),
  ];
}

/** Every text at page 1 of the results panel, and most also on the search page or page 2. */
export function searchRequests(texts: readonly SearchText[], count: number): GraphqlRequest[] {
  const variants = [
    { pageSize: 10, page: 1 },
    { pageSize: 24, page: 1 },
    { pageSize: 24, page: 2 },
  ];
  const all = variants.flatMap((v) =>
    texts.map(({ text, languageId }) => ({
      query: SEARCH,
      variables: { filter: { searchText: text, ...v }, languageId },
    })),
  );
  return all.slice(0, count);
}

/** Prefixes as typed: "v", "vi", "vin", … of every text. */
export function suggestRequests(texts: readonly SearchText[], count: number): GraphqlRequest[] {
  const seen = new Set<string>();
  const requests: GraphqlRequest[] = [];
  for (const { text, languageId } of texts) {
    for (let length = 2; length <= text.length; length++) {
      const prefix = text.slice(0, length);
      if (prefix.endsWith(' ') || seen.has(`${languageId}${prefix}`)) continue;
      seen.add(`${languageId}${prefix}`);
      requests.push({ query: SUGGEST, variables: { text: prefix, languageId } });
    }
  }
  return shuffled(requests).slice(0, count);
}

interface Facets {
  categories: { id: number; parentId: number | null; count: number }[];
  brands: { id: number; count: number }[];
  skus: { value: string; count: number }[];
  price: { min: number; max: number };
  parameters: { name: string; values: { value: string; count: number }[] }[];
}

const SORTS = ['POPULARITY', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'NAME_ASC', 'DISCOUNT'];

/**
 * Faceted lists with three filters each (brand, price range, and a parameter, size or
 * subcategory), a sort and a page, on every category page and on all products. The filter
 * values come from each list's own facets, read first (not measured).
 */
export async function facetedRequests(url: string, count: number): Promise<GraphqlRequest[]> {
  const { categories } = (await post(url, {
    query: '{ categories { categoryId productCount } }',
    variables: {},
  })) as { categories: { categoryId: number; productCount: number }[] };
  const contexts = [
    null,
    ...categories.filter((c) => c.productCount > 40).map((c) => c.categoryId),
  ];
  const requests: GraphqlRequest[] = [];
  for (const [i, categoryId] of contexts.entries()) {
    const base = categoryId === null ? {} : { categoryId };
    const { products } = (await post(url, { query: FACETED, variables: { filter: base } })) as {
      products: { facets: Facets };
    };
    const f = products.facets;
    const third = [
      ...f.parameters
        .slice(0, 3)
        .map((p) => ({ parameters: [{ name: p.name, values: [p.values[0]?.value ?? ''] }] })),
      ...f.skus
        .filter((s) => s.value !== 'Standard')
        .slice(0, 1)
        .map((s) => ({ skus: [s.value] })),
      ...f.categories
        .filter((c) => c.id !== categoryId && c.parentId !== null)
        .slice(0, 2)
        .map((c) => ({ categories: [c.id] })),
    ];
    const brands = [...f.brands].sort((a, b) => b.count - a.count).slice(0, 4);
    const span = f.price.max - f.price.min;
    for (const [j, brand] of brands.entries()) {
      for (const [k, extra] of third.slice(0, 2).entries()) {
        requests.push({
          query: FACETED,
          variables: {
            filter: {
              ...base,
              ...extra,
              brands: j % 2 === 0 ? [brand.id] : brands.slice(0, 2).map((b) => b.id),
              price: {
                min: Math.floor(f.price.min + span * 0.05 * k),
                max: Math.ceil(f.price.max - span * 0.1 * j),
              },
              sort: SORTS[(i + j + k) % SORTS.length],
              page: 1 + ((i + k) % 2),
            },
          },
        });
      }
    }
  }
  return shuffled(requests).slice(0, count);
}
