/**
 * Also runs on the phone project (playwright.config.ts): journeys whose layout differs on a
 * phone (menu panel, search sliding from the top, filter sheet, cart panel, checkout summary).
 * Every test runs on the desktop project.
 */
export const PHONE = { tag: '@phone' };
