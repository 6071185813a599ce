/** The review widget modes (the spec: "Review widget mode one of five"). */
export const REVIEW_WIDGET_MODES = [
  'review-list',
  'badge-starred',
  'badge-short',
  'badge-long',
  'testimonial-banner',
] as const;

export type ReviewWidgetMode = (typeof REVIEW_WIDGET_MODES)[number];

/** A widget's configured mode is one of the five; anything else is not rendered. */
export const isReviewWidgetMode = (value: unknown): value is ReviewWidgetMode =>
  typeof value === 'string' && (REVIEW_WIDGET_MODES as readonly string[]).includes(value);
