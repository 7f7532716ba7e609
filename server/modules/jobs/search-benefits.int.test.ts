import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListItem, JobSearchResult } from '../../../core/jobs.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { searchedJobIds } from '../../../tests/helpers/job-search.ts';
import { applyMigrationAgain } from '../../../tests/helpers/database.ts';
import { refreshSearchLexicon } from './repository.ts';

/**
 * A description's benefit text (decision 011, "benefit text"; migration 0021): its words make no job a match
 * for a position, only for a search that asks for the benefit.
 */
describe('search reads what a posting offers apart from what the job is', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      // Benefits under a heading, as job boards' HTML reads as text (htmlToText).
      buildJob({
        jobId: 'pipelines',
        title: 'Data Engineer',
        organization: 'Pipe Co',
        descriptionText: [
          'About the role',
          'Build batch and streaming pipelines in Python and Spark.',
          'Benefits',
          '- Medical, dental and vision insurance',
          '- Life insurance and a health savings account',
          '- 401(k) with a company match and a 403(b) retirement plan',
          '- Tuition reimbursement',
          '- Relocation assistance',
          '- Gym membership and a wellness program',
          'About Pipe Co',
          'We move data for retailers.',
        ].join('\n\n'),
      }),
      // A label with the list after it, as the demo data writes it, and pre-tax perks.
      buildJob({
        jobId: 'ledger',
        title: 'Staff Accountant',
        organization: 'Ledger Co',
        descriptionText:
          'Close the books every month and reconcile the bank accounts.\n\nWhat we offer: pre-tax commuter benefits, tax-advantaged savings accounts and paid parental leave.',
      }),
      // A sentence that offers benefits, with no heading.
      buildJob({
        jobId: 'gearbox',
        title: 'Mechanical Engineer',
        organization: 'Gear Co',
        descriptionText:
          'Design gearboxes for wind turbines. We offer medical and vision insurance, life insurance and a 401(k) match.',
      }),
      // Duties that name the same words: still duties.
      buildJob({
        jobId: 'dental-duties',
        title: 'Front Desk Coordinator',
        organization: 'Bright Smile',
        descriptionText:
          'Greet patients and assist the dentist during dental exams.\n\nBenefits: dental insurance and paid holidays.',
      }),
      buildJob({
        jobId: 'life-duties',
        title: 'Patient Advocate',
        organization: 'Recovery House',
        descriptionText:
          'Coach patients through life after discharge and connect them with community services.',
      }),
      buildJob({
        jobId: 'hr-duties',
        // The title on the first line is no heading for the text under it.
        title: 'Benefits Specialist',
        organization: 'People Co',
        descriptionText:
          'Benefits Specialist\n\nAdminister the 401(k) retirement plan, health insurance and parental leave, and enroll new hires.\n\nPerks\n\n- Dental insurance',
      }),
      buildJob({
        jobId: 'billing-duties',
        title: 'Medical Biller',
        organization: 'Claims Co',
        descriptionText:
          'Submit claims to health insurance carriers and verify dental coverage before visits.',
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (text: string): Promise<JobSearchResult> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs', query: { search: text } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const ids = (jobs: JobListItem[]) => jobs.map((job) => job.job_id);
  const offersOnly = ['pipelines', 'ledger', 'gearbox'];

  it('lists no job as related to a position because its benefits name the position’s words', async () => {
    for (const text of [
      'dental hygienist',
      'vision therapist',
      'life coach',
      'health aide',
      'tax associate',
      'gym instructor',
      'wellness coordinator',
      'retirement plan specialist',
      'tuition advisor',
      'relocation specialist',
      'parental counselor',
    ]) {
      const found = ids((await search(text)).jobs);
      for (const id of offersOnly) expect(found, `${text} lists ${id}`).not.toContain(id);
    }
  });

  it('still finds a job whose duties or title have the words', async () => {
    const dental = await search('dental assistant');
    expect(ids(dental.jobs)).toEqual(['dental-duties']);
    expect(dental.match).toBe('related');
    expect(ids((await search('life coach')).jobs)).toEqual(['life-duties']);
    // Benefit words in duties, without a heading or an offer, are duties.
    expect(ids((await search('retirement plan specialist')).jobs)).toEqual(['hr-duties']);
    expect(ids((await search('enroll new hires')).jobs)).toEqual(['hr-duties']);
    expect(ids((await search('insurance claims')).jobs)).toEqual(['billing-duties']);
    expect(ids((await search('dental coverage')).jobs)).toContain('billing-duties');
  });

  it('still finds the jobs that offer a benefit when the search asks for it', async () => {
    for (const [text, expected] of [
      ['relocation assistance', ['pipelines']],
      ['tuition reimbursement', ['pipelines']],
      ['gym membership', ['pipelines']],
      ['life insurance', ['gearbox', 'pipelines']],
      ['pre-tax commuter benefits', ['ledger']],
      ['parental leave', ['hr-duties', 'ledger']],
      ['401k', ['gearbox', 'hr-duties', 'pipelines']],
    ] as const) {
      const found = await search(text);
      expect(ids(found.jobs).sort(), text).toEqual(expected);
    }
    // After the position: its jobs that offer it.
    expect(ids((await search('data engineer relocation')).jobs)).toEqual(['pipelines']);
    expect(ids((await search('mechanical engineer 401k')).jobs)).toEqual(['gearbox']);
    // The benefit's words in duties count too ('verify dental coverage ... health insurance carriers').
    expect(ids((await search('dental insurance')).jobs).sort()).toEqual([
      'billing-duties',
      'dental-duties',
      'hr-duties',
      'pipelines',
    ]);
  });

  it('indexes the benefits of jobs stored before the rule once migrated (migration 0021)', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'legacy',
        title: 'Line Cook',
        organization: 'Grill Co',
        descriptionText: 'Prepare the dinner menu.\n\nPerks\n\n- Vision insurance',
      }),
    ]);
    // As such a job was indexed before: the whole description as its words, and the lexicon counted so.
    await t.database.db.execute(sql`
      UPDATE job_search_doc d SET doc_tsv = s.title_tsv
        || setweight(to_tsvector('english'::regconfig, search_text(left(j.description_text, 6000))), 'D')
      FROM jobs j JOIN job_search s ON s.id = j.id WHERE d.id = j.id AND j.job_id = 'legacy'`);
    await refreshSearchLexicon(t.database.db);
    expect(ids((await search('vision therapist')).jobs)).toContain('legacy');
    // The migration rebuilds the lexicon itself: what the search kept of it is forgotten as a rebuild does.
    await applyMigrationAgain(t.database, '0021_search_benefit_text.sql');
    expect(ids((await search('vision therapist')).jobs)).not.toContain('legacy');
    expect(ids((await search('vision insurance')).jobs)).toContain('legacy');
    expect(ids((await search('line cook')).jobs)).toEqual(['legacy']);
  });
});

