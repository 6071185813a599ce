// Which consent category each third-party script and the analytics events need (README,
// "Cookie consent and analytics"). `necessary` is always on and needs no banner answer.

/** The tag manager's container and the data-layer events are statistics: they measure the shop. */
export const TAG_MANAGER_CONSENT = 'statistics';
/** The shop's own analytics events on window.dataLayer. */
export const ANALYTICS_EVENTS_CONSENT = 'statistics';
/** The review provider's widgets and badge: a third party that follows the shopper. */
export const REVIEWS_CONSENT = 'marketing';
/** The recommendation service (cart and login tracking, recommendation feeds). */
export const RECOMMENDATIONS_CONSENT = 'marketing';

/** The tag manager's script address for a container id (GTM-…). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const tagManagerScriptUrl = (containerId: string) =>
  `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
