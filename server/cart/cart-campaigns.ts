// Discount campaigns for pricing carts, kept in memory: a handful of campaigns over a few hundred
// products, read on every cart change. The database's campaign_version token (migration 0006,
// replaced by a trigger on every campaign write) is read with the cart, so a change shows at once.
import type { CampaignInfo } from './model.js';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CampaignKind } from '../catalogue/pricing-rules.js';
import { createMemoMap, maxEntriesOf } from '../cache/registry.js';

/** The token, for statements that read it along with other things. */
export const CAMPAIGN_VERSION_SQL = '(SELECT token FROM campaign_version)';

interface CachedCampaign {
  rule: Omit<CampaignInfo, 'name' | 'alias'>;
  startsAt: number;
  endsAt: number;
  /** By language id; language 1 (nb) is the fallback. */
  texts: Map<number, { name: string; alias: string }>;
}

interface CampaignSet {
  byProduct: Map<number, CachedCampaign[]>;
}

interface CampaignRow {
  id: number;
  kind: CampaignKind;
  percentage: number | null;
  amountOre: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  hideTitle: boolean;
  startsAt: number;
  endsAt: number;
  texts: { languageId: number; name: string; alias: string }[];
  productIds: number[];
}

// A few recent versions, so two databases in one process (tests) do not evict each other.
const KEEP = maxEntriesOf('campaign-sets');
const sets = createMemoMap<string, Promise<CampaignSet>>('campaign-sets');

async function loadSet(db: Queryable): Promise<CampaignSet> {
  const rows = await db.query<CampaignRow>(
    `SELECT dc.id, dc.kind, dc.percentage::float8 AS percentage, dc.amount_ore AS "amountOre",
            dc.buy_quantity AS "buyQuantity", dc.pay_quantity AS "payQuantity",
            dc.hide_title AS "hideTitle",
            (extract(epoch FROM dc.starts_at) * 1000)::float8 AS "startsAt",
            (extract(epoch FROM dc.ends_at) * 1000)::float8 AS "endsAt",
            COALESCE((SELECT json_agg(json_build_object('languageId', t.language_id,
                       'name', t.name, 'alias', t.alias))
                        FROM discount_campaign_translations t WHERE t.campaign_id = dc.id), '[]')
              AS texts,
            COALESCE((SELECT json_agg(dcp.product_id) FROM discount_campaign_products dcp
                       WHERE dcp.campaign_id = dc.id), '[]') AS "productIds"
       FROM discount_campaigns dc
      ORDER BY dc.id`,
  );
  const byProduct = new Map<number, CachedCampaign[]>();
  for (const row of rows) {
    const campaign: CachedCampaign = {
      rule: {
        id: row.id,
        kind: row.kind,
        percentage: row.percentage,
        amountOre: row.amountOre,
        buyQuantity: row.buyQuantity,
        payQuantity: row.payQuantity,
        hideTitle: row.hideTitle,
      },
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      texts: new Map(row.texts.map((t) => [t.languageId, { name: t.name, alias: t.alias }])),
    };
    for (const productId of row.productIds) {
      const list = byProduct.get(productId);
      if (list) list.push(campaign);
      else byProduct.set(productId, [campaign]);
    }
  }
  return { byProduct };
}

/** Campaigns of products, active now, for pricing; `token` as read from campaign_version. */
export class CartCampaigns {
  private constructor(private readonly set: CampaignSet) {}

  static async load(db: Queryable, token: string): Promise<CartCampaigns> {
    let set = sets.get(token);
    if (!set) {
      set = loadSet(db);
      sets.set(token, set);
      set.catch(() => sets.delete(token));
      while (sets.size > KEEP) {
        const oldest = sets.keys().next().value;
        if (oldest === undefined) break;
        sets.delete(oldest);
      }
    }
    return new CartCampaigns(await set);
  }

  /** Active campaigns of a product (a package for package parts), by campaign id. */
  of(productId: number, languageId: LanguageId, now = Date.now()): CampaignInfo[] {
    const list = this.set.byProduct.get(productId);
    if (!list) return [];
    const active: CampaignInfo[] = [];
    for (const c of list) {
      if (c.startsAt > now || c.endsAt <= now) continue;
      const text = c.texts.get(languageId) ?? c.texts.get(1);
      active.push({ ...c.rule, name: text?.name ?? '', alias: text?.alias ?? '' });
    }
    return active;
  }
}
