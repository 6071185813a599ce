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
  /** The section's own heading (the content widget's); its groups' titles come under it. */
  heading?: string;
}

/**
 * "Others also bought" and "popular in the category" as the lists' own product cards. The
 * product page shows it below the tabs; the content widget 'recommendation feed' can show it
 * with no products. Load it through LazyRecommendationFeed: this module, its texts and its
 * query wait until the section is near the viewport.
 */
export default function RecommendationFeed({
  productIds,
  limit = 8,
  heading,
}: RecommendationFeedProps) {
  use(recommendationTexts(useLocale()));
  const { t } = useTranslation('recommendations');
  const headingId = useId();
  const { alsoBought, popular } = useRecommendations(productIds, limit);
  // Nothing to recommend (or the service did not answer): no heading over an empty section.
  if (alsoBought.length === 0 && popular.length === 0) return null;
  const level = heading ? 3 : 2;
  const groups = (
    <>
      <FeedGroup title={t('alsoBought')} products={alsoBought} level={level} />
      <FeedGroup
        title={productIds.length > 0 ? t('popular') : t('popularInShop')}
        products={popular}
        level={level}
      />
    </>
  );
  return heading ? (
    <section className="recommendation-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="recommendation-feed__heading">
        {heading}
      </h2>
      {groups}
    </section>
  ) : (
    <div className="recommendation-feed">{groups}</div>
  );
}

function FeedGroup({
  title,
  products,
  level,
}: {
  title: string;
  products: ProductCardModel[];
  level: 2 | 3;
}) {
  const id = useId();
  if (products.length === 0) return null;
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <section className="recommendation-feed__group" aria-labelledby={id}>
      <Title id={id} className="recommendation-feed__title">
        {title}
      </Title>
      <ProductGrid products={products} label={title} priorityCount={0} />
    </section>
  );
}
