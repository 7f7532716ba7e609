import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { searchedJobIds } from '../../../tests/helpers/job-search.ts';
import { applyMigrationAgain } from '../../../tests/helpers/database.ts';

/**
 * A noun the stemmer shortens to another word's stem ('wellness' -> 'well', 'fitness' -> 'fit', 'utility' ->
 * 'util' of 'utilize'; core's wholeWordOf) is read whole in descriptions (decision 011, "words the stemmer
 * shortens"; migration 0022): 'as well' and 'how our product fits' are no matches for it.
 */
describe('search reads descriptions by the whole of a word the stemmer shortens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'wellness-events',
        title: 'HR Generalist',
        organization: 'People Co',
        descriptionText: 'Plan employee wellness events and coordinate the annual health fair.',
      }),
      buildJob({
        jobId: 'as-well',
        title: 'Barista',
        organization: 'Bean Co',
        descriptionText: 'Coordinate orders with the kitchen, as well as the bar. Keep the bar well stocked.',
      }),
      // The whole word in the title counts for a description match too.
      buildJob({
        jobId: 'wellness-title',
        title: 'Wellness Program Manager',
        organization: 'Care Co',
        descriptionText: 'Coordinate events for employees.',
      }),
      buildJob({
        jobId: 'fitness-title',
        title: 'Fitness Instructor',
        organization: 'Gym Co',
        descriptionText: 'Lead group classes.',
      }),
      buildJob({
        jobId: 'fits',
        title: 'Sales Engineer',
        organization: 'Demo Co',
        descriptionText: 'Show customers how our product fits their needs.',
      }),
      buildJob({
        jobId: 'utilities',
        title: 'Lineworker',
        organization: 'Grid Co',
        descriptionText: 'Maintain power lines for the electric utilities of the region.',
      }),
      buildJob({
        jobId: 'utilize',
        title: 'Data Analyst',
        organization: 'Report Co',
        descriptionText: 'Utilize SQL to build reports.',
      }),
      buildJob({
        jobId: 'quality',
        title: 'Line Supervisor',
        organization: 'Plant Co',
        descriptionText: 'Keep the qualities of every batch in check.',
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = (text: string) => searchedJobIds(t.app, text);

  it('finds the word whole, not the other words of its stem', async () => {
    expect(await found('wellness coordinator')).toEqual(['wellness-events', 'wellness-title']);
    expect(await found('wellness')).toEqual(['wellness-events', 'wellness-title']);
    expect(await found('fitness')).toEqual(['fitness-title']);
    expect(await found('utility')).toEqual(['utilities']);
    expect(await found('utilities')).toEqual(['utilities']);
    // A typo read as the word: the word it was read as.
    expect(await found('welness')).toEqual(['wellness-events', 'wellness-title']);
  });

  it('still finds other words by their stems', async () => {
    // Only the noun is read whole: 'utilize' is searched by the stem, which 'utilities' has too.
    expect(await found('utilize')).toEqual(['utilities', 'utilize']);
    expect(await found('fits')).toEqual(['fitness-title', 'fits']);
    expect(await found('quality')).toEqual(['quality']);
    expect(await found('coordinate')).toEqual(['as-well', 'wellness-events', 'wellness-title']);
  });

  it('indexes the jobs stored before the rule once migrated (migration 0022)', async () => {
    const run = (file: string) => applyMigrationAgain(t.database, file);
    // Vectors as migration 0021 built them: no whole words, so descriptions cannot say the word.
    await run('0021_search_benefit_text.sql');
    expect(await found('wellness')).toEqual(['wellness-title']);
    await run('0022_search_whole_words_and_benefit_lists.sql');
    expect(await found('wellness')).toEqual(['wellness-events', 'wellness-title']);
  });
});
