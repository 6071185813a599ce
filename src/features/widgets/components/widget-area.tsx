import { Suspense, type ComponentType } from 'react';
import type { WidgetAreaModel, WidgetContainerModel, WidgetModel } from '../widget-model';
import { bodyWidgetsModule } from '../body-widgets-module';
import { BannerWidget } from './banner-widget';
import './widget-area.css';
import { lazyRetry } from '@/lib/lazy-retry';

type ProductListWidget = Extract<WidgetModel, { type: 'PRODUCT_LIST' }>;
type RecommendationFeedWidget = Extract<WidgetModel, { type: 'RECOMMENDATION_FEED' }>;

/** The route's product list (the catalogue's cards): widgets know no catalogue themselves. */
export type ProductListSlot = ComponentType<{ widget: ProductListWidget }>;

/**
 * The route's recommendation feed (the recommendation service's cards). Rendered only once its
 * place comes near the viewport: a feed below the fold costs the first load nothing.
 */
export type RecommendationFeedSlot = ComponentType<{ widget: RecommendationFeedWidget }>;

/** What the route fills the widgets with that the widgets feature does not own. */
export interface WidgetSlots {
  productList: ProductListSlot;
  /** None: the feed widget shows nothing (the app shell's first paint). */
  recommendationFeed?: RecommendationFeedSlot;
}

// Everything but the banner loads lazily, in one chunk: the first paint is the banner.
const LazyBodyWidget = lazyRetry(() =>
  bodyWidgetsModule.load().then((module) => ({ default: module.BodyWidget })),
);

interface WidgetAreaProps extends WidgetSlots {
  area: WidgetAreaModel;
  /** Only the first n containers (the app shell renders the first paint only). */
  limit?: number;
}

/** A widget area's containers in their layout (full, half, third, quarter) and design. */
export function WidgetArea({ area, limit, ...slots }: WidgetAreaProps) {
  const containers = limit === undefined ? area.containers : area.containers.slice(0, limit);
  return (
    <div className="widget-area">
      {containers.map((container, index) => (
        <Container key={container.key} container={container} isFirst={index === 0} slots={slots} />
      ))}
    </div>
  );
}

function Container({
  container,
  isFirst,
  slots,
}: {
  container: WidgetContainerModel;
  isFirst: boolean;
  slots: WidgetSlots;
}) {
  const grid = (
    <div className={`widget-grid widget-grid--${container.layout}`}>
      {container.widgets.map((widget) => (
        <div key={widget.id} className={`widget widget--${widget.type.toLowerCase()}`}>
          {widget.type === 'BANNER' ? (
            <BannerWidget widget={widget} isFirst={isFirst} />
          ) : (
            <BodyWidget widget={widget} {...slots} />
          )}
        </div>
      ))}
    </div>
  );
  return (
    <div className={`widget-container widget-container--${container.design}`}>
      {container.design === 'contained' ? <div className="container">{grid}</div> : grid}
    </div>
  );
}

/** The loaded chunk's widget at once (the loader fetched it), else lazily with a placeholder. */
function BodyWidget(props: { widget: WidgetModel } & WidgetSlots) {
  const Loaded = bodyWidgetsModule.get()?.BodyWidget;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<div className="widget__pending" />}>
      <LazyBodyWidget {...props} />
    </Suspense>
  );
}
