import { startPglite } from './server/db/pglite-db.js';
const pg = await startPglite({});
await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
for (const sql of [
  "SELECT version()",
  "SELECT show_trgm('bæsj brems-kloss') AS t",
  "SELECT show_trgm('øl') AS t",
  "SELECT similarity('bremsekloss','bremsklos') AS s",
  "SELECT ts_lexize('norwegian_stem','og') AS l, ts_lexize('norwegian_stem','bremsene') AS b, ts_lexize('norwegian_stem','dekks') AS d, ts_lexize('norwegian_stem','kks') AS k",
  "SHOW lc_ctype",
  "SHOW pg_trgm.similarity_threshold",
]) console.log(JSON.stringify((await pg.query(sql)).rows));
