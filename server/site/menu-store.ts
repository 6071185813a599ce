import type { Queryable } from '../db/types.js';
import type { MenuItemType } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';

/** A menu as the store answers it; the Menu and MenuItem types map to these (codegen.ts). */
export interface MenuModel {
  /** The location asked for and its language (Menu.style looks the location's style up). */
  locationId: string;
  languageId: LanguageId;
  title: string;
  menuItems: MenuItemModel[];
}

export interface MenuItemModel {
  id: number;
  label: string;
  /** The label again (the schema asks for both). */
  title: string;
  /** The schema's enum: the menu_items.type column holds its values. */
  type: MenuItemType;
  order: number;
  /** Relative path without locale prefix, or an absolute URL. */
  canonicalUrl: string;
  targetBlank: boolean;
  children: MenuItemModel[];
}

/** The main navigation nests dropdowns up to three levels; deeper items are not shown. */
const MAX_DEPTH = 3;

type ItemRow = Omit<MenuItemModel, 'children' | 'title'> & { parentId: number | null };

export async function loadMenu(
  db: Queryable,
  languageId: LanguageId,
  locationId: string,
): Promise<MenuModel | null> {
  const [menu] = await db.query<{ id: number; title: string | null }>(
    `SELECT m.id, t.title FROM menus m
       LEFT JOIN menu_titles t ON t.menu_id = m.id AND t.language_id = $2
      WHERE m.location_id = $1`,
    [locationId, languageId],
  );
  if (!menu) return null;
  const rows = await db.query<ItemRow>(
    `SELECT id, parent_id AS "parentId", label, type, sort_order AS "order", url AS "canonicalUrl",
            target_blank AS "targetBlank"
       FROM menu_items WHERE menu_id = $1 AND language_id = $2 ORDER BY sort_order, id`,
    [menu.id, languageId],
  );
  return { locationId, languageId, title: menu.title ?? '', menuItems: buildTree(rows) };
}

function buildTree(rows: readonly ItemRow[]): MenuItemModel[] {
  const byParent = new Map<number | null, ItemRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const level = (parentId: number | null, depth: number): MenuItemModel[] =>
    (byParent.get(parentId) ?? []).map(({ parentId: _parent, ...item }) => ({
      ...item,
      title: item.label,
      children: depth < MAX_DEPTH ? level(item.id, depth + 1) : [],
    }));
  return level(null, 1);
}
