import type { ChannelConfiguration } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import { SEARCH_TEXT_MAX_LENGTH } from '../list-index/search-text.js';

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
} as const satisfies Partial<ChannelConfiguration>;

// What shoppers here search for most: winches, work lights, brake pads, tow balls, light bars.
const SUGGESTED_SEARCHES: Record<LanguageId, string[]> = {
  1: ['vinsj', 'arbeidslys', 'bremseklosser', 'kulekobling', 'lysbar'],
  2: ['vinsj', 'arbeidslys', 'bremseklossar', 'kulekopling', 'lysbar'],
};

export function channelConfiguration(
  languageId: LanguageId,
): Omit<ChannelConfiguration, 'recommendationService'> {
  return {
    ...CHANNEL_CONFIGURATION,
    customerTypes: [...CHANNEL_CONFIGURATION.customerTypes],
    suggestedSearches: SUGGESTED_SEARCHES[languageId],
  };
}
