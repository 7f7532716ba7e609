import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

type Rows<T> = { rows: T[] };
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as Rows<T>).rows;
}
