// The one lazy chunk of recommendations: the product page's feed and the cart panel's list are
// loaded through this module, so their hooks and texts ship once, in this chunk, and not in the
// chunk every screen shares (which would then need the start page's card code on every route).
export { default as RecommendationFeed } from './recommendation-feed';
export { default as CartRecommendations } from './cart-recommendations';
