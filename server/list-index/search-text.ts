// The search text's rules live in shared/search/ since the browser's offline search splits words
// the same way; the server imports them from here as before.
export {
  SEARCH_TEXT_MAX_LENGTH,
  displaySearchText,
  normaliseSearchText,
  searchWords,
} from '../../shared/search/search-text.js';
