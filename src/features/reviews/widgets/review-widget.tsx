import { BadgeLongWidget, BadgeShortWidget, BadgeStarredWidget } from './review-badges';
import { ReviewListWidget } from './review-list-widget';
import type { ReviewWidgetMode } from './review-widget-modes';
import { TestimonialBannerWidget } from './testimonial-banner-widget';

/**
 * A review widget in one of the five modes, as a content widget area places it (its
 * configuration names the mode; check it with isReviewWidgetMode first). Each loads its texts
 * and data itself: render it inside Suspense.
 */
export function ReviewWidget({ mode, heading }: { mode: ReviewWidgetMode; heading?: string }) {
  switch (mode) {
    case 'review-list':
      return <ReviewListWidget {...(heading ? { heading } : {})} />;
    case 'badge-starred':
      return <BadgeStarredWidget />;
    case 'badge-short':
      return <BadgeShortWidget />;
    case 'badge-long':
      return <BadgeLongWidget />;
    case 'testimonial-banner':
      return <TestimonialBannerWidget {...(heading ? { heading } : {})} />;
  }
}
