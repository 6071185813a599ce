// The review widgets a content widget area may place (issue 16): one component per mode, and
// ReviewWidget that picks by mode. Import this module lazily (React.lazy / import()): nothing of
// it belongs on the start page's first load.
export { BadgeLongWidget, BadgeShortWidget, BadgeStarredWidget } from './review-badges';
export { ReviewListWidget } from './review-list-widget';
export { ReviewWidget } from './review-widget';
export {
  isReviewWidgetMode,
  REVIEW_WIDGET_MODES,
  type ReviewWidgetMode,
} from './review-widget-modes';
export { TestimonialBannerWidget } from './testimonial-banner-widget';
