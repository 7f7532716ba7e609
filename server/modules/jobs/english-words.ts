import nspell from 'nspell';

/**
 * Which words are English words, by Hunspell's en_US dictionary (SCOWL, the `dictionary-en` package) read
 * with nspell, which knows the dictionary's endings ('physicists', 'testers'). The search reads a word the job
 * listings do not contain as another (a typo) freely only when it is not a real word: 'physicist' or 'tester'
 * is what the user meant, and reading it as 'physicism' or 'tested' (one letter away, in the listings) shows
 * other jobs under a word the user never typed. A real word is only read as one it lost a letter of or had
 * two letters swapped in ('manger', 'trail'): see `analyzeWords` in search.ts. Typos ('nurce', 'buisness',
 * 'enginer') are not in the dictionary. Proper nouns are capitalised there, so a lower-case 'boston' or
 * 'javascript' is not a word here.
 *
 * The dictionary (about 0.2 s and 16 MB to load) is read the first time a search has a word the listings do
 * not know, once per process. If it cannot be read, every word counts as unknown: corrections go on as
 * before rather than the search failing.
 */
let loading: Promise<(word: string) => boolean> | null = null;

function checker(): Promise<(word: string) => boolean> {
  loading ??= import('dictionary-en').then(
    ({ default: { aff, dic } }) => {
      const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const speller = nspell({ aff: bytes(aff), dic: bytes(dic) });
      return (word: string) => speller.correct(word);
    },
    () => () => false,
  );
  return loading;
}

/**
 * Words of the job market that the dictionary lacks in lower case: a search for one that the listings do
 * not contain is searched as typed (no jobs, or its prefix), never "corrected" to a neighbour ('saas' had
 * been read as 'sans', and showed the 788 jobs in San Francisco, San Jose and San Diego). Four letters or
 * more: shorter words are never corrected.
 */
const JOB_MARKET_TERMS = new Set(
  [
    // Business models and practices.
    'saas paas iaas fintech insurtech proptech edtech healthtech biotech medtech cleantech adtech',
    'martech regtech ecommerce omnichannel okrs kpis hris hrbp crms erps',
    // Engineering and data tools.
    'devops devsecops mlops finops dataops sysadmin fullstack frontend backend golang kotlin graphql nosql',
    'mysql postgres postgresql mongodb redis kafka hadoop pyspark pytorch tensorflow numpy scipy sklearn',
    'terraform ansible kubernetes jenkins gitlab github databricks looker tableau airflow salesforce hubspot',
    'netsuite servicenow sharepoint quickbooks figma jira confluence xamarin flutter webflow shopify',
    // Hardware, design and manufacturing.
    'fpga asic rtos verilog vhdl matlab simulink labview autocad solidworks catia revit scada hvac',
    // Health care and labs.
    'nicu picu pacu medsurg ccrn bcba lcsw lmft cota lims hplc qpcr elisa crispr cerner meditech',
  ].flatMap((line) => line.split(' ')),
);

/**
 * The words of `words` that are real words, as typed (lower-case tokens): those the English dictionary
 * knows, and the job market's own terms (JOB_MARKET_TERMS).
 */
export async function englishWords(words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const isWord = await checker();
  return new Set(words.filter((word) => JOB_MARKET_TERMS.has(word) || isWord(word)));
}
