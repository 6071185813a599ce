import type { Context } from '../graphql/context.js';
import type { ListPageInfo, ListType, QueryResolvers } from '../generated/resolvers.js';
import { languageOf, type LanguageId } from '../i18n/language.js';
import { metaTitle, textsFor } from '../i18n/texts.js';
import { displaySearchText, normaliseSearchText } from '../list-index/search-text.js';
import { campaignByAlias } from '../catalogue/campaign-store.js';
import { CHANNEL_CONFIGURATION } from '../site/channel-configuration.js';
import { listByAlias } from './list-store.js';
import { lastSegment } from '../catalogue/shapes.js';

interface PageTexts {
  name: string;
  description: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** Meta falls back to "{name} | ATV-Huset" and a generic sentence in the page's language. */
function withMeta(
  base: Omit<ListPageInfo, 'meta' | 'name' | 'description'>,
  texts: PageTexts,
  fallbackDescription: string,
): ListPageInfo {
  return {
    ...base,
    name: texts.name,
    description: texts.description,
    meta: {
      title: texts.metaTitle || metaTitle(texts.name),
      description: texts.metaDescription || plain(texts.description) || fallbackDescription,
    },
  };
}

const plain = (html: string | null): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

async function infoFor(
  listType: ListType,
  alias: string | null | undefined,
  languageId: LanguageId,
  ctx: Context,
): Promise<ListPageInfo | null> {
  const t = textsFor(languageId);
  const key = alias ? lastSegment(alias) : '';
  switch (listType) {
    case 'ALL':
      return withMeta(
        { listType, id: null, alias: null, canonicalUrl: 'produkter' },
        { name: t.allProducts, description: null },
        t.allProductsDescription,
      );
    case 'SEARCH': {
      const query = normaliseSearchText(alias);
      const shown = displaySearchText(alias);
      return withMeta(
        {
          listType,
          id: null,
          alias: query,
          canonicalUrl: `${CHANNEL_CONFIGURATION.searchRouteSegment}/${encodeURIComponent(query)}`,
        },
        { name: t.search(shown), description: null },
        t.searchDescription(shown),
      );
    }
    case 'BRANDS':
      return withMeta(
        { listType, id: null, alias: null, canonicalUrl: 'produsent' },
        { name: t.brands, description: null },
        t.brandsDescription,
      );
    case 'LIST': {
      const l = key ? await listByAlias(ctx.db, languageId, key) : null;
      if (!l) return null;
      const base = { listType, id: l.id, alias: l.alias, canonicalUrl: `l/${l.alias}` };
      return withMeta(base, l, t.listDescription(l.name.toLowerCase()));
    }
    case 'CATEGORY': {
      const snapshot = await ctx.catalogue.snapshot(languageId);
      const categoryId = snapshot.categoryIdByAlias.get(key);
      const c = categoryId === undefined ? undefined : snapshot.categoryById.get(categoryId);
      if (!c) return null;
      const base = { listType, id: c.id, alias: c.alias, canonicalUrl: c.canonicalUrl };
      return withMeta(base, c, t.listDescription(c.name.toLowerCase()));
    }
    case 'BRAND': {
      const b = (await ctx.catalogue.snapshot(languageId)).brandByAlias.get(key);
      if (!b) return null;
      const base = { listType, id: b.id, alias: b.alias, canonicalUrl: `b/${b.alias}` };
      return withMeta(base, b, t.listDescription(b.name));
    }
    case 'DISCOUNT_CAMPAIGN': {
      const c = key ? await campaignByAlias(ctx.db, languageId, key) : null;
      if (!c) return null;
      const base = { listType, id: c.id, alias: c.alias, canonicalUrl: `dc/${c.alias}` };
      return withMeta(base, c, t.listDescription(c.name));
    }
  }
}

// /list/{brand?}, /list/{category?}, /list/{discountCampaign?}: the alias tells which list it is.
const LIST_FALLBACKS: readonly ListType[] = ['CATEGORY', 'BRAND', 'DISCOUNT_CAMPAIGN'];

// Who may: anyone with the API key. Cost: in-memory catalogue snapshots and list lookups, at most
// four for a LIST alias (itself, then category, brand, campaign); a search's text costs nothing
// (named as typed: NFC, single-spaced, at most 100 characters; its alias and address in lower
// case); answers are kept by the answer cache (yoga.ts, 60 s). Bad input: an unknown alias
// answers null (the client's 404), an unknown language is the shop's (list-page-info.test.ts).
export const listPageInfoQuery: Pick<QueryResolvers, 'listPageInfo'> = {
  listPageInfo: async (_, { listType, alias, languageId }, ctx) => {
    const language = languageOf(languageId);
    const found = await infoFor(listType, alias, language, ctx);
    if (found || listType !== 'LIST') return found;
    for (const other of LIST_FALLBACKS) {
      const info = await infoFor(other, alias, language, ctx);
      if (info) return info;
    }
    return null;
  },
};
