import { describe, expect, it } from 'vitest';
import { getSkillDb, parseSkillData } from './skill-db.ts';

describe('skill knowledge', () => {
  const db = getSkillDb();

  it('holds at least 1,500 canonical skills across every field the issue names', () => {
    expect(db.skills.length).toBeGreaterThanOrEqual(1500);
    const categories = new Set(db.skills.map((skill) => skill.category));
    for (const category of ['software', 'data', 'cloud', 'security', 'hardware', 'design', 'finance']) {
      expect(categories).toContain(category);
    }
    for (const category of ['healthcare', 'mechanical', 'electrical', 'civil', 'lab', 'research']) {
      expect(categories).toContain(category);
    }
  });

  it.each([
    'C++',
    'C#',
    '.NET',
    'Node.js',
    'CI/CD',
    'GAAP',
    'IFRS',
    'CPA',
    'CFA',
    'Exam P',
    'BLS',
    'ACLS',
    'Epic EHR',
    'GD&T',
    'FEA',
    'PE license',
    'AutoCAD',
    'qPCR',
    'Western blot',
    'Curriculum development',
  ])('knows %s', (name) => {
    expect(db.byName.get(name.toLowerCase())?.name).toBe(name);
  });

  it('marks the ambiguous short words as needing context', () => {
    for (const word of [
      'Go',
      'R',
      'C',
      'Swift',
      'Spring',
      'Excel',
      'Rust',
      'Chef',
      'REST',
      'Unity',
      'RN',
      'CV',
    ]) {
      const surfaces = db.surfaces.filter((surface) => surface.text === word);
      expect(surfaces.length, word).toBeGreaterThan(0);
      expect(
        surfaces.every((surface) => surface.needsContext && surface.caseSensitive),
        word,
      ).toBe(true);
    }
  });

  it('refuses a name that two skills claim, and unknown categories', () => {
    expect(() => parseSkillData(['# software\nA1 | x1\nB1 | x1'])).toThrow(/two skills/);
    expect(() => parseSkillData(['# cooking\nSoup'])).toThrow(/unknown skill category/);
  });
});
