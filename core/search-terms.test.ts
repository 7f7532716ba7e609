import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  parseQuery,
  queryWords,
  SYMBOL_RULES,
  tokenize,
  hasShortenedEnding,
  understandQuery,
  wholeWordOf,
  withAmpersand,
} from './search-terms.ts';

describe('tokenize', () => {
  it('lowercases and splits on punctuation', () => {
    expect(tokenize('Front-End  Engineer, Java')).toEqual(['front', 'end', 'engineer', 'java']);
  });
  it("drops a possessive 's, so no lone 's' is searched", () => {
    expect(tokenize("Master's degree")).toEqual(['master', 'degree']);
    expect(tokenize('Women\u2019s health nurse')).toEqual(['women', 'health', 'nurse']);
    expect(tokenize("children's hospital")).toEqual(['children', 'hospital']);
    expect(tokenize("O'Reilly")).toEqual(['o', 'reilly']);
  });
  it('keeps skills written with symbols as one word, never the bare letter', () => {
    const cases: [string, string[]][] = [
      ['C++', ['cplusplus']],
      ['c++ developer', ['cplusplus', 'developer']],
      ['C#', ['csharp']],
      ['F#', ['fsharp']],
      ['.NET', ['dotnet']],
      ['ASP.NET Core', ['aspnet', 'core']],
      ['Node.js', ['nodejs']],
      ['vue.js, next.js', ['vuejs', 'nextjs']],
      ['CI/CD', ['cicd']],
      ['UI/UX', ['uiux']],
      ['A/B testing', ['ab', 'testing']],
      ['g++ and C+', ['gplusplus', 'and', 'cplus']],
      ['AT&T, M&A, R&D at Texas A&M', ['atampt', 'mampa', 'rampd', 'at', 'texas', 'aampm']],
      ['Texas A & M, AT & T, GSD&M, M&Ab', ['texas', 'aampm', 'atampt', 'gsdampm', 'mampab']],
      // Names and words are not initials: one side is a single letter ('UX&UI', 'oil&gas' are two words).
      [
        'Johnson&Johnson, UX & UI, UX&UI, oil&gas, abcd&e',
        ['johnson', 'johnson', 'ux', 'ui', 'ux', 'ui', 'oil', 'gas', 'abcd', 'e'],
      ],
    ];
    for (const [text, words] of cases) expect(tokenize(text), text).toEqual(words);
  });
  it('leaves numbers with dots or slashes alone', () => {
    expect(tokenize('3.5 years, 24/7 on-call')).toEqual(['3', '5', 'years', '24', '7', 'on', 'call']);
  });
  it('indexes the parts of a dotted or slashed skill too, so "node" still finds Node.js', () => {
    let indexed = 'senior node.js and ci/cd, c++'.toLowerCase();
    for (const rule of SYMBOL_RULES)
      indexed = indexed.replace(rule.pattern, rule.indexed ?? rule.replacement);
    expect(indexed).toBe('senior nodejs node js and cicd ci cd, cplusplus');
    expect(normalizeSearchText('Senior Node.js')).toBe('senior nodejs');
  });
});

describe('queryWords', () => {
  it('keeps two words with a slash between them as one word, which tokenize joins', () => {
    expect(queryWords('AI/ML engineer')).toEqual(['ai/ml', 'engineer']);
    expect(queryWords('C/C++ developer')).toEqual(['c/cplusplus', 'developer']);
    expect(queryWords('ai/ml/nlp')).toEqual(['ai/ml/nlp']);
    expect(queryWords('a1/b2/c3/d4/e5/f6/g7/h8')).toEqual(['a1/b2/c3/d4/e5/f6']);
    // The character that marks a slash while the symbol rules run is no slash when typed.
    expect(queryWords('ai\ue000ml')).toEqual(['ai', 'ml']);
    expect(tokenize('AI/ML engineer')).toEqual(['aiml', 'engineer']);
    // Not numbers, nor a dot ('node.js' is one skill).
    expect(queryWords('24/7 node.js')).toEqual(['24', '7', 'nodejs']);
  });
  it("reads 'w/' and 'w/o' as 'with' and 'without'", () => {
    expect(queryWords('nurse w/ sponsorship')).toEqual(['nurse', 'with', 'sponsorship']);
    expect(queryWords('W/O sponsorship')).toEqual(['without', 'sponsorship']);
    expect(queryWords('nurse w/visa')).toEqual(['nurse', 'with', 'visa']);
  });
});

