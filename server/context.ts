import type { Db } from './db/types.js';

/** Per-request GraphQL context. */
export interface Context {
  db: Db;
  /** Resolved from the languageId argument; 1 = nb (default), 2 = nn. */
  request: Request;
}
