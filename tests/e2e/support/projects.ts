/**
 * Also runs on the phone project (playwright.config.ts): journeys whose layout differs on a
 * phone (menu panel, search sliding from the top, filter sheet, cart panel, checkout summary).
 * Every test runs on the desktop project.
 */
export const PHONE = { tag: '@phone' };

/**
 * For a journey written once per language: on the phone in Bokmål only. The phone project is
 * there for the layout, which is the same in both languages; the Nynorsk texts are checked on
 * the desktop. (CI's browser tests are most of its 20 minutes.)
 */
export function phoneInBokmal(locale: 'nb' | 'nn'): { tag?: string } {
  return locale === 'nb' ? PHONE : {};
}
