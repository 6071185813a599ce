import { use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsiveImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { useLocale } from '@/i18n/use-locale';
import { recommendationTexts } from './recommendation-texts';
import { useRecommendations } from './use-recommendations';
import './recommendations.css';

/** Few enough to leave the cart's own lines and totals in view. */
const CART_LIMIT = 4;

interface CartRecommendationsProps {
  /** The cart's products. */
  productIds: readonly number[];
  onNavigate: () => void;
}

/** A compact list under the cart's lines: what others bought with them, else popular picks. */
export default function CartRecommendations({ productIds, onNavigate }: CartRecommendationsProps) {
  use(recommendationTexts(useLocale()));
  const { t } = useTranslation('recommendations');
  const id = useId();
  const { alsoBought, popular } = useRecommendations(productIds, CART_LIMIT);
  const products = [...alsoBought, ...popular].slice(0, CART_LIMIT);
  if (products.length === 0) return null;
  return (
    <section className="cart-recommendations" aria-labelledby={id}>
      <h3 id={id} className="cart-recommendations__title">
        {alsoBought.length > 0 ? t('alsoBought') : t('cartTitle')}
      </h3>
      <ul className="cart-recommendations__list">
        {products.map((product) => (
          <li key={product.id} className="cart-recommendation">
            <ResponsiveImage
              image={product.image}
              sizes="3rem"
              className="cart-recommendation__image"
            />
            <AppLink to={product.url} className="cart-recommendation__name" onClick={onNavigate}>
              {product.name}
            </AppLink>
            <Price price={product.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
