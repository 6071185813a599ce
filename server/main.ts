// The one production process: database, GraphQL API, REST endpoints and the built storefront.
import { createServer } from 'node:http';
import { createLogger } from 'graphql-yoga';
import { createApp, warmUpApp, type AppOptions } from './app.js';
import { readConfig, type ServerConfig } from './config.js';
import { DatabaseOpenError, openDatabase } from './db/open.js';
import { migrate } from './db/migrate.js';
import type { Db } from './db/types.js';
import { createMailer, outboxDirOf } from './mail/mailer.js';
import { hasProducts } from './seed/clear-catalogue.js';
import { seedIfEmpty } from './seed/seed.js';
import { advisoryLock, singleProcessLock } from './db/advisory-lock.js';
import { HOUSEKEEPING_LOCK_KEY, startHousekeeping } from './orders/housekeeping.js';
import { shutdownOnSignals } from './shutdown.js';
import { sendDueStockAlerts } from './stock-alerts/restock-alerts.js';
import { limitConnections } from './http/connection-limits.js';

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
for (const warning of config.warnings) console.warn(warning);

let db: Db;
try {
  db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  if (!(error instanceof DatabaseOpenError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

await migrate(db);
// Checked here (seedIfEmpty checks again, under a lock) so the operator sees why a first start
// takes seconds; the seed logs its own duration.
if (!(await hasProducts(db))) {
  console.info('Seeding demo catalogue…');
  await seedIfEmpty(db, { log: (message) => console.info(message) });
}

const appOptions: AppOptions = {
  db,
  distDir: config.distDir,
  apiKey: config.apiKey,
  vehicleApiPassword: config.vehicleApiPassword,
  logger: createLogger('info'),
  exposeErrors: config.development,
  introspection: config.introspection,
  warmLists: true,
  paymentCallbackSecret: config.paymentCallbackSecret,
  security: { allowedOrigins: config.allowedOrigins },
  limits: config.limits,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  ...(config.authSecret ? { authSecret: config.authSecret } : {}),
  ...(config.editorToken ? { editorToken: config.editorToken } : {}),
  reviews: { provider: config.reviewProvider },
  recommendationService: config.recommendationService,
  publicUrl: config.publicUrl,
  site: config.site,
  // SMTP_URL, or every message as a file in DATA_DIR/outbox (README, E-mail).
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDirOf(config.dataDir),
    from: config.mailFrom,
  }),
};
// Carts and checkout warm before the first shopper (PGlite; rolled back, see
// graphql/cart-warm.ts). Not in development, where the server restarts on every edit.
if (!config.development) await warmUpApp(appOptions, { log: (message) => console.warn(message) });
const app = createApp(appOptions);
const server = createServer(app);
limitConnections(server);

server.on('error', (error: NodeJS.ErrnoException) => {
  process.stderr.write(
    `Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}\n`,
  );
  void db.close().finally(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const api = config.distDir ? '' : ', API only';
  console.info(
    `ATV-Huset storefront on http://${config.host}:${config.port} (database: ${database}${api})`,
  );
  // The sandbox is the only provider this build has (PAYMENT_PROVIDER_IDS).
  console.info(`Payments: ${config.paymentProvider}, test payments only (no money moves)`);
  console.info(
    `E-mail: ${config.smtpUrl ? 'through SMTP_URL' : `to the outbox ${outboxDirOf(config.dataDir)}`}`,
  );
});
// Expires unpaid orders and purges old idempotency keys every minute (unref'd timer), once in
// total among the processes on one PostgreSQL (the advisory lock's holder); a first run at start.
const shopMail = {
  mailer:
    appOptions.mailer ??
    createMailer({ outboxDir: outboxDirOf(config.dataDir), from: config.mailFrom }),
  publicUrl: config.publicUrl,
};
const housekeeping = startHousekeeping(db, {
  log: (message) => console.info(message),
  // Stock that came back some other way than setStock (a cancelled order, the database).
  jobs: [
    {
      name: 'back-in-stock mails',
      run: (database) => sendDueStockAlerts(database, shopMail, (message) => console.warn(message)),
    },
  ],
  lock: config.databaseUrl
    ? advisoryLock(config.databaseUrl, HOUSEKEEPING_LOCK_KEY)
    : singleProcessLock(),
});
void housekeeping.runOnce();
shutdownOnSignals(server, db, 5000, () => housekeeping.stop());
