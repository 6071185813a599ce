import type {
  MutationResolvers,
  QueryResolvers,
  ResolversTypes,
  WidgetArea,
} from '../generated/resolvers.js';
import type { Context } from '../graphql/context.js';
import { imageFields } from '../images/image-fields.js';
import { languageOf } from '../i18n/language.js';
import { contentError } from './content-errors.js';
import { areaKey } from './content-address.js';
import { checkArea, publicSettings, WIDGET_NAMES } from './content-rules.js';
import { fillShopFigures, shopFigures, type ShopFigures } from './shop-figures.js';
import {
  AliasTakenError,
  discardDraft,
  findArea,
  listAreas,
  publishDraft,
  RevisionConflictError,
  writeDraft,
  type AreaVersion,
} from './content-store.js';

/** A widget shown only to some customer types says so in its settings (customerTypes). */
const visibleTo = (settings: Record<string, unknown>, customerType: string): boolean =>
  !Array.isArray(settings.customerTypes) || settings.customerTypes.includes(customerType);

/**
 * The stored version as the schema answers it. A shopper's answer (`shop` given) has the
 * market's figures filled into its texts (shop-figures.ts) and only the widgets for their
 * customer type; an editor's (`customerType` null: the source, or a mutation's answer) shows
 * every widget and the texts as written, so what an editor reads and saves back keeps them.
 */
export function widgetAreaAnswer(
  version: AreaVersion,
  customerType: string | null = 'PERSON',
  shop?: { figures: ShopFigures; marketSuffix: string },
): WidgetArea {
  // Each customer type's (and market's) answer is an entity of its own in the client's
  // normalised cache: a business shopper's area (with its business-only widgets) never
  // overwrites a person's, nor Sverige's figures Norge's.
  const typeSuffix = customerType === 'PERSON' ? '' : `-${customerType?.toLowerCase() ?? 'source'}`;
  const areaId = `${version.areaId}-${version.state}${typeSuffix}${shop?.marketSuffix ?? ''}`;
  const fill = (text: string) => (shop ? fillShopFigures(text, shop.figures) : text);
  return {
    id: areaId,
    family: version.family,
    areaName: version.areaName,
    alias: version.alias,
    pageType: version.pageType,
    meta: { title: fill(version.title), description: fill(version.description) },
    tags: version.tags,
    isDraft: version.state === 'draft',
    revision: version.revision,
    containers: version.containers.flatMap((container, c) => {
      // Ids keep the stored places: a widget hidden from this customer type shifts no other.
      const widgets = container.widgets
        .map((widget, w) => ({ widget, w }))
        .filter(
          ({ widget }) => customerType === null || visibleTo(widget.configuration, customerType),
        );
      // A container whose every widget is for other customer types is no empty gap on the page.
      if (widgets.length === 0 && container.widgets.length > 0) return [];
      return [
        {
          layout: container.layout,
          design: container.design,
          widgets: widgets.map(({ widget, w }) => ({
            id: `${areaId}-${c}-${w}`,
            name: WIDGET_NAMES[widget.type],
            type: widget.type,
            configuration: fill(JSON.stringify(publicSettings(widget))),
            images: widget.images.map((image) =>
              imageFields(image.type, image.fileName, image.alt, image.ratio),
            ),
          })),
        },
      ];
    }),
  };
}

// widgetArea: who may: anyone with the API key (a draft only an editor). Cost: one area read
// (answer-cached); the market's figures come from the memoised market row, no query. Bad input:
// an unknown area or address is null; an unknown marketId is the default market
// (content.test.ts).
export const contentQueries: Pick<
  QueryResolvers,
  'widgetArea' | 'widgetAreas' | 'widgetAreaSource'
> = {
  widgetArea: async (_, args, ctx) => {
    const key = areaKey(args);
    if (!key) return null;
    // A preview user is an anonymous visitor unless the request is an editor's.
    const preview = args.preview === true && (await ctx.auth.editor()) !== null;
    const version = await findArea(ctx.db, languageOf(args.languageId), key, preview);
    if (!version) return null;
    const market = await ctx.markets.pricing(args.marketId);
    const isDefault = market.id === (await ctx.markets.pricing(null)).id;
    return widgetAreaAnswer(version, args.customerType ?? 'PERSON', {
      figures: shopFigures(market),
      marketSuffix: isDefault ? '' : `-${market.alias}`,
    });
  },
  widgetAreas: async (_, { languageId }, ctx) => {
    await ctx.auth.requireEditor();
    return listAreas(ctx.db, languageOf(languageId));
  },
  // widgetAreaSource: who may: an editor (401/403 otherwise). Cost: one area read, never
  // answer-cached (personal: POST only). Bad input: an unknown area is null. What an editor
  // edits: the draft (or the published version), every widget, the texts as written
  // ({{freeFrom}} and the other market figures unfilled: saved back, they stay true in every
  // market).
  widgetAreaSource: async (_, { family, areaName, languageId }, ctx) => {
    await ctx.auth.requireEditor();
    const version = await findArea(ctx.db, languageOf(languageId), { family, areaName }, true);
    return version ? widgetAreaAnswer(version, null) : null;
  },
};

async function draftAnswer(
  ctx: Context,
  languageId: 1 | 2,
  family: string,
  areaName: string,
): Promise<ResolversTypes['WidgetArea']> {
  const version = await findArea(ctx.db, languageId, { family, areaName }, true);
  if (!version) throw contentError('NOT_FOUND', languageId);
  return widgetAreaAnswer(version, null);
}

// The editor mutations: who may: an editor (EDITOR_TOKEN or an editor account; 401/403
// otherwise). Cost: one area's transaction each. Bad input: INVALID_CONTENT with the fields,
// ALIAS_TAKEN for an address another area's published version or draft holds (a draft's alias
// is the draft's until published), REVISION_CONFLICT, NOT_FOUND (content.test.ts).
export const contentMutations: Pick<
  MutationResolvers,
  'saveWidgetAreaDraft' | 'publishWidgetArea' | 'discardWidgetAreaDraft'
> = {
  saveWidgetAreaDraft: async (_, { input, expectedRevision, languageId }, ctx) => {
    await ctx.auth.requireEditor();
    const language = languageOf(languageId);
    const checked = checkArea(input);
    if (!checked.area) throw contentError('INVALID_CONTENT', language, { fields: checked.errors });
    const area = checked.area;
    try {
      await ctx.db.transaction((tx) => writeDraft(tx, language, area, expectedRevision ?? null));
    } catch (error) {
      if (error instanceof AliasTakenError)
        throw contentError('ALIAS_TAKEN', language, {
          fields: [{ field: 'alias', code: 'INVALID_VALUE' }],
        });
      if (error instanceof RevisionConflictError)
        throw contentError('REVISION_CONFLICT', language, { revision: Number(error.message) });
      throw error;
    }
    return draftAnswer(ctx, language, area.family, area.areaName);
  },
  publishWidgetArea: async (_, { family, areaName, languageId }, ctx) => {
    await ctx.auth.requireEditor();
    const language = languageOf(languageId);
    const found = await ctx.db.transaction((tx) => publishDraft(tx, language, family, areaName));
    if (!found) throw contentError('NOT_FOUND', language);
    const version = await findArea(ctx.db, language, { family, areaName }, false);
    if (!version) throw contentError('NOT_FOUND', language);
    return widgetAreaAnswer(version);
  },
  discardWidgetAreaDraft: async (_, { family, areaName, languageId }, ctx) => {
    await ctx.auth.requireEditor();
    return ctx.db.transaction((tx) => discardDraft(tx, languageOf(languageId), family, areaName));
  },
};
