import { describe, expect, it } from 'vitest';
import { isSkillQuery, skillSegments } from './search-skills.ts';

describe('isSkillQuery', () => {
  it('knows skills, including ones written with symbols and several words', () => {
    for (const text of [
      'kubernetes',
      'C++',
      'node.js',
      'figma verilog',
      'power bi',
      'CI/CD',
      'react typescript',
      // skills of every field, from the analyzer's skill knowledge
      'month-end close',
      'requirements gathering',
      'user stories',
      'clinical trials',
      'prompt engineering',
      'GMP',
      'ADDIE',
      'SAS',
      'HIPAA',
      'Good Clinical Practice',
      'stormwater design',
    ])
      expect(isSkillQuery(text), text).toBe(true);
  });
  it('does not count titles or other words as skills', () => {
    for (const text of [
      'consultant',
      'sales',
      'nurse',
      'director of engineering',
      'python developer',
      '',
      // names the skill knowledge only counts in context, or whose lower case is an ordinary word
      'word',
      'access',
      'ad',
    ])
      expect(isSkillQuery(text), text).toBe(false);
  });
  it('counts a word by the stem the search used for it', () => {
    expect(isSkillQuery('kubernets')).toBe(false);
    expect(isSkillQuery('kubernets', new Map([['kubernets', 'kubernet']]))).toBe(true);
  });
});

describe('skillSegments', () => {
  it('reads the text as skills, longest first, each as its typed words', () => {
    expect(skillSegments('lean manufacturing kubernetes')).toEqual([
      ['lean', 'manufacturing'],
      ['kubernetes'],
    ]);
    expect(skillSegments('kubernetes and a hobby')).toBeNull();
    expect(skillSegments('')).toBeNull();
  });
});
