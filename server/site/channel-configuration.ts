import type { ChannelConfiguration } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import { SEARCH_TEXT_MAX_LENGTH } from '../list-index/search-text.js';
import { NO_SITE_SETTINGS, type SiteSettings } from './site-settings.js';

/** Storefront settings of the shop's one channel (the client reads them from Channel.configuration). */
export const CHANNEL_CONFIGURATION = {
  searchRouteSegment: 'sok',
  defaultSort: 'POPULARITY',
  pageSize: 24,
  maxPageSize: 100,
  searchTextMaxLength: SEARCH_TEXT_MAX_LENGTH,
  // Private persons see prices with VAT (as Norwegian consumer law wants), the business types
  // without; the default comes first. A business type outside CustomerType needs the checkout
  // and orders to know it too (orders.customer_type).
  customerTypes: [
    { type: 'PERSON', vatIncluded: true, isDefault: true },
    { type: 'COMPANY', vatIncluded: false, isDefault: false },
  ],
  // The spec's breakpoints: phone below 768, tablet to 1023, computer from 1024, with 1200 and
  // 1440 larger (the same widths as the CSS's media queries).
  viewportClasses: [
    { name: 'phone', minWidth: 0 },
    { name: 'tablet', minWidth: 768 },
    { name: 'laptop', minWidth: 1024 },
    { name: 'desktop', minWidth: 1200 },
    { name: 'desktopBig', minWidth: 1440 },
  ],
} as const satisfies Partial<ChannelConfiguration>;

// What shoppers here search for most: winches, work lights, brake pads, tow balls, light bars.
const SUGGESTED_SEARCHES: Record<LanguageId, string[]> = {
  1: ['vinsj', 'arbeidslys', 'bremseklosser', 'kulekobling', 'lysbar'],
  2: ['vinsj', 'arbeidslys', 'bremseklossar', 'kulekopling', 'lysbar'],
};

export function channelConfiguration(
  languageId: LanguageId,
  site: SiteSettings = NO_SITE_SETTINGS,
): Omit<ChannelConfiguration, 'recommendationService'> {
  return {
    ...CHANNEL_CONFIGURATION,
    customerTypes: [...CHANNEL_CONFIGURATION.customerTypes],
    viewportClasses: [...CHANNEL_CONFIGURATION.viewportClasses],
    suggestedSearches: SUGGESTED_SEARCHES[languageId],
    tagManagerContainerId: site.tagManagerContainerId,
    globalMessage: site.globalMessage[languageId],
  };
}