describe('understandQuery', () => {
  it('reads OR between two words as either, and NOT or a minus sign before a word as no title with it', () => {
    expect(understandQuery('java OR python developer')).toMatchObject({ text: 'java/python developer' });
    expect(understandQuery('java or python or go')).toMatchObject({ text: 'java/python/go' });
    // Two choices of one filter are neither ('remote or hybrid'); an 'or' with nothing after it stays, as
    // Oregon's code after a city.
    expect(understandQuery('remote or hybrid data analyst')).toMatchObject({
      text: 'data analyst',
      intents: {},
    });
    expect(understandQuery('nurse portland or')).toMatchObject({
      text: 'nurse',
      intents: { city: 'Portland', state: 'OR' },
    });
    for (const query of [
      'software engineer NOT senior',
      '-senior software engineer',
      'software engineer (-senior)',
    ])
      expect(understandQuery(query), query).toEqual({
        text: 'software engineer',
        intents: { excludedWords: ['senior'] },
        recognised: [],
      });
    expect(understandQuery('java developer NOT remote')).toMatchObject({
      text: 'java developer',
      intents: { notWorkArrangement: 'remote' },
    });
    expect(understandQuery('data scientist not manager -lead').intents).toEqual({
      excludedWords: ['manager', 'lead'],
    });
    // Not a hyphenated word, and a sponsorship phrase keeps its own reading of 'not'.
    expect(understandQuery('full-time nurse').intents).toEqual({ employmentType: 'FULL_TIME' });
    expect(understandQuery('not looking for sponsorship')).toMatchObject({ text: '', intents: {} });
    expect(understandQuery('jobs not requiring sponsorship')).toMatchObject({ text: '', intents: {} });
  });
  it('reads a location typed before the job: a city, a city and its state, a metro area or a state', () => {
    const cases: [string, object][] = [
      ['nyc software engineer', { city: 'New York' }],
      ['sf data scientist', { city: 'San Francisco' }],
      ['boston ma nurse', { city: 'Boston', state: 'MA' }],
      ['in seattle wa nurse', { city: 'Seattle', state: 'WA' }],
      ['bay area data scientist', { region: 'San Francisco Bay Area' }],
      ['texas nurse', { state: 'TX' }],
      ['salt lake city software engineer', { city: 'Salt Lake City' }],
    ];
    for (const [query, place] of cases) expect(understandQuery(query).intents, query).toEqual(place);
    expect(understandQuery('nyc software engineer').text).toBe('software engineer');
    expect(understandQuery('new york data analyst').intents).toEqual({ city: 'New York' });
    // Not a city's one-word name alone: employers are named after cities, and 'phoenix' is also a framework.
    expect(understandQuery('phoenix developer')).toMatchObject({ text: 'phoenix developer', intents: {} });
    expect(understandQuery('boston scientific engineer')).toMatchObject({ intents: {} });
  });
  it('reads other work visas as sponsorship, and work permission that needs none as no filter', () => {
    for (const query of ['tn visa', 'e3 visa jobs', 'l1 visa', 'o1 visa', 'stem opt extension'])
      expect(understandQuery(query), query).toMatchObject({ text: '', intents: { sponsorship: true } });
    for (const query of ['h4 ead', 'green card holder', 'us citizen only', 'day 1 cpt'])
      expect(understandQuery(`${query} data analyst`), query).toMatchObject({
        text: 'data analyst',
        intents: {},
      });
    expect(understandQuery('nurse tn').intents).toEqual({ state: 'TN' });
  });
  it('reads years of experience as the experience band of the fewest years named', () => {
    const cases: [string, string, string][] = [
      ['software engineer 3 years experience', 'software engineer', 'mid'],
      ['data analyst with 2 years of experience', 'data analyst', 'mid'],
      ['5+ years java developer', 'java developer', 'senior'],
      ['data analyst 0-2 years', 'data analyst', 'entry'],
      ['3 yoe backend', 'backend', 'mid'],
      ['1 year experience', '', 'entry'],
    ];
    for (const [query, text, experience] of cases)
      expect(understandQuery(query), query).toMatchObject({ text, intents: { experience } });
    // A number that counts no years stays ('python 3').
    expect(understandQuery('python 3')).toMatchObject({ text: 'python 3', intents: {} });
    expect(understandQuery('how to find h1b sponsor')).toMatchObject({
      text: '',
      intents: { sponsorship: true },
    });
  });
  it("keeps job titles that have an intent word in them: 'data entry', 'senior living'", () => {
    expect(understandQuery('remote data entry')).toMatchObject({
      text: 'data entry',
      intents: { workArrangement: 'remote' },
    });
    expect(understandQuery('senior living nurse')).toMatchObject({
      text: 'senior living nurse',
      intents: {},
    });
    expect(understandQuery('graduate research assistant')).toMatchObject({ intents: {} });
    expect(understandQuery('perm sponsorship')).toMatchObject({ text: '', intents: { sponsorship: true } });
  });
  it('reads a slash between intent words as both, or as neither when they are two choices of one filter', () => {
    expect(understandQuery('h1b/opt jobs')).toMatchObject({ text: '', intents: { sponsorship: true } });
    // Two work styles as either: any job but one of the third.
    expect(understandQuery('remote/hybrid data analyst')).toEqual({
      text: 'data analyst',
      intents: { notWorkArrangement: 'onsite' },
      recognised: [],
    });
    expect(understandQuery('hybrid or onsite nurse').intents).toEqual({ notWorkArrangement: 'remote' });
    expect(understandQuery('remote/hybrid/onsite').intents).toEqual({});
    // Neither of two work styles is the third; neither of two ways to say one style is not that style.
    expect(understandQuery('not remote or hybrid')).toMatchObject({
      text: '',
      intents: { workArrangement: 'onsite' },
    });
    expect(understandQuery('nurse NOT onsite/hybrid')).toMatchObject({
      text: 'nurse',
      intents: { workArrangement: 'remote' },
    });
    expect(understandQuery('not in office or remote analyst')).toMatchObject({
      text: 'analyst',
      intents: { workArrangement: 'hybrid' },
    });
    expect(understandQuery('not remote/wfh nurse')).toMatchObject({
      text: 'nurse',
      intents: { notWorkArrangement: 'remote' },
    });
    // Two kinds of employment are either; an internship with its hours stays an internship.
    for (const query of [
      'full time or part time nurse',
      'full-time/part-time nurse',
      'part time full time nurse',
    ])
      expect(understandQuery(query)).toMatchObject({ text: 'nurse', intents: {} });
    expect(understandQuery('contractor or part-time designer').intents).toEqual({});
    expect(understandQuery('full time internship').intents).toEqual({ employmentType: 'INTERN' });
    expect(understandQuery('part-time intern').intents).toEqual({ employmentType: 'INTERN' });
    expect(understandQuery('full time nurse').intents).toEqual({ employmentType: 'FULL_TIME' });
    expect(understandQuery('ai/ml engineer')).toMatchObject({ text: 'ai/ml engineer', intents: {} });
    expect(understandQuery('w/o sponsorship java developer')).toMatchObject({
      text: 'java developer',
      intents: {},
    });
  });
  it('reads seniority words as an experience band, not as words to find', () => {
    expect(understandQuery('entry level')).toMatchObject({ text: '', intents: { experience: 'entry' } });
    expect(understandQuery('New Grad software engineer')).toMatchObject({
      text: 'software engineer',
      intents: { experience: 'entry' },
    });
    expect(understandQuery('junior data analyst').intents.experience).toBe('entry');
    expect(understandQuery('Sr. Java Developer')).toMatchObject({
      text: 'java developer',
      intents: { experience: 'senior' },
    });
    expect(understandQuery('mid-level nurse').intents.experience).toBe('mid');
  });
  it('reads internships, work styles and sponsorship as filters', () => {
    expect(understandQuery('software engineering internship')).toMatchObject({
      text: 'software engineering',
      intents: { employmentType: 'INTERN' },
    });
    expect(understandQuery('java remote')).toMatchObject({
      text: 'java',
      intents: { workArrangement: 'remote' },
    });
    expect(understandQuery('work from home data analyst').intents.workArrangement).toBe('remote');
    expect(understandQuery('on-site nurse').intents.workArrangement).toBe('onsite');
    for (const text of [
      'sponsorship',
      'visa sponsorship',
      'H1B',
      'h-1b jobs',
      'H1B visa sponsor',
      'h1b transfer',
      'H-1B transfer jobs',
      'green card sponsorship',
    ]) {
      expect(understandQuery(text), text).toMatchObject({ text: '', intents: { sponsorship: true } });
    }
  });
  it('reads "need" and "required" beside a sponsorship phrase as part of it', () => {
    for (const text of [
      'I need sponsorship',
      'h1b sponsorship required',
      'will sponsor',
      'visa sponsorship available',
    ]) {
      expect(understandQuery(text), text).toMatchObject({ text: '', intents: { sponsorship: true } });
    }
    expect(understandQuery('data analyst need h1b')).toMatchObject({
      text: 'data analyst',
      intents: { sponsorship: true },
    });
  });
  it('sets no sponsorship filter, either way, when the search says sponsorship is not needed', () => {
    for (const [text, words] of [
      ["don't need sponsorship", ''],
      ['software engineer no sponsorship', 'software engineer'],
      ['no visa sponsorship required', ''],
      ['sponsorship not required', ''],
      ['nurse without h1b', 'nurse'],
      ['do not need visa sponsorship', ''],
      ['does not require sponsorship data analyst', 'data analyst'],
      ['visa not needed nurse', 'nurse'],
    ] as const) {
      const understood = understandQuery(text);
      expect(understood, text).toMatchObject({ text: words, recognised: [] });
      expect(understood.intents.sponsorship, text).toBeUndefined();
    }
    // 'no' and 'non' elsewhere are words like any other.
    expect(understandQuery('no code developer').text).toBe('no code developer');
    expect(understandQuery('non profit h1b')).toMatchObject({
      text: 'non profit',
      intents: { sponsorship: true },
    });
  });
  it('reads part-time, full-time and contract words as the job type filter, but not a title word', () => {
    for (const [text, type] of [
      ['part time', 'PART_TIME'],
      ['Part-time cashier', 'PART_TIME'],
      ['nurse parttime', 'PART_TIME'],
      ['full-time data analyst', 'FULL_TIME'],
      ['java contractor', 'CONTRACTOR'],
      ['contract-to-hire QA', 'CONTRACTOR'],
      ['freelance designer', 'CONTRACTOR'],
    ] as const) {
      expect(understandQuery(text).intents.employmentType, text).toBe(type);
    }
    expect(understandQuery('Part-time cashier').text).toBe('cashier');
    // 'Contract Manager' and 'Contracts Administrator' are jobs, not contracts.
    expect(understandQuery('contract manager')).toMatchObject({ text: 'contract manager', intents: {} });
    expect(understandQuery('contracts administrator').intents).toEqual({});
  });
  it("drops a level of a company's ladder: 'SDE II', 'L4', 'swe 2', but not 'python 3' or 'IV nurse'", () => {
    expect(understandQuery('SDE II').text).toBe('sde');
    expect(understandQuery('sde 2').text).toBe('sde');
    expect(understandQuery('L4 software engineer').text).toBe('software engineer');
    expect(understandQuery('software engineer iii').text).toBe('software engineer');
    expect(understandQuery('python 3 developer').text).toBe('python 3 developer');
    expect(understandQuery('iv nurse').text).toBe('iv nurse');
  });
  it('reads corp-to-corp and 1099 as contracts, and drops W-2, which every employee is paid on', () => {
    for (const text of ['java c2c', 'java corp-to-corp', 'java 1099']) {
      expect(understandQuery(text), text).toMatchObject({
        text: 'java',
        intents: { employmentType: 'CONTRACTOR' },
      });
    }
    expect(understandQuery('java developer w2 only')).toMatchObject({ text: 'java developer', intents: {} });
    expect(understandQuery('W-2 data analyst')).toMatchObject({ text: 'data analyst', intents: {} });
  });
  it("drops 'at' and 'with', which join the words of a search", () => {
    expect(understandQuery('jobs at meta').text).toBe('meta');
    expect(understandQuery('data analyst jobs that sponsor h1b')).toMatchObject({
      text: 'data analyst',
      intents: { sponsorship: true },
    });
    expect(understandQuery('companies that sponsor h1b')).toMatchObject({
      text: '',
      intents: { sponsorship: true },
    });
    // Every listing is in the United States.
    expect(understandQuery('visa sponsored jobs in usa')).toMatchObject({
      text: '',
      intents: { sponsorship: true },
    });
    expect(understandQuery('remote us')).toMatchObject({ text: '', intents: { workArrangement: 'remote' } });
    expect(understandQuery('data analyst united states').text).toBe('data analyst');
    expect(understandQuery('data engineer with python').text).toBe('data engineer python');
    expect(understandQuery('engineer without sponsorship').intents.sponsorship).toBeUndefined();
  });
  it('drops words that only say "a job" and keeps everything else in order', () => {
    expect(understandQuery('nurse jobs')).toMatchObject({ text: 'nurse', intents: {} });
    expect(understandQuery('nurse jobs near me')).toMatchObject({ text: 'nurse', intents: {} });
    expect(understandQuery('hiring data analyst nearby').text).toBe('data analyst');
    expect(understandQuery('director of engineering').text).toBe('director of engineering');
  });
  it('drops the words that say when: a year, and a season of an internship', () => {
    expect(understandQuery('new grad 2026')).toMatchObject({ text: '', intents: { experience: 'entry' } });
    expect(understandQuery('2026 New Grad Software Engineer').text).toBe('software engineer');
    expect(understandQuery('summer internship')).toMatchObject({
      text: '',
      intents: { employmentType: 'INTERN' },
    });
    expect(understandQuery('Summer 2026 data science intern').text).toBe('data science');
    expect(understandQuery('fall co-op mechanical').text).toBe('mechanical');
    expect(understandQuery('nurse houston 2026')).toMatchObject({
      text: 'nurse',
      intents: { city: 'Houston' },
    });
    // A season that is not an internship's stays; so do other numbers.
    expect(understandQuery('spring boot developer').text).toBe('spring boot developer');
    expect(understandQuery('spring boot intern').text).toBe('spring boot');
    expect(understandQuery('spring 2026 internship').text).toBe('');
    expect(understandQuery('spring co-op').text).toBe('');
    expect(understandQuery('summer associate').text).toBe('summer associate');
    expect(understandQuery('python 3 developer').text).toBe('python 3 developer');
    expect(understandQuery('401k administrator').text).toBe('401k administrator');
  });
  it('reads a search typed as a sentence, and pay words, for the job it names', () => {
    for (const [text, words] of [
      ['looking for a data analyst job', 'data analyst'],
      ['i want to work as a nurse', 'nurse'],
      ['need a job in software', 'software'],
      ['find me python jobs', 'python'],
      ['high salary software engineer', 'software engineer'],
      ['100k data analyst', 'data analyst'],
      ['$120k nurse', 'nurse'],
      ['jobs paying 80k+', ''],
      ['head of product', 'head of product'],
    ] as const) {
      expect(understandQuery(text).text, text).toBe(words);
    }
    // A negation still reaches the phrase across the dropped words.
    expect(understandQuery('not looking for sponsorship').intents.sponsorship).toBeUndefined();
    expect(understandQuery('i do not need a visa').intents.sponsorship).toBeUndefined();
  });
  it("reads 'international students', 'OPT friendly' and 'work from anywhere' as the filters they mean", () => {
    for (const text of ['jobs for international students', 'opt friendly jobs', 'H1B-friendly employers']) {
      expect(understandQuery(text), text).toMatchObject({ intents: { sponsorship: true } });
      expect(understandQuery(text).text, text).not.toMatch(/international|friendly|employers/);
    }
    expect(understandQuery('work from anywhere designer')).toMatchObject({
      text: 'designer',
      intents: { workArrangement: 'remote' },
    });
  });
  it("reads a student's OPT or F-1 as sponsorship and CPT as internships", () => {
    for (const text of [
      'data analyst opt',
      'data analyst STEM OPT',
      'F-1 data analyst',
      'data analyst f1 visa',
    ]) {
      const understood = understandQuery(text);
      expect(understood.text, text).toBe('data analyst');
      expect(understood.intents, text).toEqual({ sponsorship: true });
    }
    expect(understandQuery('cpt software engineer')).toMatchObject({
      text: 'software engineer',
      intents: { employmentType: 'INTERN' },
    });
    expect(understandQuery('optometrist').text).toBe('optometrist');
  });
  it('keeps the first of two conflicting intents', () => {
    expect(understandQuery('junior senior engineer').intents.experience).toBe('entry');
  });
});

