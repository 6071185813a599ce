// The back-in-stock sign-ups' SQL (stock_alerts, migration 0018) and the stock they wait for.
import type { Queryable } from '../db/types.js';
import { mailboxKey } from '../../shared/validation/email.js';
import type { LanguageId } from '../i18n/language.js';
import type { SupplyFigures } from '../../shared/stock/available.js';
import type { PackagePart, SizeStock } from '../../shared/stock/package-stock.js';

/** A claim older than this is taken to belong to a process that died before it sent. */
export const STALE_CLAIM_MINUTES = 15;
/** Sizes and packages looked at per pass: a pass never holds the connection for long. */
const TARGETS_PER_PASS = 500;

const CLAIMABLE = `sent_at IS NULL AND (claimed_at IS NULL
  OR claimed_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}))`;

interface FigureRow {
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
  incoming: string | null;
  incomingQuantity: number;
}

const FIGURES = `s.stock, s.supplier_stock AS "supplierStock", s.oversellable,
  s.is_static AS "isStatic", to_char(s.incoming_date, 'YYYY-MM-DD') AS incoming,
  s.incoming_quantity AS "incomingQuantity"`;

const sizeStock = (row: FigureRow): SizeStock => ({
  totalStock: row.stock,
  supplierStock: row.supplierStock,
  static: row.isStatic,
  oversellable: row.oversellable,
  incoming: row.incoming,
  incomingQuantity: row.incomingQuantity,
});

/** The sizes' stock, by sku id (a package's own sku is left out: its stock is its parts'). */
export async function skuFigures(
  db: Queryable,
  skuIds: readonly number[],
): Promise<Map<number, SupplyFigures & { isPackage: boolean }>> {
  const rows = await db.query<FigureRow & { id: number; isPackage: boolean }>(
    `SELECT s.id, p.is_package AS "isPackage", ${FIGURES}
       FROM skus s JOIN products p ON p.id = s.product_id
      WHERE s.id = ANY($1::int[]) AND p.published`,
    [skuIds],
  );
  return new Map(rows.map((row) => [row.id, { ...sizeStock(row), isPackage: row.isPackage }]));
}

/** Each package's parts with all their sizes' stock, by package id (packages only). */
export async function packageParts(
  db: Queryable,
  packageIds: readonly number[],
): Promise<Map<number, PackagePart[]>> {
  const rows = await db.query<
    FigureRow & { packageId: number; position: number; quantity: number }
  >(
    `SELECT pp.package_id AS "packageId", pp.position, pp.quantity, ${FIGURES}
       FROM products pk
       JOIN package_parts pp ON pp.package_id = pk.id
       JOIN skus s ON s.product_id = pp.part_product_id
      WHERE pk.id = ANY($1::int[]) AND pk.is_package AND pk.published
      ORDER BY pp.package_id, pp.position, s.sort_order, s.id`,
    [packageIds],
  );
  type Part = PackagePart & { sizes: SizeStock[] };
  const packages = new Map<number, Map<number, Part>>();
  for (const row of rows) {
    const parts = packages.get(row.packageId) ?? new Map<number, Part>();
    const part: Part = parts.get(row.position) ?? { quantity: row.quantity, sizes: [] };
    part.sizes.push(sizeStock(row));
    parts.set(row.position, part);
    packages.set(row.packageId, parts);
  }
  return new Map([...packages].map(([id, parts]) => [id, [...parts.values()]]));
}

export interface SignUp {
  email: string;
  skuId: number | null;
  packageId: number | null;
  languageId: LanguageId;
  /** The market it was made in (its mail links there); absent: the default market. */
  marketId?: number;
}

/**
 * Sign-ups one address may have waiting at once: each is a mail when its size comes back, and
 * anyone can type a stranger's address, so a script's sign-ups could otherwise make every
 * restock a flood of mail to them.
 */
export const MAX_WAITING_PER_ADDRESS = 20;

/**
 * shared/validation/email.ts mailboxKey of a stored (lower-cased) address, in SQL: "ola+1@x.no"
 * and "ola+2@x.no", or Gmail's "o.la@" and "ola@", wait as one inbox. A scan of the waiting
 * sign-ups per sign-up, which the per-client rate limit bounds.
 */
const MAILBOX_KEY_SQL = `(CASE WHEN split_part(email, '@', 2) IN ('gmail.com', 'googlemail.com')
  THEN replace(regexp_replace(split_part(email, '@', 1), '[+].*$', ''), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part(email, '@', 1), '[+].*$', '') || '@' || split_part(email, '@', 2)
  END)`;

/**
 * Stores a waiting sign-up: `created`; `waiting` when the address already waits for that size or
 * package; `full` when its inbox waits for MAX_WAITING_PER_ADDRESS sign-ups (nothing stored),
 * whether or not this one is among them: were a full inbox's own products answered `waiting`
 * (a success) and the others `full`, anyone who filled a stranger's inbox with +tag sign-ups
 * could read which products that stranger waits for.
 */
