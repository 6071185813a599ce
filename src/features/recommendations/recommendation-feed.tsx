import { use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import type { ProductCardModel } from '@/features/catalogue/model/product-card-model';
import { useLocale } from '@/i18n/use-locale';
import { recommendationTexts } from './recommendation-texts';
import { useRecommendations } from './use-recommendations';
import './recommendations.css';

export interface RecommendationFeedProps {
  /** The products to recommend beside (a product page: its id); none: the shop's most popular. */
  productIds: readonly number[];
  /** Cards at most over both groups (1 to 24). */
  limit?: number;
}

/**
 * "Others also bought" and "popular in the category" as the lists' own product cards. The
 * product page shows it below the tabs; the content widget 'recommendation feed' can show it
 * with no products. Load it through LazyRecommendationFeed: this module, its texts and its
 * query wait until the section is near the viewport.
 */
export default function RecommendationFeed({ productIds, limit = 8 }: RecommendationFeedProps) {
  use(recommendationTexts(useLocale()));
  const { t } = useTranslation('recommendations');
  const { alsoBought, popular } = useRecommendations(productIds, limit);
  return (
    <div className="recommendation-feed">
      <FeedGroup title={t('alsoBought')} products={alsoBought} />
      <FeedGroup
        title={productIds.length > 0 ? t('popular') : t('popularInShop')}
        products={popular}
      />
    </div>
  );
}

function FeedGroup({ title, products }: { title: string; products: ProductCardModel[] }) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="recommendation-feed__group" aria-labelledby={id}>
      <h2 id={id} className="recommendation-feed__title">
        {title}
      </h2>
      <ProductGrid products={products} label={title} priorityCount={0} />
    </section>
  );
}
