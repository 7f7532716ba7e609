import { describe, expect, it } from 'vitest';
import {
  chooseStrategy,
  chooseTitleStrategy,
  countWalkLength,
  editDistance,
  likelyMatches,
  oneEditSpellings,
  phraseOperand,
  pickCorrection,
  RANK_WINDOW,
  searchedFor,
  sponsorSideShare,
  titleMatchShare,
  speculativeWalkRows,
  withinCap,
} from './search.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('python', 'python')).toBe(0);
    expect(editDistance('pyhton', 'python')).toBe(1);
    expect(editDistance('lern', 'learn')).toBe(1);
    expect(editDistance('machn', 'machin')).toBe(1);
    expect(editDistance('softwar', 'sofwar')).toBe(1);
    expect(editDistance('nurs', 'data')).toBe(4);
  });
});

describe('oneEditSpellings', () => {
  const spellings = (word: string) => new Map(oneEditSpellings(word).map((s) => [s.spelling, s.rank]));
  it('swaps, adds, replaces and drops one letter, keeping the first', () => {
    const nurce = spellings('nurce');
    expect(nurce.get('nurse')).toBe(2);
    expect(nurce.get('ncrue')).toBeUndefined();
    expect(spellings('buisness').get('business')).toBe(0);
    expect(spellings('teachr').get('teacher')).toBe(1);
    expect(spellings('teachr').get('teach')).toBe(3);
    expect(spellings('pythonn').get('python')).toBe(3);
    // Never the word itself, never another first letter.
    expect(nurce.has('nurce')).toBe(false);
    expect([...nurce.keys()].every((spelling) => spelling.startsWith('n'))).toBe(true);
  });
  it('keeps a spelling reached two ways at its likeliest', () => {
    // 'aab' -> 'aba' is a swap (0) and a replacement (2).
    expect(spellings('aab').get('aba')).toBe(0);
  });
});

describe('searchedFor', () => {
  it('replaces each corrected word in the typed text, whatever its case', () => {
    expect(searchedFor('Nurce jobs near me', new Map([['nurce', 'nurse']]))).toBe('nurse jobs near me');
    expect(searchedFor('buisness analyst, buisness', new Map([['buisness', 'business']]))).toBe(
      'business analyst, business',
    );
  });
  it('is null without corrections, or when one is known only as a stem', () => {
    expect(searchedFor('nurse', new Map())).toBeNull();
    expect(
      searchedFor(
        'machne lerning',
        new Map([
          ['machne', null],
          ['lerning', 'learning'],
        ]),
      ),
    ).toBeNull();
    // The text spells the word otherwise: nothing to replace.
    expect(searchedFor('nurcé', new Map([['nurce', 'nurse']]))).toBeNull();
  });
});

describe('phraseOperand', () => {
  const stems: Record<string, string | null> = {
    software: 'softwar',
    development: 'develop',
    engineer: 'engin',
    in: null,
    test: 'test',
    head: 'head',
    of: null,
    the: null,
    sales: 'sale',
  };
  const stemOf = (word: string) => stems[word] ?? null;
  it('keeps each word at its distance from the one before: a stop word holds a place in the text', () => {
    expect(phraseOperand(['software', 'development', 'engineer', 'in', 'test'], stemOf)).toBe(
      "'softwar' <-> 'develop' <-> 'engin' <2> 'test'",
    );
    expect(phraseOperand(['head', 'of', 'the', 'sales'], stemOf)).toBe("'head' <3> 'sale'");
  });
  it('drops stop words at either end, and gives null for a phrase of stop words only', () => {
    expect(phraseOperand(['the', 'test', 'in'], stemOf)).toBe("'test'");
    expect(phraseOperand(['in', 'the'], stemOf)).toBeNull();
  });
});

describe('pickCorrection', () => {
  const lexicon = [
    { word: 'python', docs: 900 },
    { word: 'pytorch', docs: 50 },
    { word: 'learn', docs: 5000 },
    { word: 'lean', docs: 40 },
  ];
  it('picks the closest word, then the most common one', () => {
    expect(pickCorrection('pyhton', lexicon)).toEqual({ word: 'python', docs: 900 });
    expect(pickCorrection('lern', lexicon)).toEqual({ word: 'learn', docs: 5000 });
  });
  it('does not turn a short real word into another one', () => {
    const words = [
      { word: 'scale', docs: 9000 },
      { word: 'salt', docs: 3000 },
      { word: 'learn', docs: 5000 },
    ];
    expect(pickCorrection('sale', words)).toBeNull();
    expect(pickCorrection('lern', words)).toEqual({ word: 'learn', docs: 5000 });
    expect(pickCorrection('xearn', [{ word: 'learn', docs: 5000 }])).toBeNull();
  });
  it('leaves a word alone when nothing is close enough', () => {
    expect(pickCorrection('xyzzy', lexicon)).toBeNull();
    expect(pickCorrection('ruby', lexicon)).toBeNull();
  });
});

