// The stemmer lives in shared/search/ since the browser's offline search stems with it too; the
// server's search imports it from here as before.
export { norwegianStem } from '../../shared/search/norwegian-stem.js';