describe('parseQuery', () => {
  it('reads shortened office and sales titles, and IT, which is never indexed (a stop word), spelled out', () => {
    const read = (text: string) =>
      parseQuery(text).map((part) =>
        part.kind === 'word' ? part.word : part.phrases.map((p) => p.join(' ')),
      );
    expect(read('asst manager')[0]).toEqual(['asst', 'assistant']);
    expect(read('ops manager')[0]).toEqual(['ops', 'operations']);
    expect(read('sdr')[0]).toContain('sales development representative');
    expect(read('it')[0]).toEqual(['it', 'information technology']);
    expect(read('it support')[0]).toContain('help desk');
  });
  it("reads 'ai/ml' as either word, with their synonyms, and the joined word postings that write it have", () => {
    expect(parseQuery('ai/ml engineer')[0]).toEqual({
      kind: 'synonyms',
      matched: 'aiml',
      phrases: [
        ['aiml'],
        ['ai'],
        ['artificial', 'intelligence'],
        ['genai'],
        ['gen', 'ai'],
        ['generative', 'ai'],
        ['ml'],
        ['machine', 'learning'],
      ],
    });
    expect(parseQuery('devops/sre')).toEqual([
      {
        kind: 'synonyms',
        matched: 'devopssre',
        phrases: [['devopssre'], ['devops'], ['sre'], ['site', 'reliability']],
      },
    ]);
    // A joined word that is a synonym of its own means that, not either half ('cd' alone is not CI/CD).
    expect(parseQuery('ci/cd')).toEqual(parseQuery('cicd'));
  });
  it('expands abbreviations into their synonym group', () => {
    expect(parseQuery('SWE')).toEqual([
      {
        kind: 'synonyms',
        matched: 'swe',
        phrases: [
          ['swe'],
          ['software', 'engineer'],
          ['software', 'developer'],
          ['software', 'development', 'engineer'],
          ['sw', 'engineer'],
          // The SDE group shares 'software engineer' with this one.
          ['sde'],
        ],
      },
    ]);
  });
  it("expands title abbreviations and 'go developer'", () => {
    const phrases = (text: string) =>
      parseQuery(text).flatMap((part) =>
        part.kind === 'synonyms' ? part.phrases.map((words) => words.join(' ')) : [],
      );
    expect(phrases('software engr')).toContain('engineer');
    expect(phrases('product mgr')).toContain('manager');
    expect(phrases('sw engineer')).toContain('software engineer');
    expect(phrases('go developer')).toContain('golang developer');
    expect(phrases('speech therapist')).toContain('speech language pathologist');
  });
  it("reads a set of employers' name as its employers, and an employer as itself", () => {
    const phrasesOf = (text: string) =>
      parseQuery(text).map((part) =>
        part.kind === 'synonyms' ? part.phrases.map((words) => words.join(' ')) : [part.word],
      );
    expect(phrasesOf('Big 4 audit')).toEqual([
      ['big 4', 'big four', 'deloitte', 'pwc', 'pricewaterhousecoopers', 'ey', 'ernst young', 'kpmg'],
      ['audit'],
    ]);
    expect(phrasesOf('big four')[0]).toContain('kpmg');
    expect(phrasesOf('FAANG new grad')[0]).toEqual(expect.arrayContaining(['meta', 'google', 'amazon']));
    expect(phrasesOf('deloitte')).toEqual([['deloitte']]);
    expect(phrasesOf('google')).toEqual([['google']]);
  });
  it('expands healthcare licences into their titles', () => {
    const phrasesOf = (text: string) =>
      parseQuery(text).flatMap((part) =>
        part.kind === 'synonyms' ? part.phrases.map((words) => words.join(' ')) : [part.word],
      );
    expect(phrasesOf('NP')).toEqual(expect.arrayContaining(['np', 'nurse practitioner']));
    expect(phrasesOf('OT security')).toEqual(['ot', 'security']);
    expect(phrasesOf('PA-C')).toEqual(expect.arrayContaining(['pa c', 'physician assistant']));
    expect(phrasesOf('MLS')).toEqual(expect.arrayContaining(['medical technologist']));
    expect(phrasesOf('DPT')).toEqual(expect.arrayContaining(['physical therapist']));
    expect(phrasesOf('PTA')).toEqual(expect.arrayContaining(['physical therapist assistant']));
    expect(phrasesOf('COTA')).toEqual(expect.arrayContaining(['occupational therapy assistant']));
    expect(phrasesOf('OTR')).toEqual(expect.arrayContaining(['occupational therapist']));
  });
  it('expands a phrase into every group it is in, and the groups those share a phrase with', () => {
    const [sdet] = parseQuery('SDET');
    expect(sdet).toMatchObject({ kind: 'synonyms', matched: 'sdet' });
    const phrases = sdet?.kind === 'synonyms' ? sdet.phrases.map((words) => words.join(' ')) : [];
    expect(phrases).toEqual(
      expect.arrayContaining(['qa', 'quality assurance', 'sdet', 'software development engineer in test']),
    );
    expect(new Set(phrases).size).toBe(phrases.length);
    const [qa] = parseQuery('qa');
    expect(qa?.kind === 'synonyms' ? qa.phrases.map((words) => words.join(' ')) : []).toContain(
      'software development engineer in test',
    );
  });
  it('recognises multi-word phrases before single words', () => {
    const parts = parseQuery('senior full stack developer');
    expect(parts.map((p) => (p.kind === 'word' ? p.word : p.matched))).toEqual([
      'senior',
      'full stack',
      'developer',
    ]);
  });
  it('treats frontend, front-end and front end alike', () => {
    for (const text of ['frontend', 'front-end', 'front end']) {
      const [part] = parseQuery(text);
      expect(part).toMatchObject({ kind: 'synonyms', phrases: [['frontend'], ['front', 'end']] });
    }
  });
  it('reads GenAI and LLM as the phrases postings spell out', () => {
    for (const text of ['GenAI engineer', 'gen-ai engineer', 'generative AI engineer']) {
      const [part] = parseQuery(text);
      expect(part, text).toMatchObject({ kind: 'synonyms' });
      const phrases = part?.kind === 'synonyms' ? part.phrases.map((words) => words.join(' ')) : [];
      // GenAI jobs are posted as AI ones ('AI Engineer').
      expect(phrases, text).toEqual(expect.arrayContaining(['genai', 'gen ai', 'generative ai', 'ai']));
    }
    const [llm] = parseQuery('LLMs');
    expect(llm?.kind === 'synonyms' ? llm.phrases.map((words) => words.join(' ')) : []).toContain(
      'large language model',
    );
  });
  it('marks the last plain word, which may be partly typed', () => {
    expect(parseQuery('data engin')).toEqual([
      { kind: 'word', word: 'data', isLast: false },
      { kind: 'word', word: 'engin', isLast: true },
    ]);
  });
});

