import 'i18next';
import type nbAccount from '../../locales/nb/account.json';
import type nbCheckout from '../../locales/nb/checkout.json';
import type nbConsent from '../../locales/nb/consent.json';
import type nbDetails from '../../locales/nb/details.json';
import type nbFavourites from '../../locales/nb/favourites.json';
import type nbGuides from '../../locales/nb/guides.json';
import type nbInfo from '../../locales/nb/info.json';
import type nbListing from '../../locales/nb/listing.json';
import type nbReviews from '../../locales/nb/reviews.json';
import type nbRecommendations from '../../locales/nb/recommendations.json';
import type nbSearch from '../../locales/nb/search.json';
import type nbVehicles from '../../locales/nb/vehicles.json';
import type { Resources } from './resources';

/** Lazily loaded namespaces (lazy-namespaces.ts; recommendations: features/recommendations/recommendation-texts.ts), typed from their nb files like the rest. */
interface LazyResources {
  account: typeof nbAccount;
  checkout: typeof nbCheckout;
  consent: typeof nbConsent;
  details: typeof nbDetails;
  favourites: typeof nbFavourites;
  guides: typeof nbGuides;
  info: typeof nbInfo;
  listing: typeof nbListing;
  reviews: typeof nbReviews;
  recommendations: typeof nbRecommendations;
  search: typeof nbSearch;
  vehicles: typeof nbVehicles;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources & LazyResources;
  }
}