export async function insertSignUp(
  tx: Queryable,
  signUp: SignUp,
): Promise<'created' | 'waiting' | 'full'> {
  const rows = await tx.query(
    `INSERT INTO stock_alerts (email, sku_id, package_id, language_id, market_id)
     SELECT $1, $2, $3, $4, $5
      WHERE (SELECT count(*) FROM stock_alerts
              WHERE ${MAILBOX_KEY_SQL} = $7 AND sent_at IS NULL) < $6
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      signUp.email,
      signUp.skuId,
      signUp.packageId,
      signUp.languageId,
      signUp.marketId ?? 1,
      MAX_WAITING_PER_ADDRESS,
      mailboxKey(signUp.email),
    ],
  );
  if (rows.length > 0) return 'created';
  const [inbox] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stock_alerts WHERE ${MAILBOX_KEY_SQL} = $1 AND sent_at IS NULL`,
    [mailboxKey(signUp.email)],
  );
  // Not stored under the cap: the address already waits for this one (the unique key).
  return (inbox?.n ?? 0) >= MAX_WAITING_PER_ADDRESS ? 'full' : 'waiting';
}

/** Sizes and packages someone waits for (and no live claim holds). */
export function waitingTargets(db: Queryable) {
  return db.query<{ skuId: number | null; packageId: number | null }>(
    `SELECT DISTINCT sku_id AS "skuId", package_id AS "packageId" FROM stock_alerts
      WHERE ${CLAIMABLE} LIMIT ${TARGETS_PER_PASS}`,
  );
}

export interface ClaimedAlert {
  id: string;
  email: string;
  skuId: number | null;
  packageId: number | null;
  languageId: LanguageId;
  /** The path segment of the market it was made in (null: the default market, none). */
  marketSegment: string | null;
}

/** Mails one pass sends at most (a request or a housekeeping minute); the rest wait a pass. */
export const MAILS_PER_PASS = 200;

/**
 * Claims up to MAILS_PER_PASS waiting sign-ups of these sizes and packages in one UPDATE ...
 * RETURNING: rows another pass (another process) holds are skipped, and a row it claimed is no
 * longer claimable, so each sign-up is answered by one pass only.
 */
export function claimAlerts(
  db: Queryable,
  skuIds: readonly number[],
  packageIds: readonly number[],
): Promise<ClaimedAlert[]> {
  return db.query<ClaimedAlert>(
    `UPDATE stock_alerts SET claimed_at = now()
      WHERE id IN (SELECT id FROM stock_alerts
                    WHERE ${CLAIMABLE} AND (sku_id = ANY($1::int[]) OR package_id = ANY($2::int[]))
                    ORDER BY id LIMIT ${MAILS_PER_PASS} FOR UPDATE SKIP LOCKED)
        AND ${CLAIMABLE}
      RETURNING id::text, email, sku_id AS "skuId", package_id AS "packageId",
                language_id AS "languageId",
                (SELECT CASE WHEN m.id = c.default_market_id THEN NULL ELSE m.alias END
                   FROM markets m JOIN channels c ON c.id = m.channel_id
                  WHERE m.id = stock_alerts.market_id) AS "marketSegment"`,
    [skuIds, packageIds],
  );
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE stock_alerts SET sent_at = now() WHERE id = $1::bigint', [id]);
}

/** A send that failed gives its claim back for the next pass. */
export async function releaseClaim(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE stock_alerts SET claimed_at = NULL WHERE id = $1::bigint', [id]);
}

export interface AlertSubject {
  name: string;
  /** The size's name when the product has more than one; null otherwise. */
  size: string | null;
  /** Path without the language prefix: p/{category}/{alias} or pp/... */
  path: string;
}

/** What a mail names: the product (in the sign-up's language), its size and its page. */
export async function alertSubject(
  db: Queryable,
  alert: Pick<ClaimedAlert, 'skuId' | 'packageId' | 'languageId'>,
): Promise<AlertSubject | null> {
  const [row] = await db.query<{
    name: string;
    alias: string;
    category: string;
    isPackage: boolean;
    size: string | null;
    sizes: number;
  }>(
    `SELECT t.name, t.alias, ct.alias AS category, p.is_package AS "isPackage", s.name AS size,
            (SELECT count(*)::int FROM skus x WHERE x.product_id = p.id) AS sizes
       FROM products p
       LEFT JOIN skus s ON s.id = $1 AND s.product_id = p.id
       JOIN product_translations t ON t.product_id = p.id AND t.language_id = $3
       JOIN category_translations ct
         ON ct.category_id = p.primary_category_id AND ct.language_id = $3
      WHERE p.id = COALESCE((SELECT product_id FROM skus WHERE id = $1), $2)`,
    [alert.skuId, alert.packageId, alert.languageId],
  );
  if (!row) return null;
  return {
    name: row.name,
    size: row.sizes > 1 ? row.size : null,
    path: `${row.isPackage ? 'pp' : 'p'}/${row.category}/${row.alias}`,
  };
}

/** Sets a size's own stock; false when there is no such size. */
export async function setSkuStock(db: Queryable, skuId: number, stock: number): Promise<boolean> {
  const rows = await db.query('UPDATE skus SET stock = $2 WHERE id = $1 RETURNING id', [
    skuId,
    stock,
  ]);
  return rows.length > 0;
}

/** Sign-ups an address has made, waiting and sent. */
export async function signUpCount(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM stock_alerts WHERE email = $1',
    [email],
  );
  return row?.n ?? 0;
}