describe('chooseStrategy', () => {
  it('collects rare matches and walks common ones', () => {
    expect(chooseStrategy(50, 31, 1_000_000)).toBe('collect');
    expect(chooseStrategy(300_000, 31, 1_000_000)).toBe('walk');
  });
});

describe('chooseStrategy over the ranking window', () => {
  it('weighs the whole window a walk reads, not only the rows a page shows', () => {
    // 'aerodynamics': 2,533 jobs at a million, 94% on the side that may sponsor. Weighed for 31 rows a walk
    // looked cheaper; it read 52,675 vectors (58 ms) to fill its 120-row window, where collecting took 35.
    expect(chooseStrategy(2533 * 0.94, 31, 1_000_000)).toBe('walk');
    expect(chooseStrategy(2533 * 0.94, RANK_WINDOW, 1_000_000)).toBe('collect');
    // 'siem' (4,958) and 'figma' (15,834) still walk: 28 against 53 ms, 24 against 180.
    expect(chooseStrategy(4958 * 0.9, RANK_WINDOW, 1_000_000)).toBe('walk');
    expect(chooseStrategy(15_834 * 0.9, RANK_WINDOW, 1_000_000)).toBe('walk');
  });
});

describe('speculativeWalkRows', () => {
  it('reads as far as the windows need when the tier has a count cap of matches, spread over the dates', () => {
    // 120 rows of windows among 5,000 jobs: 1,000 matches are one in five jobs, so 600 rows hold 120.
    expect(speculativeWalkRows(120, 5_000)).toBe(600);
    expect(speculativeWalkRows(240, 100_000)).toBe(24_000);
  });

  it('never reads more than a bounded number of rows, whatever the table', () => {
    expect(speculativeWalkRows(120, 1_000_000)).toBe(60_000);
    expect(speculativeWalkRows(3_600, 1_000_000)).toBe(60_000);
  });
});

describe('withinCap', () => {
  it('cuts a count taken up to the whole cap to what the title matches left of it', () => {
    // Fewer matches than the cap left: exact, as a count capped there would be.
    expect(withinCap({ ok: 120, no: 30 }, 400)).toEqual({ ok: 120, no: 30 });
    expect(withinCap({ ok: 300, no: 100 }, 400)).toEqual({ ok: 300, no: 100 });
    // More: the cap left, in the shares the count saw, never more than the truth.
    expect(withinCap({ ok: 900, no: 100 }, 250)).toEqual({ ok: 225, no: 25 });
    expect(withinCap({ ok: 0, no: 1000 }, 1)).toEqual({ ok: 0, no: 1 });
    expect(withinCap(undefined, 10)).toBeUndefined();
  });
});

describe('chooseStrategy with filters', () => {
  it('collects when the filters leave few matches, though the words alone are common', () => {
    // 'demand forecasting' in 10,000 jobs walks; with an entry-level band (11%) it collects.
    expect(chooseStrategy(10_000, 31, 1_000_000)).toBe('walk');
    expect(chooseStrategy(10_000 * 0.11, 31, 1_000_000)).toBe('collect');
  });
});

describe('sponsorSideShare', () => {
  it("measures how a search's matches split by sponsorship, where the filters' share assumes no link", () => {
    // The capped count met 30 matches that may sponsor and 970 that say they do not.
    expect(sponsorSideShare({ ok: 30, no: 970 }, 'ok')).toBeCloseTo(31 / 1002);
    expect(sponsorSideShare({ ok: 30, no: 970 }, 'no')).toBeCloseTo(971 / 1002);
    // A side the count never met is rare, not empty.
    expect(sponsorSideShare({ ok: 0, no: 1000 }, 'ok')).toBeGreaterThan(0);
    // A count that never ran (-1, the cap used up before the tier) or met nothing measures nothing.
    expect(sponsorSideShare({ ok: -1, no: -1 }, 'ok')).toBeNull();
    expect(sponsorSideShare({ ok: 0, no: 0 }, 'no')).toBeNull();
  });

  it("plans a word that goes with 'no sponsorship' as rare on the side that may sponsor", () => {
    // 'citizenship': 4,197 description matches at a million jobs. Taken as independent of sponsorship
    // (90% of jobs may sponsor) the side that may was walked; measured, it is a few dozen: collected.
    expect(chooseStrategy(4197 * 0.9, 31, 1_000_000)).toBe('walk');
    const measured = sponsorSideShare({ ok: 30, no: 970 }, 'ok') ?? 1;
    expect(chooseStrategy(4197 * measured, 31, 1_000_000)).toBe('collect');
  });
});

