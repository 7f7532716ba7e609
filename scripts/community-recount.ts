/**
 * `npm run community:recount [-- --check]`: compares every community counter (votes, comments, shares,
 * views) with the rows it counts, reports each drift, and repairs it (unless --check). Exit code 1 when
 * --check found drift, so it can run in monitoring.
 */
import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';
import { recountCommunity } from '../server/modules/community/recount.ts';

const checkOnly = process.argv.includes('--check');
const config = loadConfig();
const database = await createDatabase(databaseOptionsFor(config));
try {
  await database.migrate();
  const result = await recountCommunity(database.db, { repair: !checkOnly });
  for (const item of result.drift) {
    console.log(`${item.table} ${item.id} ${item.counter}: stored ${item.stored}, rows say ${item.actual}`);
  }
  console.log(
    `Checked ${result.postsChecked} posts and ${result.commentsChecked} comments: ${result.drift.length} drifted counter(s)${
      result.drift.length > 0 ? (checkOnly ? ' (not repaired: --check)' : ', repaired') : ''
    }.`,
  );
  if (checkOnly && result.drift.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
