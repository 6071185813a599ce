import { Suspense, useRef } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { WidgetModel } from '../widget-model';
import type { RecommendationFeedSlot } from './widget-area';

/**
 * The recommendation feed widget: the route's feed once its place comes near the viewport, so
 * neither its code nor its query is part of a page's first load.
 */
export function RecommendationFeedWidget({
  widget,
  feed: Feed,
}: {
  widget: Extract<WidgetModel, { type: 'RECOMMENDATION_FEED' }>;
  feed: RecommendationFeedSlot;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return (
    <div ref={ref} className="recommendation-feed-widget">
      {isNear ? (
        // Its code not reached (offline before the worker held it) or failing: nothing shown.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <Feed widget={widget} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
