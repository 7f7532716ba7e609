/*
 * Visa sponsorship from a posting's text: true, false or null (unknown), with the sentence that decided it,
 * because the job page shows that sentence as the evidence.
 *
 * Every sentence that talks about sponsorship, work authorisation, citizenship or clearance is classified
 * on its own, clause by clause, and the posting's verdict is chosen among those sentences by strength:
 *
 *  1. A hard requirement (security clearance, US citizenship, ITAR 'US person') decides `false` whatever
 *     else the posting says: no sponsorship can satisfy it, and company-wide boilerplate such as "we sponsor
 *     visas" does not lift it.
 *  2. Explicit statements ("we sponsor H-1B", "we are unable to sponsor") come next. When both kinds appear,
 *     the one about this role ("... for this position") beats a company-wide one; if that does not settle
 *     it, `false` wins: a wrong 'H1B Sponsor' badge costs a reader an application, a missed one costs less.
 *  3. A negative limited to part of the process ("we do not sponsor green cards", "no new H-1B petitions")
 *     does not override a positive one ("we support H-1B transfers"): the role is still open to someone on
 *     an H-1B. Alone it still means `false`.
 *  4. Weak positives (immigration support listed as a benefit, a past record of sponsoring) decide only
 *     when nothing stronger is said.
 *
 * Not evidence on its own: questions ("Will you require sponsorship?"), E-Verify participation, equal
 * opportunity statements listing 'citizenship status', and "must be authorized to work in the US" without a
 * word about sponsorship (visa holders are authorized too).
 */
import { lowercase, normalizeForMatching, splitSentences, truncateAtWord } from './sentences.ts';

export type SponsorshipVerdict = {
  sponsorship: boolean | null;
  /** The sentence that decided the verdict, cleaned and at most EVIDENCE_MAX_LENGTH characters. */
  evidence: string | null;
};

export const EVIDENCE_MAX_LENGTH = 300;

type Strength = 'hard' | 'explicit' | 'narrow' | 'weak';
type Finding = { isPositive: boolean; strength: Strength; isSpecific: boolean; sentence: string; at: number };

/** Cheap pre-filter on lowercased text: a line without any of these cannot be evidence, and most lines lack them. */
const TOPIC =
  /sponsor|visa|h-?\s?1|immigra|citizen|clearance|secret|itar|export control|u\.?s\.? person|green card|permanent resident|work authori|polygraph|public trust/;

const NEG = String.raw`(?:not|no|never|unable|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|without|nor|neither|ineligible)`;
const NEG_WORD = new RegExp(String.raw`\b${NEG}\b`);
/** Phrases that contain a negation word but do not negate anything that follows. */
const NEG_IDIOM = /\b(?:not only|no matter|whether or not|no problem|no worries|no doubt|regardless)\b/g;

// ---------- hard requirements (always negative unless negated: "no clearance required") ----------
const CLEARANCE =
  /\b(?:(?:security|secret|ts|dod|government|federal|doe|q|active|current|interim) clearance|top secret|ts ?\/ ?sci|(?:active|current|interim) secret|public trust|polygraph|(?:obtain|maintain|hold|possess)\w* (?:an? |the )?(?:\w+ )?clearance|clearance (?:is )?required)\b/;
const CITIZENSHIP_ONLY =
  /\b(?:usa citizens? only|only (?:open to |available to |for )?(?:usa )?citizens|(?:must|required to|need to|needs to|should|has to|have to) (?:be|hold|possess|have) (?:an? )?usa citizen(?:ship)?|usa citizenship (?:is )?(?:required|mandatory|needed|a requirement)|requires? (?:usa )?citizenship|citizenship is required|(?:usa )?citizens? (?:and|or|&) (?:usa )?(?:green card holders?|permanent residents?|lawful permanent residents?)(?: only)?|(?:green card holders?|permanent residents?) (?:and|or|&) (?:usa )?citizens(?: only)?)\b/;
const US_PERSON =
  /\b(?:itar|export control\w*[^.]{0,80}\busa persons?|usa persons?[^.]{0,40}\b(?:itar|export|as defined)|(?:must|required to|need to) be (?:an? )?usa persons?)\b/;

// ---------- sponsorship statements ----------
/** 'Visa sponsorship: Yes', 'Sponsorship available: No', 'Visa sponsorship? Yes!'. */
const ANSWER_LINE =
  /\b(?:sponsor\w*|h1b|visas?)\b[^:?]{0,40}[:?] ?(?:(yes|available|offered|provided)|(no|none|n\/a|not available|unavailable))\b/;