describe('likelyMatches', () => {
  it('ANDs clauses as if independent and takes the largest clause of an any-word query', () => {
    expect(likelyMatches({ clauseEstimates: [500_000, 200_000], mode: 'and' }, 1_000_000)).toBe(100_000);
    expect(likelyMatches({ clauseEstimates: [5_000, 200_000], mode: 'or' }, 1_000_000)).toBe(200_000);
    expect(likelyMatches({ clauseEstimates: [], mode: 'and' }, 1_000_000)).toBe(0);
  });
});

describe('countWalkLength', () => {
  const all = { all: 1, rarest: 1 };
  const size = { cap: 1000, tableSize: 1_000_000 };
  it('walks when the cap is reached within a small share of the rows, for twice the rows expected', () => {
    // 'system design': about 200,000 matches; 1,000 of them within about 5,000 rows.
    expect(countWalkLength({ matches: 200_000, index: 300_000 }, all, size)).toBe(10_000);
  });
  it('counts through the index when matches are rare or a filter lexeme is rarer than the walk', () => {
    expect(countWalkLength({ matches: 5_000, index: 10_000 }, all, size)).toBeNull();
    expect(countWalkLength({ matches: 0, index: 0 }, all, size)).toBeNull();
    // 'data engineer' in San Jose (3% of jobs): the index lists 30,000 jobs of the city; a walk needs more.
    expect(
      countWalkLength({ matches: 200_000, index: 300_000 }, { all: 0.03, rarest: 0.03 }, size),
    ).toBeNull();
    // 'lead product analyst', 389 left of the cap: guessed 10,000 matches, so 38,000 rows to walk, each as
    // dear as four of the 110,000 'analyst' entries the index lists: the index counts.
    expect(
      countWalkLength({ matches: 10_130, index: 110_220 }, all, { cap: 389, tableSize: 1_000_000 }),
    ).toBeNull();
  });
});

describe('titleMatchShare', () => {
  // Shares of all titles, as the planner's statistics of job_search.title_tsv give them (1,000,000 jobs).
  const shares = {
    share: new Map([
      ['engin', 0.35],
      ['mlop', 0.0022],
      ['network', 0.0176],
      ['lead', 0.066],
      ['nlp', 0.002],
      ['natur', 0.004],
      ['languag', 0.003],
      ['process', 0.01],
    ]),
    rarest: 0.0017,
  };
  it('bounds an all-words query by its rarest clause, a synonym group by its alternatives together', () => {
    expect(titleMatchShare({ mode: 'and', clauseStems: [[['mlop']], [['engin']]] }, shares)).toBeCloseTo(
      0.0022,
    );
    expect(
      titleMatchShare(
        { mode: 'and', clauseStems: [[['nlp'], ['natur', 'languag', 'process']], [['engin']]] },
        shares,
      ),
    ).toBeCloseTo(0.002 + 0.003);
    // A word the statistics leave out is rarer than the rarest they keep; a prefix is not bounded.
    expect(titleMatchShare({ mode: 'and', clauseStems: [[['quokka']]] }, shares)).toBeCloseTo(0.0017);
    expect(titleMatchShare({ mode: 'and', clauseStems: [null] }, shares)).toBe(1);
    // A level word goes with any role: 'lead network engineer' is about 6.6% of the network engineers.
    expect(
      titleMatchShare({ mode: 'and', clauseStems: [[['lead']], [['network']], [['engin']]] }, shares),
    ).toBeCloseTo(0.066 * 0.0176);
    expect(titleMatchShare({ mode: 'and', clauseStems: [[['lead']]] }, shares)).toBeCloseTo(0.066);
    expect(titleMatchShare({ mode: 'or', clauseStems: [[['lead']], [['network']]] }, shares)).toBeCloseTo(
      0.0836,
    );
  });
});

describe('chooseTitleStrategy', () => {
  it('collects a few thousand title matches and walks tens of thousands (first window, 1,000,000 jobs)', () => {
    expect(chooseTitleStrategy(2_200, 120, 1_000_000)).toBe('collect'); // 'mlops engineer'
    expect(chooseTitleStrategy(17_600, 120, 1_000_000)).toBe('walk'); // bound of 'lead network engineer'
    expect(chooseTitleStrategy(350_000, 120, 1_000_000)).toBe('walk'); // 'engineer'
    // Deeper windows need more rows from a walk.
    expect(chooseTitleStrategy(10_000, 120, 1_000_000)).toBe('walk');
    expect(chooseTitleStrategy(10_000, 1_200, 1_000_000)).toBe('collect');
  });
});
