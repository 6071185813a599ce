import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { pushShopEvent } from '@/lib/analytics/push-event';
import type { SearchHit } from '../model/search-result';

/**
 * The matching products, compact: picture, brand, name, price. Choosing one pushes
 * search:click with the text searched and the product's place in the list.
 */
export function SearchHitList({
  hits,
  searchText,
}: {
  hits: readonly SearchHit[];
  searchText: string;
}) {
  const { t } = useTranslation('search');
  return (
    <section className="search-section" aria-labelledby="search-products">
      <h3 id="search-products" className="search-section__title">
        {t('products')}
      </h3>
      <ul role="list" className="search-hits">
        {hits.map((hit, index) => (
          <li key={hit.id}>
            <AppLink
              to={hit.url}
              className="search-hit"
              onClick={() =>
                pushShopEvent('search:click', {
                  searchText,
                  productId: hit.id,
                  name: hit.name,
                  position: index + 1,
                })
              }
            >
              <span className="search-hit__image">
                <ResponsiveImage
                  image={hit.image ? { ...hit.image, alt: '' } : null}
                  sizes="56px"
                />
              </span>
              <span className="search-hit__text">
                <span className="search-hit__brand">{hit.brand}</span>
                <span className="search-hit__name">{hit.name}</span>
              </span>
              <Price price={hit.price} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