/**
 * A line or sentence that is only a list of benefits (migration 0022) is benefit text too, without a heading
 * or an offer; duties that name one of its words stay duties.
 */
describe('search reads a bare list of benefits as what the posting offers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'cook',
        title: 'Line Cook',
        organization: 'Grill Co',
        descriptionText: 'Prepare the dinner menu.\n\nMedical, dental, vision, 401(k).',
      }),
      buildJob({
        jobId: 'barista',
        title: 'Barista',
        organization: 'Bean Co',
        descriptionText: 'Pull espresso shots.\n\nHealth, dental and vision insurance; PTO; 401k match',
      }),
      buildJob({
        jobId: 'picker',
        title: 'Warehouse Picker',
        organization: 'Crate Co',
        descriptionText:
          'Pick and pack orders.\n\nWhy you will like it here\n\n- Medical, dental and vision\n- Paid holidays',
      }),
      // Duties that name a benefit's word.
      buildJob({
        jobId: 'clinic',
        title: 'Clinic Aide',
        organization: 'Smile Co',
        descriptionText: 'Provide dental care to patients and take x-rays.',
      }),
      buildJob({
        jobId: 'robots',
        title: 'Robotics Engineer',
        organization: 'Arm Co',
        descriptionText: 'Design vision systems for robots; calibrate the cameras.',
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = (text: string) => searchedJobIds(t.app, text);

  it('lists no job for a position because its bare benefits list names the position’s words', async () => {
    expect(await found('dental hygienist')).toEqual(['clinic']);
    expect(await found('dental')).toEqual(['clinic']);
    expect(await found('vision therapist')).toEqual(['robots']);
    expect(await found('vision')).toEqual(['robots']);
  });

  it('still finds the jobs that list a benefit when the search asks for it', async () => {
    expect(await found('dental insurance')).toEqual(['barista']);
    expect(await found('dental vision')).toEqual(['barista', 'cook', 'picker']);
    expect(await found('paid holidays')).toEqual(['picker']);
    expect(await found('401k')).toEqual(['barista', 'cook']);
    expect(await found('line cook 401k')).toEqual(['cook']);
    expect(await found('pto')).toEqual(['barista']);
  });

  it('indexes the lists of jobs stored before the rule once migrated (migration 0022)', async () => {
    // Each migration rebuilds the lexicon itself: what the search kept of it is forgotten as a rebuild does.
    const run = (file: string) => applyMigrationAgain(t.database, file);
    // As the jobs were indexed before: by migration 0021's rules, in which a bare list is description text.
    await run('0021_search_benefit_text.sql');
    expect(await found('dental hygienist')).toEqual(['barista', 'clinic', 'cook', 'picker']);
    await run('0022_search_whole_words_and_benefit_lists.sql');
    expect(await found('dental hygienist')).toEqual(['clinic']);
    expect(await found('dental vision')).toEqual(['barista', 'cook', 'picker']);
  });
});
