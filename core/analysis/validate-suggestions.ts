import { extractSkillMentions } from './extract.ts';
import type { Suggestions } from './schema.ts';
import { prepareText } from './text.ts';

export type SuggestionCheck = { ok: true } | { ok: false; problems: string[] };

function numbersIn(text: string): string[] {
  return (text.match(/(?<![\p{L}\d])\d[\d,.]*/gu) ?? []).map((n) => n.replace(/[,.]+$/, ''));
}

function skillsIn(text: string): Set<string> {
  return new Set(extractSkillMentions(prepareText(text), { detectNegation: false }).map((m) => m.skill.name));
}

/** Capitalised words inside a sentence ("at Google", "for Stripe"): names of employers, products, places. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;"])\s+|\n/)) {
    const words = sentence.match(/[\p{L}][\p{L}\p{N}&.'-]*/gu) ?? [];
    words.slice(1).forEach((word) => {
      if (/^\p{Lu}/u.test(word) && word.length > 1 && !/^(?:I|If|The|A|An)$/.test(word))
        names.push(word.replace(/[.']+$/, ''));
    });
  }
  return names;
}

function texts(suggestions: Suggestions): string[] {
  return [
    ...suggestions.resume_improvement_suggestions,
    ...suggestions.bullet_enhancements.flatMap((b) => [b.improved_bullet, b.reason]),
    ...suggestions.new_bullet_suggestions.flatMap((b) => [b.suggested_bullet, b.relevance, b.section]),
    suggestions.summary_suggestion.suggested_summary,
    suggestions.summary_suggestion.reason,
  ];
}

/**
 * Checks reworded suggestions (the optional LLM path) against what the user actually has: no number, no
 * skill and no capitalised name (an employer, a product) that is in neither the resume, the job nor the
 * local analyzer's own suggestions; bullet enhancements must start from a bullet the local analyzer chose.
 */
export function validateSuggestions(options: {
  candidate: Suggestions;
  local: Suggestions;
  resumeText: string;
  jobText: string;
}): SuggestionCheck {
  const { candidate, local, resumeText, jobText } = options;
  const grounding = [resumeText, jobText, ...texts(local)].join('\n');
  const groundingLower = grounding.toLowerCase();
  const knownNumbers = new Set(numbersIn(grounding));
  const knownSkills = skillsIn(grounding);
  const problems: string[] = [];

  const localOriginals = new Set(local.bullet_enhancements.map((b) => b.original_bullet));
  for (const bullet of candidate.bullet_enhancements) {
    if (!localOriginals.has(bullet.original_bullet))
      problems.push(`unknown original bullet: ${bullet.original_bullet.slice(0, 60)}`);
  }
  for (const text of texts(candidate)) {
    for (const number of numbersIn(text))
      if (!knownNumbers.has(number)) problems.push(`new number: ${number}`);
    for (const skill of skillsIn(text)) if (!knownSkills.has(skill)) problems.push(`new skill: ${skill}`);
    for (const name of namesIn(text)) {
      if (!groundingLower.includes(name.toLowerCase())) problems.push(`new name: ${name}`);
    }
  }
  if (candidate.resume_improvement_suggestions.length === 0) problems.push('no improvement suggestions');
  return problems.length === 0 ? { ok: true } : { ok: false, problems: Array.from(new Set(problems)) };
}
