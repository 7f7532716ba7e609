/*
 * Work arrangement (SPEC badge values) from what a source states before what its text says: a workplace
 * type field or remote flag is a decision someone made in a form; the description is prose and often talks
 * about the company rather than the role ("we are a remote-first company with offices in ...").
 */
import type { WorkArrangement } from '../../../../core/job-display.ts';
import { normalizeWorkArrangement } from '../../jobs/normalize.ts';
import { lowercase, normalizeForMatching } from './sentences.ts';

export type WorkArrangementInput = {
  workplaceType?: string | null;
  remote?: boolean | null;
  location?: string | null;
  text?: string | null;
};

/** 'Austin, TX or Remote', 'Remote-friendly', 'Remote OK': remote is one option among others. */
const REMOTE_OPTIONAL =
  /\b(?:remote[- ](?:friendly|ok|okay|optional|possible|eligible|flexible)|open to remote|remote (?:or|\/) (?:in[- ]office|on[- ]?site|hybrid)|(?:in[- ]office|on[- ]?site|hybrid) (?:or|\/) remote|or remote\b|\/ ?remote\b|option to work remotely|can be (?:done )?remote(?:ly)?|may work remotely|remote work (?:is )?(?:possible|an option|available)|flexible (?:work )?location)/;
const REMOTE_ONLY =
  /\b(?:fully remote|100% remote|completely remote|entirely remote|remote[- ]first (?:role|position)|(?:this|the) (?:role|position|job) is (?:a )?remote|remote (?:role|position|job|opportunity)|work from anywhere|work from home|wfh|remote[- ]only|(?:role|position) is remote|remote within the (?:usa?|u\.s\.|united states)|remote ?(?:\(|-|,|–) ?(?:usa?|u\.s\.|united states)|(?:usa?|u\.s\.)[- ]remote)(?![a-z])/;
const HYBRID_WORD =
  /\bhybrid\b(?! cloud| app| mobile| infrastructure| environments?| systems?| multi| solutions?| work(?:loads|flows)| integration)|\bpartially remote\b|\bsplit between (?:home|remote) and (?:the )?office\b/;
/** Office days, tested only around each 'office' rather than across the whole description. */
const OFFICE_DAYS_BEFORE =
  /\b(?:[1-4]|one|two|three|four) (?:days?|x)(?: (?:a|per) week)? (?:in|at|from) (?:the |our )?$/;
const OFFICE_DAYS_AFTER = /^(?:-based)? ?(?:[1-4]|one|two|three|four) days?(?: (?:a|per) week)?\b/;
const OFFICE_WINDOW = 40;

function mentionsOfficeDays(text: string): boolean {
  for (let at = text.indexOf('office'); at >= 0; at = text.indexOf('office', at + 6)) {
    const before = text.slice(Math.max(0, at - OFFICE_WINDOW), at).replace(/in[- ]$/, '');
    const after = text.slice(at + 6, at + 6 + OFFICE_WINDOW);
    if (OFFICE_DAYS_BEFORE.test(before) || OFFICE_DAYS_AFTER.test(after)) return true;
  }
  return false;
}

/** 'hybrid' (not 'hybrid cloud'), 'partially remote', or office days: '3 days a week in the office'. */
function isHybrid(text: string, mentionsOffice: boolean): boolean {
  return HYBRID_WORD.test(text) || (mentionsOffice && mentionsOfficeDays(text));
}
// Perks ('onsite gym', 'in-person offsites') are not where the work happens.
const ON_SITE =
  /\b(?:on[- ]?site(?! (?:gym|fitness|cafeteria|lunch|meals?|food|parking|child ?care|daycare|health|clinic|perks|amenities|events?|interviews?|massages?|wellness))|in[- ]office(?! (?:snacks|lunch|meals?|perks|events?))|in[- ]person(?! (?:interviews?|events?|offsites?|meetups?|gatherings?|retreats?))|office[- ]based|(?:5|five) days (?:a|per) week in (?:the |our )?office|must (?:be able to )?(?:commute|work from our)|relocat(?:e|ion) (?:to|required))\b/;
/** 'This is not a remote role', 'remote work is not available', 'no remote'. */
const REMOTE_DENIED =
  /\b(?:(?:not|no|isn['’]t) (?:a |an )?(?:fully )?remote\b|remote (?:work )?(?:is )?(?:not (?:available|possible|an option|offered)|unavailable)|not eligible for remote|non[- ]remote)/;

const REMOTE_WORD = /\b(?:remote|anywhere|work from home|wfh|distributed)\b/;

/** The cue words every pattern below needs; one scan tells which patterns are worth running. */
const CUES = /remote|hybrid|office|home|anywhere|wfh|site|person|commute|relocat|flexible location/g;

function classifyText(text: string): WorkArrangement | null {
  const cues = new Set<string>();
  CUES.lastIndex = 0;
  for (let cue = CUES.exec(text); cue; cue = CUES.exec(text)) cues.add(cue[0]);
  if (cues.size === 0) return null;
  const saysRemote = cues.has('remote');
  const saysOffice = cues.has('office') || cues.has('hybrid') || cues.has('home');
  if (saysRemote && REMOTE_DENIED.test(text))
    return isHybrid(text, cues.has('office')) ? 'Hybrid' : 'On-site';
  if ((saysOffice || saysRemote) && isHybrid(text, cues.has('office'))) return 'Hybrid';
  if ((saysRemote || cues.has('flexible location')) && REMOTE_OPTIONAL.test(text)) return 'Remote OK';
  if ((saysRemote || cues.has('anywhere') || cues.has('home') || cues.has('wfh')) && REMOTE_ONLY.test(text))
    return 'Remote Solely';
  return ON_SITE.test(text) ? 'On-site' : null;
}

/** From the location line alone: 'Remote - US' is remote only; 'Austin, TX or Remote' makes remote optional. */
function classifyLocation(location: string): WorkArrangement | null {
  const normalized = normalizeForMatching(location);
  if (!normalized) return null;
  if (/\bhybrid\b/.test(normalized)) return 'Hybrid';
  if (!REMOTE_WORD.test(normalized)) return null;
  const places = normalized.split(/\s*(?:;|\||\/|\bor\b|\band\b)\s*/).filter(Boolean);
  const hasOffice = places.some((place) => !REMOTE_WORD.test(place));
  return hasOffice ? 'Remote OK' : 'Remote Solely';
}

/**
 * Structured workplace type or remote flag first, then the location line, then the description.
 * A structured 'remote' can still be refined to 'Remote OK' by the location or text; null when nothing says.
 */
export function detectWorkArrangement(input: WorkArrangementInput): WorkArrangement | null {
  const structured = normalizeWorkArrangement(input.workplaceType);
  const fromLocation = input.location ? classifyLocation(input.location) : null;
  // Lowercase only: the full matching normalisation costs more than the whole rest of this step.
  const text = input.text ? lowercase(input.text) : '';
  if (structured === 'Hybrid' || structured === 'On-site' || structured === 'Remote OK') return structured;
  if (structured === 'Remote Solely' || input.remote === true) {
    const isOptional =
      fromLocation === 'Remote OK' ||
      REMOTE_OPTIONAL.test(input.workplaceType?.toLowerCase() ?? '') ||
      (text.includes('remote') && REMOTE_OPTIONAL.test(text));
    return isOptional ? 'Remote OK' : 'Remote Solely';
  }
  if (fromLocation) return fromLocation;
  const fromText = text ? classifyText(text) : null;
  // A source that says 'not remote' leaves hybrid or on-site; the text may say which.
  if (input.remote === false) return fromText === 'Hybrid' ? 'Hybrid' : 'On-site';
  return fromText;
}
