import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchQuerySchema, type JobListItem, type JobSearchResult } from '../../../core/jobs.ts';
import { readFilters } from '../../../app/features/jobs/search-params.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { applyMigrationAgain } from '../../../tests/helpers/database.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { SYMBOL_RULES } from '../../../core/search-terms.ts';
import { sql } from 'drizzle-orm';
import { searchJobs } from './service.ts';
import { refreshSearchLexicon } from './repository.ts';
import { buildTsQuery } from './search.ts';

/** Query understanding (symbols, intents, exact or related), and jobs that say they do not sponsor. */
describe('search understands what job seekers type', () => {
  let t: TestApp;
  const hours = (n: number) => new Date(Date.now() - n * 3_600_000);

  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      buildJob({ jobId: 'cpp', title: 'C++ Developer', organization: 'Bits Co' }),
      buildJob({ jobId: 'c', title: 'C Programmer', organization: 'Firmware Co' }),
      buildJob({ jobId: 'csharp', title: 'C# Engineer', organization: 'Sharp Co' }),
      buildJob({ jobId: 'dotnet', title: '.NET Developer', organization: 'Net Co' }),
      buildJob({ jobId: 'node', title: 'Node.js Developer', organization: 'Server Co' }),
      buildJob({
        jobId: 'clinical',
        title: 'Clinical Research Coordinator',
        organization: 'Trial Co',
        descriptionText: 'Coordinate clinical trials. Experience with C, R and SAS.',
      }),
      buildJob({
        jobId: 'cicd',
        title: 'Platform Engineer',
        organization: 'Pipeline Co',
        descriptionText: 'Own our CI/CD pipelines and Kubernetes clusters.',
      }),
      buildJob({
        jobId: 'consulting',
        title: 'Office Manager',
        organization: 'Adviso',
        descriptionText: 'Adviso is an IT services and consulting company.',
      }),
      buildJob({
        jobId: 'junior',
        title: 'Junior Software Engineer',
        organization: 'Starter Co',
        experienceLevel: '0-2',
        postedAt: hours(50),
      }),
      buildJob({
        jobId: 'senior',
        title: 'Senior Software Engineer',
        organization: 'Veteran Co',
        experienceLevel: '5-10',
        postedAt: hours(1),
      }),
      buildJob({
        jobId: 'staff',
        title: 'Staff Software Engineer',
        organization: 'Elder Co',
        experienceLevel: '10+',
        postedAt: hours(2),
      }),
      buildJob({
        jobId: 'intern',
        title: 'Software Engineer Intern',
        organization: 'Campus Co',
        experienceLevel: '0-2',
        employmentType: 'INTERN',
        postedAt: hours(30),
      }),
      buildJob({
        jobId: 'remote-java',
        title: 'Java Developer',
        organization: 'Anywhere Co',
        remote: true,
        workArrangement: 'Remote Solely',
        city: null,
        state: null,
        location: 'Remote, United States',
      }),
      buildJob({ jobId: 'onsite-java', title: 'Java Developer', organization: 'Office Co' }),
      // Sponsorship: the newest data analyst says it does not sponsor.
      buildJob({
        jobId: 'analyst-no',
        title: 'Data Analyst',
        organization: 'Local Bank',
        visaSponsorship: false,
        postedAt: hours(0.5),
      }),
      buildJob({
        jobId: 'analyst-yes',
        title: 'Data Analyst',
        organization: 'Global Bank',
        visaSponsorship: true,
        postedAt: hours(300),
      }),
      buildJob({
        jobId: 'analyst-unknown',
        title: 'Data Analyst',
        organization: 'Quiet Bank',
        visaSponsorship: null,
        postedAt: hours(200),
      }),
      // Metro areas: two Newarks and a Dublin outside the Bay Area share names with its cities.
      ...(
        [
          ['sj', 'San Jose', 'CA'],
          ['oakland', 'Oakland', 'CA'],
          ['newark-ca', 'Newark', 'CA'],
          ['newark-nj', 'Newark', 'NJ'],
          ['dublin-oh', 'Dublin', 'OH'],
          ['seattle', 'Seattle', 'WA'],
          ['bellevue', 'Bellevue', 'WA'],
        ] as const
      ).map(([id, city, state]) =>
        buildJob({
          jobId: `robotics-${id}`,
          title: 'Robotics Technician',
          organization: `${city} Robots`,
          city,
          state,
          location: `${city}, ${state}`,
        }),
      ),
      buildJob({
        jobId: 'analyst-in-text',
        title: 'Reporting Specialist',
        organization: 'Report Co',
        descriptionText: 'Partner with every data analyst in the company.',
        visaSponsorship: null,
        postedAt: hours(400),
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
  const ids = (jobs: JobListItem[]) => jobs.map((job) => job.job_id);

  it('keeps skills written with symbols intact: c++ never searches "c"', async () => {
    expect(ids((await search({ search: 'c++' })).jobs)).toEqual(['cpp']);
    expect(ids((await search({ search: 'C#' })).jobs)).toEqual(['csharp']);
    expect(ids((await search({ search: '.net' })).jobs)).toEqual(['dotnet']);
    expect(ids((await search({ search: 'node.js' })).jobs)).toEqual(['node']);
    expect(ids((await search({ search: 'nodejs' })).jobs)).toEqual(['node']);
    const cicd = await search({ search: 'CI/CD' });
    expect(ids(cicd.jobs)).toEqual(['cicd']);
    expect(cicd.match).toBe('exact');
  });

  it('indexes text with the same symbol rules the query uses (search_text in SQL)', async () => {
    const samples = [
      'Senior C++ / C# developer, .NET and ASP.NET Core',
      'Node.js, Vue.js, CI/CD, TCP/IP, A/B testing, F#, g++',
      '3.5 years, 24/7 on-call, e.g. houston.Experience',
      'AT&T, M&A and R&D at Texas A&M; Johnson & Johnson, UX & UI, abcd&e, a&b&c, P&G.',
      'Texas A & M, at & t, you & me, q & a&b, UX&UI, oil&gas, m&ab, att&ck',
    ];
    for (const text of samples) {
      let expected = text.toLowerCase();
      for (const rule of SYMBOL_RULES)
        expected = expected.replace(rule.pattern, rule.indexed ?? rule.replacement);
      const result: unknown = await t.database.db.execute(sql`SELECT search_text(${text}) AS out`);
      expect((result as { rows: { out: string }[] }).rows[0]?.out, text).toBe(expected);
    }
  });

  it('reads seniority words as an experience band: entry level never shows senior roles', async () => {
    // A graduation year says when, not what: 'new grad 2026' is 'new grad'.
    for (const text of ['entry level', 'new grad', 'junior', 'new grad software engineer', 'new grad 2026']) {
      const result = await search({ search: text });
      expect(ids(result.jobs), text).toEqual(expect.arrayContaining(['junior', 'intern']));
      expect(ids(result.jobs), text).not.toContain('senior');
      expect(ids(result.jobs), text).not.toContain('staff');
      expect(result.understood?.experience).toBe('entry');
    }
    const senior = await search({ search: 'senior software engineer' });
    expect(ids(senior.jobs).sort()).toEqual(['senior', 'staff']);
    expect(senior.understood).toMatchObject({ terms: 'software engineer', experience: 'senior' });
  });

  it('reads internship, remote and sponsorship words as filters, not as words to find', async () => {
    expect(ids((await search({ search: 'software engineering internship' })).jobs)).toEqual(['intern']);
    // So are an internship's season and year.
    expect(ids((await search({ search: 'summer 2026 software engineering internship' })).jobs)).toEqual([
      'intern',
    ]);
    expect(ids((await search({ search: 'java remote' })).jobs)).toEqual(['remote-java']);
    // An explicit filter wins over the word.
    expect(ids((await search({ search: 'java remote', workArrangement: 'onsite' })).jobs)).toEqual([
      'onsite-java',
    ]);
    // A student's OPT or F-1 too: on OPT the job to find is one that will sponsor the H-1B after it.
    for (const text of [
      'sponsorship',
      'h1b',
      'visa sponsorship data analyst',
      'opt',
      'STEM OPT',
      'f-1 visa data analyst',
      // A transfer is a new petition by the new employer; green-card sponsors are among those that sponsor.
      'h1b transfer',
      'green card sponsorship data analyst',
    ]) {
      const result = await search({ search: text });
      expect(result.jobs.length, text).toBeGreaterThan(0);
      expect(
        result.jobs.every((job) => job.ai_visa_sponsorship === true),
        text,
      ).toBe(true);
      expect(result.understood?.sponsorship).toBe(true);
    }
  });

  it('sets no sponsorship filter when the search says sponsorship is not needed', async () => {
    for (const text of ["data analyst don't need sponsorship", 'data analyst no visa sponsorship required']) {
      const result = await search({ search: text });
      expect(ids(result.jobs), text).toContain('analyst-no');
      expect(ids(result.jobs), text).toContain('analyst-yes');
      expect(result.understood, text).toMatchObject({ terms: 'data analyst', sponsorship: false });
    }
  });

  it('reads OPT and F-1 as jobs that sponsor, and CPT as internships', async () => {
    expect(ids((await search({ search: 'data analyst opt' })).jobs)).toEqual(['analyst-yes']);
    const cpt = await search({ search: 'cpt software engineer' });
    expect(ids(cpt.jobs)).toEqual(['intern']);
    expect(cpt.understood).toMatchObject({ terms: 'software engineer', employment_type: 'INTERN' });
  });

  it('reads a metro area at the end of the search as its cities, in their states', async () => {
    const bay = await search({ search: 'robotics technician bay area' });
    expect(ids(bay.jobs).sort()).toEqual(['robotics-newark-ca', 'robotics-oakland', 'robotics-sj']);
    expect(bay.understood).toMatchObject({
      terms: 'robotics technician',
      region: 'San Francisco Bay Area',
      city: null,
    });
    expect(bay.match).toBe('exact');
    expect(ids((await search({ search: 'Robotics technician in Greater Seattle' })).jobs).sort()).toEqual([
      'robotics-bellevue',
      'robotics-seattle',
    ]);
    expect(ids((await search({ search: 'robotics technician seattle' })).jobs)).toEqual(['robotics-seattle']);
    // A city or state set on the page wins over the area in the text.
    expect(ids((await search({ search: 'robotics technician bay area', city: 'Seattle' })).jobs)).toEqual([
      'robotics-seattle',
    ]);
    // An area with no other words lists its jobs.
    const browse = await search({ search: 'silicon valley' });
    expect(ids(browse.jobs).sort()).toEqual(['robotics-newark-ca', 'robotics-sj']);
  });

  it('reads part-time, full-time and contract words as the job type, and keeps a title that has one', async () => {
    // One pharmacist of each job type, at employers whose names say nothing of it.
    const employers = { PART_TIME: 'Corner Co', FULL_TIME: 'Chain Co', CONTRACTOR: 'Agency Co' };
    const pharmacist = (type: string) => `pharmacist-${type}`;
    await createJobs(t.database.db, [
      ...Object.entries(employers).map(([employmentType, organization]) =>
        buildJob({ jobId: pharmacist(employmentType), title: 'Pharmacist', organization, employmentType }),
      ),
      buildJob({
        jobId: 'contract-manager',
        title: 'Contract Manager',
        organization: 'Deals Co',
        employmentType: 'FULL_TIME',
      }),
    ]);
    for (const [text, type] of [
      ['part-time pharmacist', 'PART_TIME'],
      ['pharmacist part time jobs', 'PART_TIME'],
      ['full time pharmacist', 'FULL_TIME'],
      ['pharmacist contractor', 'CONTRACTOR'],
    ] as const) {
      const result = await search({ search: text });
      expect(ids(result.jobs), text).toEqual([pharmacist(type)]);
      expect(result.understood, text).toMatchObject({ terms: 'pharmacist', employment_type: type });
    }
    // The job type picked on the page wins over the word.
    expect(
      ids((await search({ search: 'part time pharmacist', employmentType: 'CONTRACTOR' })).jobs),
    ).toEqual([pharmacist('CONTRACTOR')]);
    expect(ids((await search({ search: 'contract manager' })).jobs)).toContain('contract-manager');
  });

  it('finds GenAI and LLM work however the posting spells it, and never corrects them into other words', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'genai',
        title: 'Applied Scientist',
        organization: 'Model Co',
        descriptionText: 'Build generative AI features on large language models.',
      }),
    ]);
    for (const text of ['genai', 'GenAI', 'gen ai', 'LLM', 'llms']) {
      const result = await search({ search: text });
      expect(ids(result.jobs), text).toEqual(['genai']);
      expect(result.understood?.searched_for ?? null, text).toBeNull();
    }
  });

  it('says when only related jobs match', async () => {
    const exact = await search({ search: 'software engineer' });
    expect(exact.match).toBe('exact');
    // Only a company blurb mentions consulting: related, not a match for 'consultant'.
    const consultant = await search({ search: 'consultant' });
    expect(ids(consultant.jobs)).toEqual(['consulting']);
    expect(consultant.match).toBe('related');
    // No job has every word: jobs with some of them are shown as related.
    const partial = await search({ search: 'director of software engineering' });
    expect(partial.jobs.length).toBeGreaterThan(0);
    expect(partial.match).toBe('related');
    // A skill named only in a description is what was asked for.
    expect((await search({ search: 'kubernetes' })).match).toBe('exact');
    // Nothing at all: an empty page, not unrelated jobs.
    const none = await search({ search: 'xylophonist' });
    expect(none).toMatchObject({ jobs: [], total_count: 0, match: 'exact' });
  });

  it('ranks jobs that say they do not sponsor below all others, in search and browse', async () => {
    const searched = ids((await search({ search: 'data analyst' })).jobs);
    // Title matches, then the description match, then the job that does not sponsor, though it is newest.
    expect(searched).toEqual(['analyst-yes', 'analyst-unknown', 'analyst-in-text', 'analyst-no']);
    const browsed = (await search({ pageSize: '100' })).jobs;
    const firstNo = browsed.findIndex((job) => job.ai_visa_sponsorship === false);
    expect(firstNo).toBeGreaterThan(0);
    expect(browsed.slice(firstNo).every((job) => job.ai_visa_sponsorship === false)).toBe(true);
  });

  it('hides them with hideNoSponsor=true, and shows all when absent or false', async () => {
    const queries: Record<string, string>[] = [
      { search: 'data analyst' },
      {},
      { search: 'analyst', state: 'TX' },
    ];
    for (const query of queries) {
      const hidden = await search({ ...query, hideNoSponsor: 'true' });
      expect(ids(hidden.jobs)).not.toContain('analyst-no');
      expect(hidden.jobs.some((job) => job.ai_visa_sponsorship === false)).toBe(false);
      expect(hidden.total_count).toBe(hidden.jobs.length);
      expect(ids((await search({ ...query, hideNoSponsor: 'false' })).jobs)).toContain('analyst-no');
      expect(ids((await search(query)).jobs)).toContain('analyst-no');
    }
  });

  it('refuses a hideNoSponsor that is not a yes or no', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs?hideNoSponsor=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });

  it('finds a phrase with a stop word in it, typed in full or as its abbreviation', async () => {
    // 'Engineer in Test' indexes 'engin':3 'test':5: the phrase's words around 'in' are two apart.
    await createJobs(t.database.db, [
      buildJob({ jobId: 'sdet', title: 'Software Development Engineer in Test', organization: 'Quality Co' }),
      buildJob({
        jobId: 'sdet-in-text',
        title: 'Automation Specialist',
        organization: 'Checks Co',
        descriptionText: 'You will work as a software development engineer in test on our mobile apps.',
      }),
      // The same words, not as the phrase: not a match.
      buildJob({
        jobId: 'test-engineer',
        title: 'Software Development Engineer, Test Tools',
        organization: 'Tooling Co',
        descriptionText: 'Build the tools other engineers use.',
      }),
    ]);
    for (const text of ['Software Development Engineer in Test', 'sdet', 'SDET']) {
      const result = await search({ search: text });
      expect(ids(result.jobs).slice(0, 2), text).toEqual(['sdet', 'sdet-in-text']);
      expect(ids(result.jobs), text).not.toContain('test-engineer');
      expect(result.match, text).toBe('exact');
    }
  });

  it('answers a skill of several words exactly only where a description names it, not its words apart', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'lean-apart',
        title: 'Operations Associate',
        organization: 'Plant Co',
        descriptionText: 'Join a lean team that runs our manufacturing plant.',
      }),
    ]);
    const apart = await search({ search: 'lean manufacturing' });
    expect(ids(apart.jobs)).toEqual(['lean-apart']);
    expect(apart.match).toBe('related');
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'lean-named',
        title: 'Plant Supervisor',
        organization: 'Floor Co',
        descriptionText: 'Lead lean manufacturing projects on the floor.',
      }),
    ]);
    const named = await search({ search: 'lean manufacturing' });
    expect(ids(named.jobs).sort()).toEqual(['lean-apart', 'lean-named']);
    expect(named.match).toBe('exact');
    // 'IT' is a stop word: the index sees 'IT support' as 'support', which any description may say.
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'support-only',
        title: 'Bookkeeper',
        organization: 'Ledger Co',
        descriptionText: 'Support the finance team with month-end work.',
      }),
    ]);
    const itSupport = await search({ search: 'IT support' });
    expect(ids(itSupport.jobs)).toContain('support-only');
    expect(itSupport.match).toBe('related');
  });

  it("ranks a description match whose title names the search's field above one whose title does not", async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'dialysis-assist',
        title: 'Dialysis Specialist',
        organization: 'Kidney Care Co',
        descriptionText: 'Run dialysis treatments and assist patients through each session.',
        postedAt: hours(24 * 10),
      }),
      // Newer (ranked up for it) and about dialysis too, but a coordinator's job.
      buildJob({
        jobId: 'visits-assist',
        title: 'Study Visit Coordinator',
        organization: 'Trial Office',
        descriptionText: 'Schedule the dialysis study visits and assist the investigators.',
        postedAt: hours(1),
      }),
    ]);
    // No title has both words: the descriptions that do are related, the dialysis job first
    // ('nursing assistant' had listed a research coordinator before the nurses).
    const found = await search({ search: 'dialysis assistant' });
    expect(found.match).toBe('related');
    expect(ids(found.jobs)).toEqual(['dialysis-assist', 'visits-assist']);
  });

  it('never relaxes a search to a kind of position alone when it names a field no job has', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'tpm', title: 'Technical Program Manager', organization: 'Roadmap Co' }),
      buildJob({ jobId: 'techcons', title: 'Technology Consultant', organization: 'Advice Co' }),
      buildJob({
        jobId: 'pharmacist',
        title: 'Pharmacist',
        organization: 'Corner Drugs',
        descriptionText: 'Dispense prescriptions in our retail pharmacy.',
      }),
    ]);
    // No job says radiology: every 'tech*' title (technical, technology) is not what was asked for.
    for (const typed of [
      'radiology tech',
      'radiology technician',
      'radiology manager',
      'sonography specialist',
    ]) {
      const found = await search({ search: typed });
      expect(ids(found.jobs), typed).not.toContain('tpm');
      expect(ids(found.jobs), typed).not.toContain('techcons');
    }
    // The field's jobs, when some description names it, rather than every manager or tech.
    for (const typed of ['pharmacy tech', 'pharmacy manager']) {
      const found = await search({ search: typed });
      expect(ids(found.jobs)[0], typed).toBe('pharmacist');
      expect(ids(found.jobs), typed).not.toContain('tpm');
      expect(found.match, typed).toBe('related');
    }
    // With the field's word, such a word still narrows the search.
    expect(ids((await search({ search: 'technical program manager' })).jobs)).toEqual(['tpm']);
  });

  it('reads a word as listed as soon as a job brings it, though the lexicon is kept between searches', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'glassblower', title: 'Glassblower', organization: 'Furnace Co' }),
    ]);
    const typo = await search({ search: 'glasblower' });
    expect(ids(typo.jobs)).toEqual(['glassblower']);
    expect(typo.understood?.searched_for).toBe('glassblower');
    // A job that spells it so arrives (the lexicon is rebuilt): the word is no typo any more.
    await createJobs(t.database.db, [
      buildJob({ jobId: 'glasblower', title: 'Glasblower Studio Assistant', organization: 'Brand Co' }),
    ]);
    const listed = await search({ search: 'glasblower' });
    expect(ids(listed.jobs)).toEqual(['glasblower']);
    expect(listed.understood?.searched_for ?? null).toBeNull();
  });

  it('corrects a typo in the middle of a word, where the stemmer cannot strip the ending', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'rn',
        title: 'Registered Nurse',
        organization: 'Ward Co',
        descriptionText: 'Care for patients on a busy ward.',
      }),
      buildJob({
        jobId: 'mech',
        title: 'Mechanical Engineer',
        organization: 'Gear Co',
        descriptionText: 'Design gearboxes for wind turbines.',
      }),
      buildJob({
        jobId: 'biz',
        title: 'Business Analyst',
        organization: 'Req Co',
        descriptionText: 'Gather requirements from stakeholders.',
      }),
      buildJob({
        jobId: 'teacher',
        title: 'Math Teacher',
        organization: 'School Co',
        descriptionText: 'Plan lessons for grade nine.',
      }),
      // 'teach' is commoner than 'teacher' here, but 'teachr' is more likely 'teacher' with a letter left out.
      ...[1, 2, 3].map((n) =>
        buildJob({
          jobId: `teach-${n}`,
          title: 'Tutor Coordinator',
          organization: `Tutor Co ${n}`,
          descriptionText: 'We teach adults to read; volunteers teach in the evenings.',
        }),
      ),
    ]);
    const nurce = await search({ search: 'Nurce jobs' });
    expect(ids(nurce.jobs)).toEqual(['rn']);
    // The page says which words it searched.
    expect(nurce.understood?.searched_for).toBe('nurse jobs');
    expect((await search({ search: 'registered nurse' })).understood?.searched_for).toBeNull();
    // A typo the stemmer reads rightly ('enginer' and 'engineer' are both 'engin') is searched as it is and
    // shown by its real spelling.
    const enginer = await search({ search: 'mechanical enginer' });
    expect(ids(enginer.jobs)).toEqual(['mech']);
    expect(enginer.understood?.searched_for).toBe('mechanical engineer');
    expect((await search({ search: 'mechanical engineer' })).understood?.searched_for).toBeNull();
    // A typo whose one-edit respelling is a typo of the same stem ('enginr', 'enginer') is shown by the
    // English word, never by the misspelling.
    const enginr = await search({ search: 'mechanical enginr' });
    expect(ids(enginr.jobs)).toEqual(['mech']);
    expect(enginr.understood?.searched_for).toBe('mechanical engineer');
    const business = await search({ search: 'buisness analyst' });
    expect(ids(business.jobs)).toEqual(['biz']);
    expect(business.match).toBe('exact');
    expect(ids((await search({ search: 'teachr' })).jobs)).toEqual(['teacher']);
    expect(ids((await search({ search: 'mathematic teachr' })).jobs)).toEqual(['teacher']);
  });

  it('corrects a typo to a word before a respelling only the stemmer reads as a listed word', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'care-planning',
        title: 'Care Coordinator',
        organization: 'Ward Plans Co',
        descriptionText: 'Write care planning notes with each family.',
      }),
      // 'plaoning' with two letters swapped back is 'planoing', which the stemmer reads as 'plano' (the city).
      ...[1, 2, 3].map((n) =>
        buildJob({
          jobId: `plano-${n}`,
          title: 'Home Care Aide',
          organization: `Plano Home Care ${n}`,
          descriptionText: 'Visit clients across Plano and the suburbs.',
        }),
      ),
      buildJob({ jobId: 'biz-analyst', title: 'Business Analyst', organization: 'Process Co' }),
    ]);
    const typo = await search({ search: 'care plaoning' });
    expect(ids(typo.jobs)).toEqual(['care-planning']);
    expect(typo.understood?.searched_for).toBe('care planning');
    // Two letters swapped is still the likeliest typo when it makes a word: 'buisness' is 'business'.
    expect((await search({ search: 'buisness analyst' })).understood?.searched_for).toBe('business analyst');
  });

  it('reads an abbreviation anywhere in the search as the start of listed words', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'quant',
        title: 'Quantitative Analyst',
        organization: 'Alpha Co',
        descriptionText: 'Price derivatives.',
      }),
      buildJob({
        jobId: 'mech',
        title: 'Mechanical Engineer',
        organization: 'Gear Co',
        descriptionText: 'Design gearboxes.',
      }),
    ]);
    // 'quant' was read as 'quanta', a word one letter away; 'mech' found no exact match.
    const quant = await search({ search: 'quant analyst' });
    expect(ids(quant.jobs)[0]).toBe('quant');
    expect(quant.match).toBe('exact');
    expect(quant.understood?.searched_for ?? null).toBeNull();
    const mech = await search({ search: 'mech engineer' });
    expect(ids(mech.jobs)[0]).toBe('mech');
    expect(mech.match).toBe('exact');
  });

  it('does not read a real word the listings lack as another word one letter away', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'physio',
        title: 'Physical Therapist',
        organization: 'Rehab Co',
        descriptionText: 'Treat patients after surgery.',
      }),
      buildJob({
        jobId: 'qa',
        title: 'QA Engineer',
        organization: 'Check Co',
        descriptionText: 'Every release is tested by hand and by scripts.',
      }),
      buildJob({
        jobId: 'pm',
        title: 'Project Manager',
        organization: 'Plan Co',
        descriptionText: 'Run the clinical trial schedule. A certificate in project management helps.',
      }),
    ]);
    // 'physicism' is one letter from 'physicist' and shares the stem of 'physical': no job is shown under it.
    for (const text of ['physicist', 'physicists', 'Physicist jobs']) {
      const result = await search({ search: text });
      expect(ids(result.jobs), text).toEqual([]);
      expect(result.understood?.searched_for ?? null, text).toBeNull();
    }
    // 'tester' is not read as 'tested': the QA job is related to the search, not an exact match for words never typed.
    const tester = await search({ search: 'qa tester' });
    expect(tester.understood?.searched_for ?? null).toBeNull();
    expect(tester.match).toBe('related');
    expect(ids(tester.jobs)).toContain('qa');
    // Typos of the same words are still corrected.
    const typo = await search({ search: 'physcial therapist' });
    expect(ids(typo.jobs)).toEqual(['physio']);
    expect(typo.understood?.searched_for).toBe('physical therapist');
    expect(ids((await search({ search: 'qa enginer' })).jobs)).toContain('qa');
    // A real word that is a listed word with a letter left out, or two letters swapped, is the commonest typo.
    const manger = await search({ search: 'project manger' });
    expect(ids(manger.jobs)).toEqual(['pm']);
    expect(manger.understood?.searched_for).toBe('project manager');
    expect((await search({ search: 'clinical trail' })).understood?.searched_for).toBe('clinical trial');
    // Only as another real word: 'certificed' stems like 'certificate', but 'certified' is not a typo of it.
    expect(
      (await search({ search: 'certified project manager' })).understood?.searched_for ?? null,
    ).toBeNull();
  });

  it('honours hideNoSponsor on the server-rendered /jobs page', async () => {
    // The /jobs loader reads the URL with readFilters and searches in-process through the same schema.
    const filters = readFilters(new URLSearchParams('search=data+analyst&hideNoSponsor=true'));
    const result = await searchJobs({
      db: t.database.db,
      query: jobSearchQuerySchema.parse({ ...filters, page: 0 }),
    });
    expect(ids(result.jobs)).toEqual(['analyst-yes', 'analyst-unknown', 'analyst-in-text']);
  });
  it('reads two words with a slash between them as either word: AI/ML, DevOps/SRE, UI/UX', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'ml', title: 'Machine Learning Engineer', organization: 'Model Co' }),
      buildJob({ jobId: 'ai', title: 'AI Engineer', organization: 'Agent Co' }),
      buildJob({ jobId: 'aiml', title: 'AI/ML Platform Engineer', organization: 'Both Co' }),
      buildJob({ jobId: 'sre', title: 'Site Reliability Engineer', organization: 'Pager Co' }),
      buildJob({ jobId: 'ux', title: 'UX Designer', organization: 'Flow Co' }),
      buildJob({ jobId: 'uiux', title: 'UI/UX Designer', organization: 'Pixel Co' }),
    ]);
    for (const query of ['AI/ML', 'ml/ai', 'ai/ml engineer']) {
      const result = await search({ search: query });
      expect(ids(result.jobs), query).toEqual(expect.arrayContaining(['ai', 'aiml', 'ml']));
      expect(ids(result.jobs), query).not.toContain('sre');
      expect(result.match, query).toBe('exact');
    }
    expect(ids((await search({ search: 'devops/sre' })).jobs)).toEqual(['sre']);
    // The posting that writes 'UI/UX' ranks first; one that says either is found too.
    expect(ids((await search({ search: 'ui/ux designer' })).jobs)).toEqual(['uiux', 'ux']);
    // A typo beside a slashed word is still shown corrected; the joined word is never "corrected".
    expect((await search({ search: 'ai/ml enginer' })).understood?.searched_for).toBe('ai/ml engineer');
    expect((await search({ search: 'AI/ML' })).understood?.searched_for).toBeNull();
    // A slash between intent words reads them: the same filter, or none when they are two choices of one.
    const visas = await search({ search: 'h1b/opt jobs' });
    expect(visas.understood?.sponsorship).toBe(true);
    expect(visas.understood?.terms).toBe('');
    // Two work styles as either: every job but those of the third ('remote/hybrid': not on-site).
    const either = await search({ search: 'remote/hybrid java developer' });
    expect(either.understood).toMatchObject({ work_arrangement: null, not_work_arrangement: 'onsite' });
    expect(ids(either.jobs)).toEqual(['remote-java']);
    expect(either.total_count).toBe(1);
    for (const query of ['hybrid or onsite java developer', 'java developer NOT remote']) {
      const notRemote = await search({ search: query });
      expect(ids(notRemote.jobs), query).toEqual(['onsite-java']);
      expect(notRemote.understood?.not_work_arrangement, query).toBe('remote');
    }
    // Neither of two work styles is the third: the filter, not a word to exclude.
    for (const query of ['java developer not remote or hybrid', 'NOT remote/hybrid java developer']) {
      const onsite = await search({ search: query });
      expect(ids(onsite.jobs), query).toEqual(['onsite-java']);
      expect(onsite.understood, query).toMatchObject({ work_arrangement: 'onsite', terms: 'java developer' });
    }
    // A work style set on the page wins over the words.
    const page = await search({ search: 'remote or hybrid java developer', workArrangement: 'onsite' });
    expect(ids(page.jobs)).toEqual(['onsite-java']);
    // 'w/' and 'w/o' are 'with' and 'without'.
    expect((await search({ search: 'java developer w/ sponsorship' })).understood?.sponsorship).toBe(true);
    const without = await search({ search: 'java developer w/o sponsorship' });
    expect(without.understood).toMatchObject({ sponsorship: false, terms: 'java developer' });
  });
  it("reads search-box operators: 'java OR python', 'NOT senior', '-intern'", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'py', title: 'Python Developer', organization: 'Snake Co' }),
      buildJob({ jobId: 'qa-senior', title: 'Senior QA Analyst', organization: 'Check Co' }),
      buildJob({ jobId: 'qa', title: 'QA Analyst', organization: 'Senior Living Co' }),
      buildJob({ jobId: 'qa-intern', title: 'QA Analyst Intern', organization: 'Check Co' }),
    ]);
    const either = await search({ search: 'java OR python developer' });
    expect(ids(either.jobs).sort()).toEqual(['onsite-java', 'py', 'remote-java']);
    expect(either.match).toBe('exact');
    // No title with the word; an organisation with it is no title ('Senior Living Co').
    const notSenior = await search({ search: 'qa analyst NOT senior' });
    expect(ids(notSenior.jobs).sort()).toEqual(['qa', 'qa-intern']);
    expect(notSenior.understood).toMatchObject({
      terms: 'qa analyst',
      experience: null,
      excluded: ['senior'],
    });
    expect(notSenior.total_count).toBe(2);
    expect(ids((await search({ search: 'qa analyst -senior -intern' })).jobs)).toEqual(['qa']);
    // A hostile word after NOT is a word like any other.
    const hostile = await search({ search: "qa analyst NOT 'intern' NOT \\\\:* -'" });
    expect(ids(hostile.jobs).sort()).toEqual(['qa', 'qa-senior']);
  });
  it("reads a version number after a skill as the skill ('python3'), and never respells other words with digits", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'web', title: 'Web Developer', organization: 'Page Co' }),
      buildJob({ jobId: 'py3', title: 'Python Developer', organization: 'Script Co' }),
      buildJob({
        jobId: 'benefits',
        title: 'Benefits Specialist',
        organization: 'Perk Co',
        descriptionText: 'Administer our 401(k) plan and health benefits.',
      }),
    ]);
    const python = await search({ search: 'python3 developer' });
    expect(ids(python.jobs)).toContain('py3');
    expect(python.understood?.searched_for).toBe('python developer');
    // 'web3' was shown as "webs" (a letter for the digit).
    expect((await search({ search: 'web3 developer' })).understood?.searched_for).toBe('web developer');
    expect(ids((await search({ search: '401k' })).jobs)).toContain('benefits');
  });
  it("reads initials joined by '&' as the words they stand for too: R&D, M&A", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'rnd', title: 'R&D Engineer', organization: 'Lab Co' }),
      buildJob({ jobId: 'rnd-words', title: 'Research and Development Engineer', organization: 'Bench Co' }),
      buildJob({ jobId: 'mna', title: 'Mergers and Acquisitions Analyst', organization: 'Deal Co' }),
    ]);
    const rnd = await search({ search: 'R&D engineer' });
    expect(ids(rnd.jobs).sort()).toEqual(['rnd', 'rnd-words']);
    expect(rnd.match).toBe('exact');
    expect(ids((await search({ search: 'M&A analyst' })).jobs)).toEqual(['mna']);
  });
  it("finds a set of employers by its name ('big 4', 'faang'), and each employer by its own only", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'deloitte', title: 'Audit Associate', organization: 'Deloitte' }),
      buildJob({ jobId: 'kpmg', title: 'Audit Senior', organization: 'KPMG LLP' }),
      buildJob({ jobId: 'ey', title: 'Assurance Staff, Audit', organization: 'Ernst & Young' }),
      buildJob({ jobId: 'local-audit', title: 'Audit Manager', organization: 'Main Street CPAs' }),
      buildJob({ jobId: 'big-data', title: 'Big Data Engineer', organization: 'Volume Co' }),
      buildJob({ jobId: 'google', title: 'Software Engineer, New Grad', organization: 'Google' }),
    ]);
    const big4 = await search({ search: 'Big 4 audit' });
    expect(ids(big4.jobs).sort()).toEqual(['deloitte', 'ey', 'kpmg']);
    expect(big4.match).toBe('exact');
    expect(big4.understood?.searched_for).toBeNull();
    expect(ids((await search({ search: 'faang software engineer' })).jobs)).toContain('google');
    expect(ids((await search({ search: 'deloitte audit' })).jobs)).toEqual(['deloitte']);
  });
  it('shows the jobs whose titles have every word but one, when no job has every word', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'ib', title: 'Investment Banking Associate', organization: 'Merchant Bank' }),
      ...[1, 2, 3].map((n) =>
        buildJob({
          jobId: `risk-${n}`,
          title: 'Risk Analyst',
          organization: `Hedge Co ${n}`,
          postedAt: new Date(),
        }),
      ),
    ]);
    // Any of the words ranked the newer risk analysts first.
    const banking = await search({ search: 'investment banking analyst' });
    expect(ids(banking.jobs)).toEqual(['ib']);
    expect(banking.match).toBe('related');
    // An organisation's name is no title: with 'investment' the commonest word, 'banking analyst' is not the
    // credit analyst of a bank.
    await createJobs(t.database.db, [
      buildJob({ jobId: 'bank-credit', title: 'Credit Analyst', organization: 'Ohio Bank' }),
      ...Array.from({ length: 40 }, (_, n) =>
        buildJob({
          jobId: `fund-${n}`,
          title: 'Fund Accountant',
          organization: `Fund Co ${n}`,
          descriptionText: 'Book investment fund trades.',
        }),
      ),
    ]);
    expect(ids((await search({ search: 'investment banking analyst' })).jobs)).toEqual(['ib']);
    // A filter keeps its jobs' titles only (its lexemes AND-ed into the title index's check): in Boston,
    // where the one banking title is, that job; in Denver, where no title has the other words, any word.
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'ib-boston',
        title: 'Investment Banking Associate',
        organization: 'Harbor Bank',
        location: 'Boston, MA',
        city: 'Boston',
        state: 'MA',
      }),
      buildJob({
        jobId: 'risk-denver',
        title: 'Risk Analyst',
        organization: 'Mile High Bank',
        location: 'Denver, CO',
        city: 'Denver',
        state: 'CO',
      }),
    ]);
    const boston = await search({ search: 'investment banking analyst', city: 'Boston' });
    expect(ids(boston.jobs)).toEqual(['ib-boston']);
    expect(boston.match).toBe('related');
    expect(ids((await search({ search: 'investment banking analyst', city: 'Denver' })).jobs)).toEqual([
      'risk-denver',
    ]);
    // When every word but the commonest finds nothing either, any of the words do.
    const any = await search({ search: 'xylophone risk analyst' });
    expect(ids(any.jobs)).toEqual(expect.arrayContaining(['risk-1', 'risk-2', 'risk-3']));
    expect(any.match).toBe('related');
  });
  it('never shows the jobs with a single letter as related ones', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'brand', title: 'Brand Marketing Manager', organization: 'Soap Co' }),
      buildJob({
        jobId: 'eg',
        title: 'Web Developer',
        organization: 'Site Co',
        descriptionText: 'Build pages with modern tools, e.g. React, and write tests.',
      }),
    ]);
    const pg = await search({ search: 'P&G marketing' });
    expect(ids(pg.jobs)).toContain('brand');
    expect(ids(pg.jobs)).not.toContain('eg');
  });
  it("plans a letter the lexicon leaves out as matching an unknown number of jobs ('e' of 'pss/e')", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'psse', title: 'Power Systems Engineer', descriptionText: 'Studies in PSS/E.' }),
    ]);
    await refreshSearchLexicon(t.database.db);
    // 'pss/e' is 'psse', 'pss' or 'e'; any text with 'e.g.' has an 'e', so the group is no rare one, and
    // collecting its matches read tens of thousands of vectors (565 ms at a million jobs, 41 walked).
    const built = await buildTsQuery(t.database.db, 'pss/e');
    expect(built?.text).toContain("'e'");
    expect(built?.estimate).toBeGreaterThanOrEqual(Number.MAX_SAFE_INTEGER);
    // A phrase with a letter is bounded by its other word: 'pa c' is in no more jobs than 'pa'.
    const pac = await buildTsQuery(t.database.db, 'pa-c');
    expect(pac?.estimate).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(ids((await search({ search: 'pss/e' })).jobs)).toContain('psse');
  });

  it('shows a typo the stemmer reads rightly by its English spelling when a letter was typed for another', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'acct', title: 'Staff Accountant', organization: 'Ledger Co' }),
      buildJob({ jobId: 'mgmt', title: 'Management Consultant', organization: 'Advice Co' }),
    ]);
    const accountent = await search({ search: 'staff accountent' });
    expect(ids(accountent.jobs)).toEqual(['acct']);
    expect(accountent.understood?.searched_for).toBe('staff accountant');
    const managment = await search({ search: 'managemant consultant' });
    expect(ids(managment.jobs)[0]).toBe('mgmt');
    expect(managment.understood?.searched_for).toBe('management consultant');
    // Words spelled rightly are never "corrected", nor the job market's own terms the listings lack: 'saas'
    // had been read as 'sans', and found every job in a city named San something.
    expect((await search({ search: 'staff accountant' })).understood?.searched_for).toBeNull();
    await createJobs(t.database.db, [
      buildJob({ jobId: 'sans', title: 'Barista', organization: 'Sans Serif Cafe', city: 'San Jose' }),
    ]);
    const saas = await search({ search: 'saas' });
    expect(saas.understood?.searched_for).toBeNull();
    expect(ids(saas.jobs)).not.toContain('sans');
  });
  it('reads initials joined by & as one name: AT&T, Texas A&M, M&A', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'attempt',
        title: 'Collections Specialist',
        organization: 'Recovery Co',
        descriptionText: 'Attempt to reach every customer twice a week.',
      }),
    ]);
    // A name no job has is no typo of a word some job has ('atampt' is two edits from 'attempt').
    const none = await search({ search: 'AT&T' });
    expect(ids(none.jobs)).not.toContain('attempt');
    expect(none.understood?.searched_for).toBeNull();
    await createJobs(t.database.db, [
      buildJob({ jobId: 'att', title: 'Network Engineer', organization: 'AT&T' }),
      buildJob({
        jobId: 'tamu',
        title: 'Research Associate',
        organization: 'Texas A&M University',
        city: 'College Station',
        state: 'TX',
      }),
      buildJob({
        jobId: 'texas-m',
        title: 'Program Manager',
        organization: 'Lone Star Co',
        city: 'Austin',
        state: 'TX',
        descriptionText: 'Plan the M series launch with a small team.',
      }),
      buildJob({ jobId: 'mna-initials', title: 'M&A Analyst', organization: 'Merger Co' }),
      buildJob({ jobId: 'ma', title: 'Financial Analyst', organization: 'MA Co' }),
      buildJob({
        jobId: 'pnl',
        title: 'Store Manager',
        organization: 'Retail Co',
        descriptionText: 'Own the profit and loss of two stores.',
      }),
    ]);
    expect(ids((await search({ search: 'AT&T' })).jobs)).toEqual(['att']);
    expect(ids((await search({ search: 'at&t network engineer' })).jobs)).toEqual(['att']);
    // 'Texas A&M' had searched the letter 'm' in Texas.
    expect(ids((await search({ search: 'texas a&m' })).jobs)).toEqual(['tamu']);
    expect(ids((await search({ search: 'Texas A & M' })).jobs)).toEqual(['tamu']);
    // The initials and the words they stand for (the earlier test's 'Mergers and Acquisitions Analyst').
    expect(ids((await search({ search: 'M&A analyst' })).jobs).sort()).toEqual(['mna', 'mna-initials']);
    expect(ids((await search({ search: 'P&L' })).jobs)).toEqual(['pnl']);
    // Two words of two letters are no initials: 'UX&UI designer' is 'ux ui designer' (the earlier test's job).
    expect(ids((await search({ search: 'UX&UI designer' })).jobs)).toEqual(['uiux']);
  });
  it('indexes the initials of jobs loaded before the rule once migrated (migration 0019)', async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'legacy-bh', title: 'Camera Specialist', organization: 'B&H Photo' }),
    ]);
    // As such a job was indexed before: 'B&H' as 'b' and 'h' only, and the lexicon without the name.
    const legacy = sql`(SELECT id FROM jobs WHERE job_id = 'legacy-bh')`;
    await t.database.db.execute(
      sql`UPDATE job_search SET title_tsv = ts_delete(title_tsv, 'bamph') WHERE id = ${legacy}`,
    );
    await t.database.db.execute(
      sql`UPDATE job_search_doc SET doc_tsv = ts_delete(doc_tsv, 'bamph') WHERE id = ${legacy}`,
    );
    await t.database.db.execute(sql`DELETE FROM search_lexicon WHERE word = 'bamph'`);
    expect(ids((await search({ search: 'B&H' })).jobs)).not.toContain('legacy-bh');
    // The lexicon was edited by hand, not rebuilt: what the search kept of it is forgotten as a rebuild does.
    await applyMigrationAgain(t.database, '0019_ampersand_initials.sql');
    expect(ids((await search({ search: 'B&H' })).jobs)).toEqual(['legacy-bh']);
    const lexicon: unknown = await t.database.db.execute(
      sql`SELECT doc_count FROM search_lexicon WHERE word = 'bamph'`,
    );
    expect((lexicon as { rows: { doc_count: number }[] }).rows).toEqual([{ doc_count: 1 }]);
  });
});
