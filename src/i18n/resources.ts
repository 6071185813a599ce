// Both locales are bundled: together they are a few kB gzip, and the first paint needs them
// without another round trip (measured in the walking-skeleton report).
import nbCart from '../../locales/nb/cart.json';
import nbCatalogue from '../../locales/nb/catalogue.json';
import nbCommon from '../../locales/nb/common.json';
import nbErrors from '../../locales/nb/errors.json';
import nbFooter from '../../locales/nb/footer.json';
import nbHeader from '../../locales/nb/header.json';
import nbNavigation from '../../locales/nb/navigation.json';
import nbNewsletter from '../../locales/nb/newsletter.json';
import nbPages from '../../locales/nb/pages.json';
import nbProduct from '../../locales/nb/product.json';
import nbPwa from '../../locales/nb/pwa.json';
import nbStart from '../../locales/nb/start.json';
import nbSync from '../../locales/nb/sync.json';
import nnCart from '../../locales/nn/cart.json';
import nnCatalogue from '../../locales/nn/catalogue.json';
import nnCommon from '../../locales/nn/common.json';
import nnErrors from '../../locales/nn/errors.json';
import nnFooter from '../../locales/nn/footer.json';
import nnHeader from '../../locales/nn/header.json';
import nnNavigation from '../../locales/nn/navigation.json';
import nnNewsletter from '../../locales/nn/newsletter.json';
import nnPages from '../../locales/nn/pages.json';
import nnProduct from '../../locales/nn/product.json';
import nnPwa from '../../locales/nn/pwa.json';
import nnStart from '../../locales/nn/start.json';
import nnSync from '../../locales/nn/sync.json';

export const nbResources = {
  cart: nbCart,
  catalogue: nbCatalogue,
  common: nbCommon,
  errors: nbErrors,
  footer: nbFooter,
  header: nbHeader,
  navigation: nbNavigation,
  newsletter: nbNewsletter,
  pages: nbPages,
  product: nbProduct,
  pwa: nbPwa,
  start: nbStart,
  sync: nbSync,
};

export type Resources = typeof nbResources;
export type Namespace = keyof Resources;

// nn is checked for the same namespaces here and for the same keys in locales/locales.test.ts.
const nnResources: Record<Namespace, object> = {
  cart: nnCart,
  catalogue: nnCatalogue,
  common: nnCommon,
  errors: nnErrors,
  footer: nnFooter,
  header: nnHeader,
  navigation: nnNavigation,
  newsletter: nnNewsletter,
  pages: nnPages,
  product: nnProduct,
  pwa: nnPwa,
  start: nnStart,
  sync: nnSync,
};

export const resources = { nb: nbResources, nn: nnResources };
export const namespaces = Object.keys(nbResources) as Namespace[];
