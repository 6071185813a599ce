import type { Server } from 'node:http';
import type { Db } from './db/types.js';

/** Lets in-flight requests finish (up to 5 s), then closes the database and exits. */
export function shutdownOnSignals(server: Server, db: Db, graceMs = 5000): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(130); // a second Ctrl-C: do not wait any longer
    }
    stopping = true;
    console.info(`${signal}: shutting down`);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      db.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
