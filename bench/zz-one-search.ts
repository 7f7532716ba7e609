import { createDatabase } from '../db/client.ts';
import { searchJobIds } from '../server/modules/jobs/search.ts';
const database = await createDatabase({ driver: 'pg', url: 'postgres://postgres@127.0.0.1:5432/sp_bench' });
const cases = JSON.parse(process.argv[2]!) as Record<string, string>[];
for (let round = 0; round < 3; round++)
  for (const c of cases) {
    const t = performance.now();
    const r = await searchJobIds(database.db, { hideNoSponsor: false, hasFilingRecord: false, page: 0, pageSize: 30, ...c } as never);
    console.log(round, JSON.stringify(c), (performance.now() - t).toFixed(1), 'ms', r.ids.length);
  }
await database.close();
