import { Suspense, useRef } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { RecommendationFeedProps } from './recommendation-feed';
import { lazyRetry } from '@/lib/lazy-retry';

const RecommendationFeed = lazyRetry(() =>
  import('./recommendation-views').then((views) => ({ default: views.RecommendationFeed })),
);

/**
 * The recommendation feed, loaded when its place comes near the viewport: below the fold, it
 * costs the page's first load nothing (code, texts and query alike). A failure hides it.
 */
export function LazyRecommendationFeed(props: RecommendationFeedProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return (
    <div ref={ref} className="recommendations-slot">
      {isNear ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <RecommendationFeed {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
