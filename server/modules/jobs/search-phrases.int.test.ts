import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListItem, JobSearchResult } from '../../../core/jobs.ts';
import { EMPLOYER_SETS, INDEXED_PHRASES, phraseLexeme, tokenize } from '../../../core/search-terms.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { applyMigrationAgain } from '../../../tests/helpers/database.ts';
import { rowsOf } from '../community/sql.ts';
import { buildTsQuery } from './search.ts';

/**
 * The synonym groups' phrases of several words as lexemes of their own (migration 0023): the table the
 * vectors are indexed by lists what the query builder reads by lexeme, each phrase searched the same way, and
 * a job matches by the lexeme exactly when its words are adjacent.
 */
describe('indexed phrases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      buildJob({ jobId: 'qa-title', title: 'Senior Test Engineer', organization: 'Probe Co' }),
      buildJob({ jobId: 'apart', title: 'Test Lab Engineer', organization: 'Bench Co' }),
      buildJob({
        jobId: 'qa-doc',
        title: 'Lab Technician',
        organization: 'Sample Co',
        descriptionText: 'You will shadow our test engineer on every release.',
      }),
      buildJob({
        jobId: 'doc-apart',
        title: 'Lab Technician',
        organization: 'Flask Co',
        descriptionText: 'Run each test. An engineer reviews the results.',
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: Record<string, string>): Promise<JobSearchResult> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs', query });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const ids = (jobs: JobListItem[]) => jobs.map((job) => job.job_id).sort();
  const listed = async () =>
    rowsOf<{ lexeme: string; phrase: string; query: string }>(
      await t.database.db.execute(sql`SELECT lexeme, phrase, query::text AS query FROM search_phrases`),
    );

  it('lists every phrase the query builder reads by lexeme, searched as it searches the phrase', async () => {
    const rows = await listed();
    const byPhrase = new Map(rows.map((row) => [row.phrase, row]));
    for (const phrase of INDEXED_PHRASES()) {
      const words = phrase.split(' ');
      // An employer of a set is searched for by the set's name ('big 4' reads 'ernst & young' too).
      const set = EMPLOYER_SETS.find(({ employers }) =>
        employers.some((employer) => tokenize(employer).join(' ') === phrase),
      );
      const built = await buildTsQuery(t.database.db, set?.names[0] ?? phrase);
      const row = byPhrase.get(phrase);
      if (row === undefined) {
        // Only a phrase that stop words leave one word of is left out ('it support'), and read as its words.
        expect(built?.matchText, phrase).not.toContain(phraseLexeme(words));
        continue;
      }
      expect(row.lexeme).toBe(phraseLexeme(words));
      // The query builder's operand for the phrase is the table's query, word for word.
      expect(built?.text, phrase).toContain(row.query);
      expect(built?.matchText, phrase).toContain(`'${row.lexeme}'`);
      expect(built?.matchText, phrase).not.toContain(row.query);
    }
    // And nothing else: a phrase taken out of the groups leaves the table by a migration too.
    expect(rows.map((row) => row.phrase).filter((phrase) => !INDEXED_PHRASES().has(phrase))).toEqual([]);
    expect(rows.length).toBeGreaterThan(80);
  });

  it('finds a phrase by its lexeme where its words are adjacent, in a title or a description only', async () => {
    const found = await search({ search: 'test engineer' });
    expect(ids(found.jobs)).toEqual(['qa-doc', 'qa-title']);
    expect(found.total_count).toBe(2);
    // The group's other names find the same jobs.
    expect(ids((await search({ search: 'qa' })).jobs)).toEqual(['qa-doc', 'qa-title']);
    const vectors = rowsOf<{ job_id: string; title: boolean; doc: boolean }>(
      await t.database.db.execute(
        sql`SELECT j.job_id, s.title_tsv @@ '''#p:test_engineer'''::tsquery AS title, d.doc_tsv @@ '''#p:test_engineer'''::tsquery AS doc
          FROM jobs j JOIN job_search s ON s.id = j.id JOIN job_search_doc d ON d.id = j.id
          WHERE j.job_id IN ('qa-title', 'apart', 'qa-doc', 'doc-apart') ORDER BY j.job_id`,
      ),
    );
    expect(vectors).toEqual([
      { job_id: 'apart', title: false, doc: false },
      { job_id: 'doc-apart', title: false, doc: false },
      { job_id: 'qa-doc', title: false, doc: true },
      { job_id: 'qa-title', title: true, doc: true },
    ]);
  });

  it('indexes a job again when its title changes', async () => {
    await t.database.db.execute(
      sql`UPDATE jobs SET title = 'Software Engineer, Test Tools' WHERE job_id = 'apart'`,
    );
    expect(ids((await search({ search: 'swe' })).jobs)).toContain('apart');
    await t.database.db.execute(sql`UPDATE jobs SET title = 'Test Lab Engineer' WHERE job_id = 'apart'`);
    expect(ids((await search({ search: 'swe' })).jobs)).not.toContain('apart');
  });

  it('indexes the jobs loaded before the phrases once migrated (migration 0023)', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'legacy-ml', title: 'Machine Learning Scientist', organization: 'Model Co' }),
    ]);
    // As such a job was indexed before: no phrase lexemes, and no table of phrases.
    const legacy = sql`(SELECT id FROM jobs WHERE job_id = 'legacy-ml')`;
    await t.database.db.execute(
      sql`UPDATE job_search SET title_tsv = ts_delete(title_tsv, '#p:machine_learning') WHERE id = ${legacy}`,
    );
    await t.database.db.execute(
      sql`UPDATE job_search_doc SET doc_tsv = ts_delete(doc_tsv, '#p:machine_learning') WHERE id = ${legacy}`,
    );
    expect(ids((await search({ search: 'ml' })).jobs)).not.toContain('legacy-ml');
    await t.database.db.execute(sql`DROP TABLE search_phrases CASCADE`);
    await applyMigrationAgain(t.database, '0023_search_phrase_lexemes.sql');
    expect(ids((await search({ search: 'ml' })).jobs)).toEqual(['legacy-ml']);
    expect(ids((await search({ search: 'test engineer' })).jobs)).toEqual(['qa-doc', 'qa-title']);
  });
});
