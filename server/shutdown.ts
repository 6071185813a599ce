import type { Server } from 'node:http';
import type { Db } from './db/types.js';

/**
 * Lets in-flight requests finish (up to 5 s), stops background jobs (`beforeClose`, e.g. the
 * housekeeping timer), then closes the database and exits.
 */
export function shutdownOnSignals(
  server: Server,
  db: Db,
  graceMs = 5000,
  beforeClose: () => Promise<void> = () => Promise.resolve(),
): void {
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
      beforeClose()
        .catch((error: unknown) => {
          console.error(error);
        })
        .then(() => db.close())
        .then(
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
