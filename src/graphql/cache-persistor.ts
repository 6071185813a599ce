// What only a running cache persistor needs, in one chunk that cache-persistence.ts loads (issue
// 18): the persistor's own module, not apollo3-cache-persist's index, which brings six storage
// wrappers (React Native, Ionic, localForage...) the bundler cannot drop; and the trimming.
export { default as CachePersistor } from 'apollo3-cache-persist/lib/CachePersistor';
export { trimSnapshot } from './trim-snapshot';