describe('understandQuery: locations', () => {
  const read = (text: string) => {
    const { text: terms, intents } = understandQuery(text);
    return { terms, city: intents.city, state: intents.state };
  };
  it('reads a known city at the end of the query as the location', () => {
    expect(read('nurse houston')).toEqual({ terms: 'nurse', city: 'Houston', state: undefined });
    expect(read('Registered Nurse in Houston')).toEqual({
      terms: 'registered nurse',
      city: 'Houston',
      state: undefined,
    });
    expect(read('software engineer new york')).toMatchObject({
      terms: 'software engineer',
      city: 'New York',
    });
    expect(read('swe nyc')).toMatchObject({ terms: 'swe', city: 'New York' });
    expect(read('analyst st. louis')).toMatchObject({ terms: 'analyst', city: 'St. Louis' });
    expect(read('houston')).toEqual({ terms: '', city: 'Houston', state: undefined });
  });
  it('takes the state typed after its city, by code or by name', () => {
    expect(read('data engineer austin tx')).toEqual({ terms: 'data engineer', city: 'Austin', state: 'TX' });
    expect(read('data engineer Austin, TX')).toEqual({ terms: 'data engineer', city: 'Austin', state: 'TX' });
    expect(read('accountant seattle washington')).toEqual({
      terms: 'accountant',
      city: 'Seattle',
      state: 'WA',
    });
    expect(read('policy analyst washington dc')).toEqual({
      terms: 'policy analyst',
      city: 'Washington',
      state: 'DC',
    });
  });
  it('reads a state named alone, or by a code that is no word or title', () => {
    expect(read('nurse texas')).toEqual({ terms: 'nurse', city: undefined, state: 'TX' });
    expect(read('nurse new jersey')).toEqual({ terms: 'nurse', city: undefined, state: 'NJ' });
    expect(read('nurse tx')).toEqual({ terms: 'nurse', city: undefined, state: 'TX' });
    expect(read('nj')).toEqual({ terms: '', city: undefined, state: 'NJ' });
    expect(read('software engineer la')).toEqual({
      terms: 'software engineer',
      city: 'Los Angeles',
      state: undefined,
    });
    expect(read('nurse new orleans la')).toEqual({ terms: 'nurse', city: 'New Orleans', state: 'LA' });
    for (const text of ['physician assistant pa', 'medical assistant ma', 'java or', 'doctor md'])
      expect(read(text), text).toEqual({ terms: text, city: undefined, state: undefined });
  });
  it('leaves a one-word city name before other words, and other words, alone', () => {
    expect(read('houston methodist nurse')).toEqual({
      terms: 'houston methodist nurse',
      city: undefined,
      state: undefined,
    });
    // A city and its state before the job are a place.
    expect(read('austin tx nurse')).toEqual({ terms: 'nurse', city: 'Austin', state: 'TX' });
    expect(read('data engineer')).toEqual({ terms: 'data engineer', city: undefined, state: undefined });
  });
  it('reads a metro area at the end, before any city or state in it', () => {
    const region = (text: string) => {
      const { text: terms, intents } = understandQuery(text);
      return { terms, region: intents.region, city: intents.city, state: intents.state };
    };
    expect(region('software engineer bay area')).toEqual({
      terms: 'software engineer',
      region: 'San Francisco Bay Area',
      city: undefined,
      state: undefined,
    });
    expect(region('Data Analyst in the SF Bay Area').region).toBe('San Francisco Bay Area');
    // With its state's code after it.
    expect(region('biostatistician rtp nc')).toMatchObject({
      terms: 'biostatistician',
      region: 'Research Triangle',
    });
    expect(region('data analyst in the sf bay area').terms).toBe('data analyst');
    // 'the' is no region (and, left alone at the start, no word to show).
    expect(region('the nurse')).toMatchObject({ terms: 'nurse', region: undefined });
    expect(region('nurse dfw')).toMatchObject({ terms: 'nurse', region: 'Dallas-Fort Worth' });
    expect(region('analyst DMV')).toMatchObject({ terms: 'analyst', region: 'Washington, DC area' });
    expect(region('chemist raleigh durham')).toMatchObject({ terms: 'chemist', region: 'Research Triangle' });
    expect(region('swe greater boston')).toMatchObject({ terms: 'swe', region: 'Greater Boston' });
    expect(region('swe boston')).toMatchObject({ terms: 'swe', city: 'Boston', region: undefined });
    expect(region('bay area')).toMatchObject({ terms: '', region: 'San Francisco Bay Area' });
    // Or before the job.
    expect(region('bay area software engineer')).toMatchObject({
      terms: 'software engineer',
      region: 'San Francisco Bay Area',
    });
  });
  it('reads the location together with intent words', () => {
    const understood = understandQuery('entry level nurse houston remote');
    expect(understood.text).toBe('nurse');
    expect(understood.intents).toMatchObject({
      experience: 'entry',
      workArrangement: 'remote',
      city: 'Houston',
    });
    expect(understood.recognised).toContain('houston');
  });
});

