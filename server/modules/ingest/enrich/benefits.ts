/*
 * Benefits named in a posting, as short canonical names in a fixed order, so the same benefit reads the
 * same on every job page whatever words the company used.
 */

import { lowercase } from './sentences.ts';

export const BENEFIT_NAMES = [
  'Health insurance',
  'Dental insurance',
  'Vision insurance',
  'Life insurance',
  'Disability insurance',
  '401(k)',
  '401(k) matching',
  'Pension',
  'Equity',
  'Bonus',
  'Paid time off',
  'Paid holidays',
  'Parental leave',
  'Flexible hours',
  'Remote work stipend',
  'Learning budget',
  'Tuition reimbursement',
  'Wellness stipend',
  'Commuter benefits',
  'Relocation assistance',
  'Visa sponsorship',
  'Childcare support',
  'Meals',
  'Employee discounts',
] as const;
export type BenefitName = (typeof BENEFIT_NAMES)[number];

/** Negations right before a benefit ('no relocation', 'unable to offer relocation') cancel it. */
const NEGATED_BEFORE =
  /\b(?:no|not|without|unable to (?:offer|provide)|cannot (?:offer|provide)|does not (?:offer|include)|do not (?:offer|provide))\s+(?:\w+\s+)?$/i;

const BENEFIT_RULES: [BenefitName, RegExp][] = [
  [
    'Health insurance',
    /\b(?:health(?:care)? (?:insurance|coverage|plans?|benefits)|medical(?:, dental)?(?: and| &)? (?:insurance|coverage|plans?|benefits)|medical(?:,| and| &) (?:dental|vision)|medical insurance|health, dental|(?:comprehensive|premium) (?:health|medical)|hsa\b|health savings account)/i,
  ],
  // A bare 'dental' would tag every dental-practice job; the benefit is insurance or one item of a list.
  [
    'Dental insurance',
    /\bdental (?:insurance|coverage|plans?|care|benefits)\b|\b(?:medical|health|healthcare),? (?:and |& )?dental\b|\bdental,? (?:and |& )?vision\b/i,
  ],
  [
    'Vision insurance',
    /\bvision (?:insurance|coverage|plans?|care|benefits)\b|\b(?:dental|medical),? (?:and |& )?vision\b|\bvision(?: and| &)? dental\b/i,
  ],
  ['Life insurance', /\blife (?:insurance|assurance)\b|\bad&d\b/i],
  [
    'Disability insurance',
    /\b(?:short|long)[- ]term disability\b|\bdisability (?:insurance|coverage|benefits)\b/i,
  ],
  [
    '401(k) matching',
    /\b401 ?\(?k\)?[^.;\n]{0,40}?\bmatch|\bmatch(?:ing|ed)? 401 ?\(?k\)?|\bretirement (?:plan )?match/i,
  ],
  ['401(k)', /\b401 ?\(?k\)?|\b403 ?\(?b\)?|\bretirement (?:plan|savings|contributions?)\b/i],
  ['Pension', /\bpension\b/i],
  // 'Diversity, equity and inclusion', 'pay equity' and 'private equity' are not ownership.
  [
    'Equity',
    /\b(?:(?<!\b(?:diversity|pay|health|private|racial|social|gender|home|educational|brand|digital|and|&),? (?:and |& )?)equity(?! (?:and|&|,) inclusion|,? inclusion| research| analyst| markets?| investments?| capital| funds?| firms?| partners?)|stock options?|rsus?|restricted stock|employee stock purchase|espp|ownership stake|shares in the company)\b/i,
  ],
  // 'Bonus points for Rust' and 'is a bonus' are about skills; the benefit has a kind or a plan.
  [
    'Bonus',
    /\b(?:annual|performance|signing|sign-on|year-end|quarterly|discretionary|target|cash|spot|retention|referral)[- ]bonus(?:es)?\b|\bbonus(?:es)? (?:eligib\w*|programs?|plans?|potential|opportunit\w*|structure|scheme|target)\b|(?:\bplus|\+|\band|\bwith) (?:an? )?(?:generous |competitive )?bonus\b|\bbonuses\b|\bprofit[- ]sharing\b|\bperformance incentives?\b/i,
  ],
  [
    'Paid time off',
    /\b(?:paid time off|pto|unlimited (?:pto|vacation|time off)|flexible (?:pto|time off|vacation)|paid vacation|vacation (?:days|time|policy)|(?:weeks|days) of (?:paid )?vacation|generous vacation|annual leave|\d{2} days (?:of )?(?:paid )?(?:holiday|leave|vacation)|sick (?:leave|days|time))\b/i,
  ],
  ['Paid holidays', /\b(?:paid holidays|company holidays|\d{1,2} holidays)\b/i],
  [
    'Parental leave',
    /\b(?:parental|maternity|paternity|family|caregiver) leave\b|\bleave for new parents\b/i,
  ],
  [
    'Flexible hours',
    /\b(?:flexible (?:hours|schedules?|working hours|work hours|working)|flex(?:ible)? time|flextime|work-life balance)\b/i,
  ],
  [
    'Remote work stipend',
    /\b(?:(?:remote|home office|work from home|wfh|home working|internet|co-?working)(?: work)? (?:stipend|allowance|budget|setup)|home office (?:equipment|set-?up))\b/i,
  ],
  [
    'Learning budget',
    /\b(?:learning (?:and development |& development )?(?:budget|stipend|allowance|fund)|(?:professional )?development (?:budget|stipend|allowance|fund)|education (?:budget|stipend|allowance)|conference (?:budget|stipend)|training budget|l&d budget|books? (?:budget|allowance))\b/i,
  ],
  [
    'Tuition reimbursement',
    /\b(?:tuition (?:reimbursement|assistance)|education reimbursement|student loan (?:repayment|assistance))\b/i,
  ],
  [
    'Wellness stipend',
    /\b(?:wellness|wellbeing|well-being|fitness|gym|health and wellness) (?:stipend|allowance|budget|reimbursement|membership|program|benefit)s?\b|\bgym membership\b/i,
  ],
  [
    'Commuter benefits',
    /\b(?:commuter|commuting|transit|transportation) (?:benefits?|stipend|allowance|subsid\w+|pass)\b/i,
  ],
  [
    'Relocation assistance',
    /\brelocation (?:assistance|support|package|bonus|stipend|benefits?|help|is (?:available|offered|provided))\b/i,
  ],
  [
    'Visa sponsorship',
    /\b(?:visa|h-?1b|immigration)(?: and (?:visa|immigration))? (?:sponsorship|support|assistance)\b/i,
  ],
  [
    'Childcare support',
    /\b(?:child ?care|daycare|dependent care) (?:support|stipend|benefits?|assistance|fsa|subsid\w+)\b/i,
  ],
  [
    'Meals',
    /\b(?:free|catered|daily|subsidi[sz]ed|complimentary) (?:meals|lunch(?:es)?|breakfast|food|snacks)\b/i,
  ],
  ['Employee discounts', /\bemployee discounts?\b/i],
];

