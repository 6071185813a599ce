// A menu location's style (the main navigation: full width or boxed) is content data: editors
// set it in the area of family 'Menu' named after the location, with the tag 'boxed', and
// publish it like any area (publishing bumps the catalogue version, so cached menu answers and
// the prerendered app shell follow at once). No area or no tag: the full-width style.
import type { MenuResolvers, MenuStyle } from '../generated/resolvers.js';
import { findArea } from './content-store.js';

/** The family of the areas that hold menu locations' settings (areaName: the location id). */
export const MENU_SETTINGS_FAMILY = 'Menu';
/** The tag that makes a location's dropdowns boxed. */
export const BOXED_TAG = 'boxed';

/** The style a location's published settings area gives it. */
export const menuStyleOf = (tags: readonly string[] | null): MenuStyle =>
  tags?.some((tag) => tag.trim().toLowerCase() === BOXED_TAG) ? 'BOXED' : 'FULL_WIDTH';

// Who may: anyone (menus are public). Cost: one indexed read of the settings area per menu,
// inside the menu's cached answer. Bad input: none (no arguments of its own).
export const Menu: MenuResolvers = {
  style: async (menu, _, ctx) => {
    const settings = await findArea(
      ctx.db,
      menu.languageId,
      { family: MENU_SETTINGS_FAMILY, areaName: menu.locationId },
      false,
    );
    return menuStyleOf(settings?.tags ?? null);
  },
};