describe('withAmpersand', () => {
  it("writes initials the search joined with the '&' they were typed with; other words as they are", () => {
    expect(withAmpersand('atampt')).toBe('at&t');
    expect(withAmpersand('jampj')).toBe('j&j');
    expect(withAmpersand('mampa')).toBe('m&a');
    expect(withAmpersand('gdampt')).toBe('gd&t');
    expect(withAmpersand('texas')).toBe('texas');
    expect(withAmpersand('ampere')).toBe('ampere');
  });
});

describe('wholeWordOf', () => {
  // Stems as the vectors' dictionary (english_stem) gives them.
  it('reads whole a noun the stemmer shortens to another word’s stem', () => {
    expect(wholeWordOf('wellness', 'well')).toBe('wellness');
    expect(wholeWordOf('fitness', 'fit')).toBe('fitness');
    expect(wholeWordOf('readiness', 'readi')).toBe('readiness');
    expect(wholeWordOf('executive', 'execut')).toBe('executive');
    expect(wholeWordOf('journalism', 'journal')).toBe('journalism');
    expect(wholeWordOf('activity', 'activ')).toBe('activity');
    expect(wholeWordOf('business', 'busi')).toBe('business');
  });
  it('reads a plural as its singular, as descriptions index it', () => {
    expect(wholeWordOf('utilities', 'util')).toBe('utility');
    expect(wholeWordOf('executives', 'execut')).toBe('executive');
    expect(wholeWordOf('witnesses', 'wit')).toBe('witness');
  });
  it('leaves a word whose stem keeps the suffix, and any other word, to its stem', () => {
    expect(wholeWordOf('quality', 'qualiti')).toBeNull();
    expect(wholeWordOf('community', 'communiti')).toBeNull();
    expect(wholeWordOf('creative', 'creativ')).toBeNull();
    expect(wholeWordOf('tourism', 'tourism')).toBeNull();
    expect(wholeWordOf('city', 'citi')).toBeNull();
    expect(wholeWordOf('live', 'live')).toBeNull();
    expect(wholeWordOf('nurse', 'nurs')).toBeNull();
    expect(wholeWordOf('wellness', null)).toBeNull();
  });
  it('knows the endings, so a typo with one is read as a word, not as the start of one', () => {
    expect(hasShortenedEnding('welness')).toBe(true);
    expect(hasShortenedEnding('wel')).toBe(false);
  });
});