/**
 * Words one of which every phrase of a rule contains: a substring check on the lowercased text rules most
 * benefits out before their (case-insensitive, slower) pattern runs.
 */
const HINTS: Record<BenefitName, string[]> = {
  'Health insurance': ['health', 'medical', 'hsa'],
  'Dental insurance': ['dental'],
  'Vision insurance': ['vision'],
  'Life insurance': ['life ', 'ad&d'],
  'Disability insurance': ['disability'],
  '401(k) matching': ['401', 'retirement'],
  '401(k)': ['401', '403', 'retirement'],
  Pension: ['pension'],
  Equity: ['equity', 'stock', 'rsu', 'espp', 'ownership', 'shares'],
  Bonus: ['bonus', 'profit', 'incentive'],
  'Paid time off': ['pto', 'time off', 'vacation', 'leave', 'sick', 'holiday'],
  'Paid holidays': ['holidays'],
  'Parental leave': ['leave'],
  'Flexible hours': ['flex', 'work-life'],
  'Remote work stipend': ['stipend', 'allowance', 'budget', 'setup', 'home office', 'equipment'],
  'Learning budget': ['budget', 'stipend', 'allowance', 'fund'],
  'Tuition reimbursement': ['tuition', 'reimbursement', 'student loan'],
  'Wellness stipend': ['wellness', 'wellbeing', 'well-being', 'fitness', 'gym'],
  'Commuter benefits': ['commut', 'transit', 'transportation'],
  'Relocation assistance': ['relocation'],
  'Visa sponsorship': ['visa', 'h-1b', 'h1b', 'immigration'],
  'Childcare support': ['care'],
  Meals: ['meal', 'lunch', 'breakfast', 'food', 'snack'],
  'Employee discounts': ['discount'],
};

/** Text around a hint that a rule's pattern needs to see (lookbehinds, '401(k) ... match'). */
const WINDOW_BEFORE = 60;
const WINDOW_AFTER = 100;

/** The rules to try where a hint occurs; a hint containing another ('holidays') also tries the other's. */
const RULES_BY_HINT = new Map<string, [BenefitName, RegExp][]>();
const ALL_HINTS = [...new Set(Object.values(HINTS).flat())];
for (const hint of ALL_HINTS) {
  RULES_BY_HINT.set(
    hint,
    BENEFIT_RULES.filter(([name]) => HINTS[name].some((own) => hint.includes(own))),
  );
}
/**
 * All hints in one pass (longest first, so 'holidays' wins over 'holiday'): a single scan of the
 * description costs about as much as two separate substring searches, and there are sixty hints.
 */
const HINT_SCAN = new RegExp(
  ALL_HINTS.sort((a, b) => b.length - a.length)
    .map((hint) => hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** Canonical benefit names mentioned in the text, in BENEFIT_NAMES order, without duplicates. */
export function extractBenefits(text: string): BenefitName[] {
  if (!text) return [];
  const lower = lowercase(text);
  const found = new Set<BenefitName>();
  HINT_SCAN.lastIndex = 0;
  for (let hit = HINT_SCAN.exec(lower); hit; hit = HINT_SCAN.exec(lower)) {
    let window: string | null = null;
    for (const [name, pattern] of RULES_BY_HINT.get(hit[0]) ?? []) {
      if (found.has(name)) continue;
      // The pattern runs on a short window around the hint instead of the whole description.
      window ??= text.slice(Math.max(0, hit.index - WINDOW_BEFORE), hit.index + WINDOW_AFTER);
      const match = pattern.exec(window);
      if (!match) continue;
      const before = window.slice(Math.max(0, match.index - 30), match.index);
      if (!NEGATED_BEFORE.test(before)) found.add(name);
    }
  }
  // A matched 401(k) plan is implied by its match; listing both would say the same thing twice.
  if (found.has('401(k) matching')) found.delete('401(k)');
  return BENEFIT_NAMES.filter((name) => found.has(name));
}
