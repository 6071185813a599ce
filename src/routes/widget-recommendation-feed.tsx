import { LazyRecommendationFeed } from '@/features/recommendations/lazy-recommendation-feed';
import type { WidgetModel } from '@/features/widgets/widget-model';

const NO_PRODUCTS: readonly number[] = [];

/**
 * The recommendation feed widget's cards, from the embedded recommendation service: with no
 * products named, the shop's most popular (and what others bought, once there is something to
 * go by). Nothing at all when the service answers nothing or fails.
 */
export default function WidgetRecommendationFeed({
  widget,
}: {
  widget: Extract<WidgetModel, { type: 'RECOMMENDATION_FEED' }>;
}) {
  return <LazyRecommendationFeed productIds={NO_PRODUCTS} heading={widget.heading} />;
}
