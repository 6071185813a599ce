// The one database interface the server uses, implemented by PGlite (embedded default) and by
// node-postgres (DATABASE_URL). SQL is plain PostgreSQL with $1-style parameters.
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations, seed batches). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
