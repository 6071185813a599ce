// SQL of carts and their lines. Callers hold the cart row lock (lockCart) before changing lines.
import type { Queryable } from '../db/types.js';
import type { CartStatusValue } from './model.js';

export interface CartRow {
  id: string;
  status: CartStatusValue;
  version: number;
  promoCode: string | null;
  giftCardCode: string | null;
  shippingOptionId: string | null;
  pickupPointId: string | null;
  paymentOptionId: string | null;
  updatedAt: string;
}

export interface ItemRow {
  groupKey: string;
  skuId: number;
  quantity: number;
  packageId: number | null;
  packageCount: number | null;
  partQuantity: number | null;
}

export const CART_COLUMNS = `c.id, c.status, c.version, c.promo_code AS "promoCode",
  c.gift_card_code AS "giftCardCode", c.shipping_option_id AS "shippingOptionId",
  c.pickup_point_id AS "pickupPointId", c.payment_option_id AS "paymentOptionId",
  to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export async function createCart(
  tx: Queryable,
  id: string,
  channelId: number,
  marketId: number,
): Promise<CartRow> {
  const [row] = await tx.query<CartRow>(
    `INSERT INTO carts AS c (id, channel_id, market_id) VALUES ($1, $2, $3) RETURNING ${CART_COLUMNS}`,
    [id, channelId, marketId],
  );
  if (!row) throw new Error('INSERT INTO carts returned no row');
  return row;
}

export interface LockedCart extends CartRow {
  items: ItemRow[];
}

// The lines ride along with the lock: one round trip less on every cart change.
const ITEMS_JSON = `COALESCE((SELECT json_agg(json_build_object('groupKey', i.group_key,
    'skuId', i.sku_id, 'quantity', i.quantity, 'packageId', i.package_id,
    'packageCount', i.package_count, 'partQuantity', i.part_quantity) ORDER BY i.position, i.sku_id)
  FROM cart_items i WHERE i.cart_id = c.id), '[]')`;

/** The cart row and its lines, locked until the transaction ends: changes to one cart queue. */
export async function lockCart(tx: Queryable, id: string): Promise<LockedCart | null> {
  const rows = await tx.query<LockedCart>(
    `SELECT ${CART_COLUMNS}, ${ITEMS_JSON} AS items FROM carts c WHERE c.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function readCart(db: Queryable, id: string): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts c WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts or replaces a line; new lines go last. */
export async function putItem(tx: Queryable, cartId: string, item: ItemRow): Promise<void> {
  await tx.query(
    `INSERT INTO cart_items (cart_id, group_key, sku_id, quantity, package_id, package_count, part_quantity, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
             (SELECT COALESCE(max(position), 0) + 1 FROM cart_items WHERE cart_id = $1))
     ON CONFLICT (cart_id, group_key, sku_id) DO UPDATE
       SET quantity = EXCLUDED.quantity, package_count = EXCLUDED.package_count`,
    [
      cartId,
      item.groupKey,
      item.skuId,
      item.quantity,
      item.packageId,
      item.packageCount,
      item.partQuantity,
    ],
  );
}

export async function deleteItems(
  tx: Queryable,
  cartId: string,
  groupKey: string,
  skuId: number | null,
): Promise<number> {
  const rows = await tx.query(
    `DELETE FROM cart_items WHERE cart_id = $1 AND group_key = $2 AND ($3::int IS NULL OR sku_id = $3)
     RETURNING sku_id`,
    [cartId, groupKey, skuId],
  );
  return rows.length;
}

export interface CartPatch {
  status?: CartStatusValue;
  promoCode?: string | null;
  giftCardCode?: string | null;
  shippingOptionId?: string | null;
  pickupPointId?: string | null;
  paymentOptionId?: string | null;
}

const PATCH_COLUMNS: Record<keyof CartPatch, string> = {
  status: 'status',
  promoCode: 'promo_code',
  giftCardCode: 'gift_card_code',
  shippingOptionId: 'shipping_option_id',
  pickupPointId: 'pickup_point_id',
  paymentOptionId: 'payment_option_id',
};

/** Applies a patch and bumps the version; answers the updated row. */
export async function updateCart(
  tx: Queryable,
  id: string,
  patch: CartPatch = {},
): Promise<CartRow> {
  const keys = (Object.keys(patch) as (keyof CartPatch)[]).filter((k) => patch[k] !== undefined);
  const sets = keys.map((k, i) => `${PATCH_COLUMNS[k]} = $${i + 2}`);
  const [row] = await tx.query<CartRow>(
    `UPDATE carts c SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
      WHERE c.id = $1 RETURNING ${CART_COLUMNS}`,
    [id, ...keys.map((k) => patch[k])],
  );
  if (!row) throw new Error(`Cart ${id} vanished inside its transaction`);
  return row;
}

export async function clearItems(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
}