const NEGATED_TOPIC = new RegExp(
  String.raw`\b${NEG}\b[^.]{0,60}?\b(?:sponsor\w*|h1b|visas?(?! status)|work permits?|immigration (?:support|assistance|sponsorship|help))\b`,
);
const TOPIC_THEN_NEGATION =
  /\b(?:sponsorship|sponsoring|immigration (?:support|assistance|help)|visa support|requir\w* (?:\w+ ){0,6}?sponsor\w*|need\w* (?:\w+ ){0,6}?sponsor\w*)\b[^.]{0,40}?\b(?:(?:is|are|will|can|may|would) not|isn't|aren't|won't|cannot|can't|unable|need not|not be (?:considered|eligible|available|offered|provided|possible)|not (?:available|offered|provided|possible|eligible|supported|an option|considered)|unavailable|ineligible)\b/;
/** "We sponsor H-1B, but not for this role" / "... but this role is not eligible": negates the clause before. */
const NOT_FOR_THIS =
  /^(?:but )?not (?:for|in|on|at|with) (?:this|these|the)\b|\b(?:this|the) (?:role|position|job|opening) (?:is not|isn't|is ineligible|does not qualify)\b/;

const VISA_CONTEXT =
  /\b(?:visas?|h1b|h-1|green cards?|immigration|work permits?|work authori[sz]ation|international|foreign nationals?|opt|cpt|tn|o-1|e-3|l-1|employment-based|petitions?|transfers?|perm|sponsorship)\b/;
const PERSON_OBJECT =
  /\bsponsor(?:s|ing)? (?:for )?(?:qualified |eligible |international |the right |exceptional |strong )?(?:candidates?|applicants?|employees?|individuals?|you|hires?|people|talent)\b/;
/** `isBareVerb`: a bare 'we sponsor' needs a visa word, a person as object, or nothing after it. */
const EXPLICIT_POSITIVE: { pattern: RegExp; isBareVerb?: boolean }[] = [
  // "we sponsor", "we will sponsor", "we are happy to sponsor"
  { pattern: /\b(?:we|company|employer|firm|they)\b(?: \w+){0,3} sponsor(?:s|ing)?\b/, isBareVerb: true },
  {
    pattern:
      /\b(?:will|can|able to|happy to|willing to|open to|glad to|pleased to|proud to|gladly|do|does|would) sponsor(?:ing)?\b/,
    isBareVerb: true,
  },
  // "Acme sponsors H-1B visas", "sponsor work visas for"
  {
    pattern:
      /\bsponsor(?:s|ing)? (?:\w+ ){0,2}(?:h1b|visas?|work visas?|green cards?|employment visas?|work permits?|foreign nationals?)\b/,
  },
  {
    pattern:
      /\bsponsorship\b(?: [\w-]+){0,5}? (?:is |are |will be |can be |may be )?(?:available|offered|provided|possible|supported|an option|welcome|considered)\b/,
  },
  {
    pattern:
      /\b(?:offer|offers|offering|provide|provides|providing|support|supports|supporting|consider|considers|extend|extends)\b(?: [\w-]+){0,3}? sponsorship\b/,
  },
  { pattern: /\b(?:eligible for|open to) (?:[\w-]+ ){0,3}sponsorship\b/ },
  { pattern: /\bh1b (?:visa )?transfers?\b|\btransfer\w* (?:[\w-]+ ){0,2}h1b\b/ },
  // "H-1B holders welcome", "candidates on TN or E-3 visas welcome", "currently on H-1B are welcome"
  {
    pattern:
      /\b(?:h1b|visas?|visa holders?)\b(?: [\w-]+){0,3}? (?:are |is )?(?:welcome|encouraged to apply|eligible to apply)\b/,
  },
  {
    pattern:
      /\b(?:requir\w*|need\w*) (?:[\w-]+ ){0,2}sponsorship\b[^.]{0,40}\b(?:welcome|encouraged|considered|eligible|can apply|may apply)\b/,
  },
];
const WEAK_POSITIVE = [
  /\b(?:visa|h1b|immigration|green card|work visa)(?: and (?:visa|immigration|relocation))? (?:sponsorship|support|assistance|help|services|legal (?:support|fees))\b/,
  /\bha(?:s|ve) (?:successfully |proudly )?sponsored\b/,
  /\bh1b[- ]friendly\b/,
];
/** The sponsoring a marketing or events role talks about. */
const NON_VISA_SPONSORING =
  /\b(?:events?|conferences?|partners?|partnerships?|marketing|brand|sports?|packages?|deals?|opportunities|corporate sponsor\w*|meetups?|hackathons?|tournaments?|executive sponsors?|project sponsors?)\b/;
/** 'employer-sponsored health plan', 'company sponsored events': benefits language, not visas. */
const SPONSORED_ADJECTIVE =
  /\b[\w]+-sponsored\b|\bsponsored (?:by|events?|health|plans?|benefits?|insurance|401|retirement|activities)\b/g;
const NARROW_SCOPE =
  /\b(?:green cards?|permanent residen\w*|perm|new (?:h1b )?(?:petitions?|visas?|sponsorships?|h1b)|cap[- ]subject|initial|lottery|eb-?[123])\b/;
const SPECIFIC_TO_ROLE = /\b(?:this|the) (?:role|position|job|opportunity|opening|requisition|req|posting)\b/;
const QUESTION_START = /^(?:do|will|are|would|have|can|could|does|did|is) you\b/;
const EEO =
  /\b(?:discriminat\w*|equal (?:employment )?opportunity|without regard to|protected (?:veteran|class|characteristic)\w*|affirmative action)\b/;
const SKILL_CONTEXT =
  /\b(?:experience (?:with|in|managing|handling)|knowledge of|familiarity with|expertise in)\b/;
const CLAUSE_SPLIT =
  /\s*(?:[;?]|—|–|\s-\s|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhereas\b|\bexcept\b|,(?=\s*(?:and |so |yet )?(?:we|our|the company)\b))\s*/;

/** The negation words of a clause, minus idioms such as 'no problem' that negate nothing. */
function hasNegationBefore(clause: string, index: number): boolean {
  return NEG_WORD.test(clause.slice(0, index).replace(NEG_IDIOM, ''));
}

/** '... clearance is not required' right after the requirement lifts it. */
const LIFTED_AFTER = /^\W*(?:is )?not required/;

/** Where a hard requirement starts in the sentence, or -1. */
function findHardRequirement(sentence: string): number {
  for (const rule of [CLEARANCE, CITIZENSHIP_ONLY, US_PERSON]) {
    const match = rule.exec(sentence);
    // "No security clearance required", "You don't need to be a US citizen" lift the requirement.
    const isLifted =
      match !== null &&
      (hasNegationBefore(sentence, match.index) ||
        LIFTED_AFTER.test(sentence.slice(match.index + match[0].length)));
    if (match && !isLifted) return match.index;
  }
  return -1;
}

type ClauseVerdict = { isPositive: boolean; strength: Strength; at: number } | null;

/**
 * One clause: an answer line ('Sponsorship: No') first, then negated sponsorship words, then explicit and
 * weak positives. `sentence` gives the visa context a clause may lack ("..., and we will sponsor").
 */
function classifyClause(clause: string, sentence: string, offset: number): ClauseVerdict {
  const answer = ANSWER_LINE.exec(clause);
  if (answer) return { isPositive: answer[1] !== undefined, strength: 'explicit', at: offset + answer.index };
  const idiomFree = clause.replace(NEG_IDIOM, (idiom) => ' '.repeat(idiom.length));
  const negated = NEGATED_TOPIC.exec(idiomFree) ?? TOPIC_THEN_NEGATION.exec(idiomFree);
  if (negated) {
    return {
      isPositive: false,
      strength: NARROW_SCOPE.test(clause) ? 'narrow' : 'explicit',
      at: offset + negated.index,
    };
  }
  if (SKILL_CONTEXT.test(clause) && !/\bwe\b/.test(clause)) return null;
  const hasVisaContext = VISA_CONTEXT.test(sentence);
  const looksNonVisa = !hasVisaContext && NON_VISA_SPONSORING.test(sentence);
  for (const { pattern, isBareVerb } of EXPLICIT_POSITIVE) {
    const match = pattern.exec(clause);
    if (!match || looksNonVisa) continue;
    if (isBareVerb && !hasVisaContext && !PERSON_OBJECT.test(clause) && !/sponsor\w*\W*$/.test(clause))
      continue;
    return { isPositive: true, strength: 'explicit', at: offset + match.index };
  }
  if (/^if\b/.test(clause)) return null;
  for (const rule of WEAK_POSITIVE) {
    const match = rule.exec(clause);
    if (match && !looksNonVisa) return { isPositive: true, strength: 'weak', at: offset + match.index };
  }
  return null;
}

/** One sentence's verdict: its clauses decide in order, with the later clause correcting the earlier. */
function classifySentence(original: string): Omit<Finding, 'sentence'> | null {
  const sentence = normalizeForMatching(original).replace(SPONSORED_ADJECTIVE, ' ');
  if (QUESTION_START.test(sentence)) return null;
  if (EEO.test(sentence) && !sentence.includes('sponsor')) return null;
  const isSpecific = SPECIFIC_TO_ROLE.test(sentence);
  const hardAt = findHardRequirement(sentence);
  if (hardAt >= 0) return { isPositive: false, strength: 'hard', isSpecific, at: hardAt };

  // A sentence ending in '?' asks; only an answer in the same sentence ('Sponsorship? Yes') says something.
  const isQuestion = /\?\W*$/.test(sentence);
  let verdict: ClauseVerdict = null;
  let offset = 0;
  for (const clause of sentence.split(CLAUSE_SPLIT)) {
    const at = sentence.indexOf(clause, offset);
    offset = at >= 0 ? at + clause.length : offset;
    if (!clause) continue;
    if (verdict?.isPositive && NOT_FOR_THIS.test(clause)) {
      verdict = { isPositive: false, strength: 'explicit', at: Math.max(0, at) };
      continue;
    }
    const clauseVerdict = classifyClause(clause, sentence, Math.max(0, at));
    if (!clauseVerdict) continue;
    // "We sponsor H-1B transfers but not new petitions": the narrower negative keeps the positive standing.
    if (verdict?.isPositive && !clauseVerdict.isPositive && clauseVerdict.strength === 'narrow') continue;
    if (verdict && !verdict.isPositive && verdict.strength === 'narrow' && clauseVerdict.isPositive) {
      verdict = clauseVerdict;
      continue;
    }
    if (!verdict || clauseVerdict.strength !== 'weak' || verdict.strength === 'weak') verdict = clauseVerdict;
  }
  if (!verdict || (isQuestion && !ANSWER_LINE.test(sentence))) return null;
  return { ...verdict, isSpecific };
}

/** Ranks findings of the same polarity: stronger first, then about this role, then earlier in the text. */
const STRENGTH_RANK: Record<Strength, number> = { hard: 3, explicit: 2, narrow: 1, weak: 0 };

function pickBest(findings: Finding[]): Finding | undefined {
  let best: Finding | undefined;
  for (const finding of findings) {
    if (
      !best ||
      STRENGTH_RANK[finding.strength] > STRENGTH_RANK[best.strength] ||
      (finding.strength === best.strength && finding.isSpecific && !best.isSpecific)
    ) {
      best = finding;
    }
  }
  return best;
}

/** The finding that decides the posting, by the order at the top of this file. */
function chooseDecisive(findings: Finding[]): Finding | undefined {
  const negatives = findings.filter((finding) => !finding.isPositive);
  const positives = findings.filter((finding) => finding.isPositive);
  const hard = negatives.find((finding) => finding.strength === 'hard');
  if (hard) return hard;
  const explicitNegative = pickBest(negatives.filter((finding) => finding.strength === 'explicit'));
  const explicitPositive = pickBest(positives.filter((finding) => finding.strength === 'explicit'));
  if (explicitNegative && explicitPositive) {
    return explicitPositive.isSpecific && !explicitNegative.isSpecific ? explicitPositive : explicitNegative;
  }
  return explicitNegative ?? explicitPositive ?? pickBest(positives) ?? pickBest(negatives);
}

/**
 * Cleans the deciding sentence for display, keeping the decisive words in view when it is long. `at` is a
 * position in the normalised sentence, which differs from the original by a few characters at most: close
 * enough to choose the window.
 */
function formatEvidence(sentence: string, at: number): string {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  if (clean.length <= EVIDENCE_MAX_LENGTH) return clean;
  if (at < EVIDENCE_MAX_LENGTH * 0.6) return truncateAtWord(clean, EVIDENCE_MAX_LENGTH);
  const start = clean.indexOf(' ', Math.max(0, at - EVIDENCE_MAX_LENGTH / 3)) + 1;
  return `…${truncateAtWord(clean.slice(start), EVIDENCE_MAX_LENGTH - 1)}`;
}

/** Visa sponsorship verdict for a posting's plain text (see the rules at the top of this file). */
export function detectSponsorship(text: string): SponsorshipVerdict {
  if (!text) return { sponsorship: null, evidence: null };
  const findings: Finding[] = [];
  // Lowercasing keeps the line breaks, so the lowercased lines pair up with the original ones.
  const lowerLines = lowercase(text).split('\n');
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // Most lines say nothing about sponsorship; only the ones that might are split into sentences.
    if (!TOPIC.test(lowerLines[i] ?? '')) continue;
    for (const sentence of splitSentences(lines[i] ?? '')) {
      if (!TOPIC.test(sentence.toLowerCase())) continue;
      const verdict = classifySentence(sentence);
      if (verdict) findings.push({ ...verdict, sentence });
    }
  }
  const decisive = chooseDecisive(findings);
  if (!decisive) return { sponsorship: null, evidence: null };
  return { sponsorship: decisive.isPositive, evidence: formatEvidence(decisive.sentence, decisive.at) };
}
