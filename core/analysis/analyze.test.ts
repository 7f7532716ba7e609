import { describe, expect, it } from 'vitest';
import { analyzeResume, AnalysisInputError } from './analyze.ts';
import { extractSkillMentions } from './extract.ts';
import { readJob } from './job.ts';
import { mergedMonths, readResume } from './resume.ts';
import { analysisResultSchema, matchLabelFor } from './schema.ts';
import { prepareText } from './text.ts';

const TODAY = '2026-11-23';

function skillsIn(text: string): string[] {
  return extractSkillMentions(prepareText(text), { detectNegation: false }).map((m) => m.skill.name);
}

const BACKEND_JOB = `We are hiring a Senior Backend Engineer to build our payments platform.

Responsibilities
- Design and build payment services in Go and Python
- Operate services on Kubernetes and AWS with CI/CD pipelines

Requirements
- 5+ years of backend development experience
- Strong experience with PostgreSQL and Kafka
- Bachelor's degree in Computer Science or a related field

Nice to have
- Terraform
- Experience with Rust is a plus`;

const BACKEND_RESUME = `Jane Doe
jane@example.com

Summary
Backend engineer building payment systems.

Experience
Senior Software Engineer, Acme Payments          Jan 2020 - Present
- Built payment services in Go and Python on Kubernetes, reducing settlement time by 40%
- Worked on the migration of our PostgreSQL database to AWS
- Built Kafka consumers processing 2M payments a day

Software Engineer, Beta Corp                     Jun 2017 - Dec 2019
- Developed REST APIs in Python and Django

Education
B.S. Computer Science, State University, 2017

Skills
Go, Python, PostgreSQL, Kafka, Terraform, Docker`;

const CHEF_RESUME = `Marco Rossi
Summary
Head chef with a passion for seasonal Italian cooking and kitchen leadership.

Experience
Head Chef, Trattoria Roma                  Mar 2016 - Present
- Run a kitchen of 12 cooks serving 300 covers a night
- Designed seasonal menus and managed food costs and suppliers
- Trained new line cooks in knife skills and food safety

Line Cook, Bistro Blue                     Jan 2012 - Feb 2016
- Prepared sauces, pasta and grill stations during dinner service

Education
Associate of Culinary Arts, Culinary Institute, 2011`;

describe('skill extraction', () => {
  it('matches names with symbols whole, and never a shorter name inside them', () => {
    const found = skillsIn('Experience with C++, C#, .NET, Node.js and CI/CD pipelines. ASP.NET Core too.');
    expect(found).toEqual(expect.arrayContaining(['C++', 'C#', '.NET', 'Node.js', 'CI/CD', 'ASP.NET']));
    expect(found).not.toContain('C');
    expect(skillsIn('JavaScript and TypeScript')).not.toContain('Java');
    expect(skillsIn('We use Django daily.')).not.toContain('Go');
  });

  it.each([
    ['Go', 'Strong Go and Kubernetes skills for our microservices.'],
    ['R', 'Statistical modeling in R and SAS.'],
    ['C', 'Firmware written in C for ARM Cortex-M microcontrollers.'],
    ['Swift', 'Build iOS apps in Swift and SwiftUI.'],
    ['Spring', 'Backend services in Java with Spring and Hibernate.'],
    ['Excel', 'Proficient in Excel (pivot tables, VLOOKUP).'],
    ['Rust', 'Systems programming in Rust.'],
    ['Chef', 'Configuration management with Chef and Ansible.'],
    ['REST APIs', 'Design REST endpoints for our backend services.'],
    ['Unity', 'Build 3D games in Unity with C#.'],
    ['Registered Nurse', 'Active RN license and BLS certification required.'],
    ['React Native', 'Mobile developer shipping RN apps for iOS.'],
    ['Computer vision', 'Apply CV and deep learning to detect defects in images.'],
  ])('accepts the ambiguous word behind %s with context', (skill, sentence) => {
    expect(skillsIn(sentence)).toContain(skill);
  });

  it.each([
    ['Go', 'Drive our go-to-market plan. Go team!'],
    ['R', 'Partner with R&D on the roadmap.'],
    ['C', 'Present to C-level executives and the C-suite.'],
    ['Spring', 'Start date: Spring 2024. Spring internship available.'],
    ['Excel', 'You excelled in school. Excel at communication with customers.'],
    ['Swift', 'Swift responses to customer tickets.'],
    ['Rust', 'rust prevention on steel parts'],
    ['Chef', 'Our chef cooks lunch on Fridays. Chef of the year.'],
    ['REST APIs', 'Take a rest after on-call weeks. REST days are paid.'],
    ['Unity', 'Unity and respect are our values.'],
    ['Registered Nurse', 'Contact RN Holdings about the offer.'],
    ['Computer vision', 'Send your CV and a cover letter.'],
  ])('refuses %s where the word is not the skill', (skill, sentence) => {
    expect(skillsIn(sentence)).not.toContain(skill);
  });

  it('maps versions to the skill', () => {
    const mentions = extractSkillMentions(prepareText('Python 3 and Java 17 and Vue3 for 5 years'), {
      detectNegation: false,
    });
    const byName = new Map(mentions.map((m) => [m.skill.name, m.version]));
    expect(byName.get('Python')).toBe('3');
    expect(byName.get('Java')).toBe('17');
    expect(byName.get('Vue.js')).toBe('3');
  });

  it('ignores links and e-mail addresses', () => {
    expect(skillsIn('See https://go.dev/java or write to java@python.org')).toEqual([]);
  });
});

describe('reading a job', () => {
  it('drops negated skills and keeps the rest', () => {
    const job = readJob({
      title: 'Data Engineer',
      description:
        'Requirements\n- Python and SQL\n- No Java required\n- Salesforce is not needed\n- Experience without Scala is fine',
    });
    const names = job.skills.map((s) => s.skill.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(names).not.toContain('Java');
    expect(names).not.toContain('Salesforce');
    expect(names).not.toContain('Scala');
    expect(job.negatedSkills.map((s) => s.skill.name)).toEqual(
      expect.arrayContaining(['Java', 'Salesforce']),
    );
  });

  it('keeps a skill that "not limited to" introduces', () => {
    const job = readJob({
      title: 'Engineer',
      description: 'Languages including but not limited to Python and Go for backend services.',
    });
    expect(job.skills.map((s) => s.skill.name)).toEqual(expect.arrayContaining(['Python', 'Go']));
  });

  it('reads required versus preferred from headings and cue phrases', () => {
    const job = readJob({
      title: 'Engineer',
      description: [
        "What we're looking for",
        '- Python and PostgreSQL',
        '- Docker is a plus',
        'Nice to have',
        '- Kafka',
        '- Terraform',
        'Bonus',
        '- Rust',
        'Preferred',
        '- GraphQL',
        'You will work with AWS. Familiarity with Snowflake preferred.',
      ].join('\n'),
    });
    const level = new Map(job.skills.map((s) => [s.skill.name, s.level]));
    expect(level.get('Python')).toBe('required');
    expect(level.get('PostgreSQL')).toBe('required');
    expect(level.get('Docker')).toBe('preferred');
    expect(level.get('Apache Kafka')).toBe('preferred');
    expect(level.get('Terraform')).toBe('preferred');
    expect(level.get('Rust')).toBe('preferred');
    expect(level.get('GraphQL')).toBe('preferred');
    expect(level.get('Snowflake')).toBe('preferred');
  });

  it('reads years, degree and knock-outs', () => {
    const job = readJob({
      title: 'Senior Accountant',
      description:
        "Requirements: at least five years of public accounting experience. Bachelor's degree in Accounting; Master's preferred. CPA required. We are unable to sponsor visas. US citizens only. Active secret clearance required.",
    });
    expect(job.requiredYears?.years).toBe(5);
    expect(job.degree?.required).toBe('bachelor');
    expect(job.degree?.preferred).toBe('master');
    expect(job.degree?.fields).toContain('finance');
    expect(job.knockouts.map((k) => k.kind)).toEqual(['no_sponsorship', 'citizenship', 'clearance']);
    expect(job.seniority).toBe('senior');
  });
});

describe('reading a resume', () => {
  it('recognises sections and tells shown skills from listed ones', () => {
    const resume = readResume(BACKEND_RESUME, TODAY);
    expect(resume.sections).toEqual(['summary', 'experience', 'education', 'skills']);
    const kinds = new Map<string, Set<string>>();
    for (const m of resume.mentions)
      kinds.set(m.skill.name, (kinds.get(m.skill.name) ?? new Set()).add(m.kind));
    expect(kinds.get('Apache Kafka')).toContain('evidence');
    expect([...(kinds.get('Terraform') ?? [])]).toEqual(['listed']);
  });

  it('reads a resume with no skills section, skills shown in experience only', () => {
    const text = BACKEND_RESUME.slice(0, BACKEND_RESUME.indexOf('Skills'));
    const resume = readResume(text, TODAY);
    expect(resume.sections).not.toContain('skills');
    expect(resume.mentions.filter((m) => m.kind === 'evidence').map((m) => m.skill.name)).toContain(
      'PostgreSQL',
    );
  });

  it('counts years from dated roles, overlaps once, Present = today', () => {
    const resume = readResume(
      `Experience\nEngineer, A   Jan 2020 - Present\n- Built things with Python every day of the week\nEngineer, B   06/2019 - 12/2020\n- Built more things with Go for the platform team\nIntern, C   2015 - 2016\n- Wrote scripts for the data team in Python\nEducation\nBS Computer Science 2015 - 2019`,
      '2024-12-15',
    );
    expect(resume.roles).toHaveLength(3);
    // 2019-06 .. 2024-12 merged (67 months) + 2015 (12 months); education dates are not roles.
    expect(resume.totalMonths).toBe(67 + 12);
    expect(resume.degree?.level).toBe('bachelor');
    expect(
      mergedMonths([
        { start: 0, end: 10 },
        { start: 5, end: 12 },
        { start: 20, end: 22 },
      ]),
    ).toBe(14);
  });

  it('reads degree levels', () => {
    expect(readResume('Education\nPh.D. in Physics, MIT', TODAY).degree?.level).toBe('doctorate');
    expect(readResume('Education\nM.S. Statistics, Stanford', TODAY).degree?.level).toBe('master');
    expect(readResume('Education\nMBA, Wharton', TODAY).degree?.level).toBe('master');
    expect(readResume('Education\nAssociate of Science in Nursing (ADN)', TODAY).degree?.level).toBe(
      'associate',
    );
    expect(readResume('Skills\nMS Excel, MS Word', TODAY).degree).toBeNull();
  });
});

describe('analyzeResume', () => {
  const input = {
    jobTitle: 'Senior Backend Engineer',
    jobDescription: BACKEND_JOB,
    resumeText: BACKEND_RESUME,
    today: TODAY,
  };

  it('answers with exactly the SPEC fields plus evidence and version, points adding up to the score', () => {
    const result = analyzeResume(input);
    expect(analysisResultSchema.strict().safeParse(result).success).toBe(true);
    expect(Object.keys(result).sort()).toEqual(
      [
        'analyzer_version',
        'bullet_enhancements',
        'evidence',
        'match_breakdown',
        'match_label',
        'match_score',
        'new_bullet_suggestions',
        'resume_improvement_suggestions',
        'summary_suggestion',
      ].sort(),
    );
    const { match_breakdown: b } = result;
    expect(b.skills.score + b.keywords.score + b.experience_alignment.score + b.education.score).toBe(
      result.match_score,
    );
    expect(result.evidence.points.reduce((sum, p) => sum + p.points, 0)).toBe(result.match_score);
    for (const point of result.evidence.points) {
      expect(Number.isInteger(point.points)).toBe(true);
      expect(point.rule).not.toBe('');
      expect(point.job_text).not.toBe('');
      expect(point.resume_text).not.toBe('');
    }
    expect(result.match_score).toBeGreaterThanOrEqual(80);
    expect(result.match_label).toBe('excellent');
    expect(b.skills.missing).toContain('Rust');
  });

  it('gives byte-identical output for identical input, 100 times', () => {
    const first = JSON.stringify(analyzeResume(input));
    for (let run = 0; run < 100; run += 1) expect(JSON.stringify(analyzeResume(input))).toBe(first);
  });

  it('never lowers the score when an evidenced required skill is added', () => {
    const job = readJob({ title: input.jobTitle, description: BACKEND_JOB });
    let resumeText = CHEF_RESUME;
    let previous = analyzeResume({ ...input, resumeText }).match_score;
    for (const skill of job.skills.filter((s) => s.level === 'required')) {
      resumeText = resumeText.replace(
        'Line Cook, Bistro Blue',
        `- Used ${skill.surface} to run the ordering system for the kitchen\nLine Cook, Bistro Blue`,
      );
      const next = analyzeResume({ ...input, resumeText }).match_score;
      expect(next, skill.skill.name).toBeGreaterThanOrEqual(previous);
      previous = next;
    }
    const strong = analyzeResume(input).match_score;
    const stronger = analyzeResume({
      ...input,
      resumeText: BACKEND_RESUME.replace(
        '- Developed REST APIs',
        '- Wrote backend development guides\n- Developed REST APIs',
      ),
    }).match_score;
    expect(stronger).toBeGreaterThanOrEqual(strong);
  });

  it('gives a listed-only skill at most half the credit and nothing for repeating a word', () => {
    const base = analyzeResume(input);
    const repeated = analyzeResume({
      ...input,
      resumeText: `${BACKEND_RESUME}\nKafka Kafka Kafka Kafka, Go Go Go, Python Python`,
    });
    expect(repeated.match_score).toBe(base.match_score);
    const terraform = base.evidence.skills.find((s) => s.name === 'Terraform');
    expect(terraform?.status).toBe('listed');
    const rust = base.evidence.skills.find((s) => s.name === 'Rust');
    expect(rust?.status).toBe('missing');
  });

  it('flags a pasted keyword list and keeps an unrelated resume below 65', () => {
    const job = readJob({ title: input.jobTitle, description: BACKEND_JOB });
    const pasted = [...job.skills.map((s) => s.surface), ...job.keywords.map((k) => k.word)].join(', ');
    const stuffed = analyzeResume({ ...input, resumeText: `${CHEF_RESUME}\n\nSkills\n${pasted}` });
    expect(stuffed.match_score).toBeLessThan(65);
    expect(stuffed.evidence.flags.keyword_stuffing.detected).toBe(true);
    expect(stuffed.resume_improvement_suggestions.join(' ')).toMatch(
      /skills list repeats the posting's terms/,
    );
    // Pasting it twice, or in the summary too, changes nothing.
    const twice = analyzeResume({ ...input, resumeText: `${CHEF_RESUME}\n\nSkills\n${pasted}\n${pasted}` });
    expect(twice.match_score).toBeLessThan(65);
    expect(analyzeResume({ ...input, resumeText: CHEF_RESUME }).match_score).toBeLessThan(40);
  });

  it('reports knock-outs beside the score, not inside it', () => {
    const plain = analyzeResume(input);
    const knocked = analyzeResume({
      ...input,
      jobDescription: `${BACKEND_JOB}\n\nWe are unable to sponsor visas for this role.`,
    });
    expect(knocked.match_score).toBe(plain.match_score);
    expect(knocked.evidence.flags.knockouts).toEqual([
      { kind: 'no_sponsorship', job_sentence: 'We are unable to sponsor visas for this role.' },
    ]);
  });

  it('suggests only what the resume holds: no new numbers, employers or skills in reworded bullets', () => {
    const result = analyzeResume(input);
    const resumeNumbers = new Set(BACKEND_RESUME.match(/(?<![\p{L}\d])\d[\d,.]*/gu) ?? []);
    for (const bullet of result.bullet_enhancements) {
      expect(BACKEND_RESUME).toContain(bullet.original_bullet);
      for (const n of bullet.improved_bullet.match(/(?<![\p{L}\d])\d[\d,.]*/gu) ?? []) {
        expect(resumeNumbers.has(n.replace(/[.,]+$/, ''))).toBe(true);
      }
      const before = new Set(skillsIn(bullet.original_bullet));
      for (const skill of skillsIn(bullet.improved_bullet)) expect(before.has(skill)).toBe(true);
    }
    for (const bullet of result.new_bullet_suggestions)
      expect(bullet.suggested_bullet).toMatch(/^If you|^You list/);
    expect(result.summary_suggestion.suggested_summary).toMatch(/^Senior Software Engineer with 9\+ years/);
    expect(result.summary_suggestion.suggested_summary).not.toMatch(/Rust|Acme|Beta/);
  });

  it('refuses text too short to judge, and a job without a description', () => {
    expect(() => analyzeResume({ ...input, resumeText: 'Jane Doe, engineer' })).toThrow(AnalysisInputError);
    expect(() => analyzeResume({ ...input, jobDescription: 'NO DESCRIPTION' })).toThrow(/no description/);
  });

  it('still analyzes low-quality text, with a warning', () => {
    const result = analyzeResume({ ...input, textQuality: 'poor' });
    expect(result.evidence.text.quality).toBe('poor');
    expect(result.evidence.text.warnings.join(' ')).toMatch(/Low text quality/);
    expect(analyzeResume({ ...input, textQuality: 'server_fallback' }).evidence.text.quality).toBe(
      'server_fallback',
    );
  });

  it('labels scores as SPEC section 5 says', () => {
    expect(matchLabelFor(80)).toBe('excellent');
    expect(matchLabelFor(79)).toBe('good');
    expect(matchLabelFor(65)).toBe('good');
    expect(matchLabelFor(64)).toBe('needs improvement');
  });
});

describe('resume bullets', () => {
  it('joins a bullet the PDF text wrapped over two lines before rewording it', () => {
    const resume = readResume(
      'Experience\nEngineer, Acme   2019 - Present\n- Led the redesign of the ledger service in Go, reducing p99 latency from 480 ms to\n  95 ms for every payment.\n- Mentored five engineers',
      TODAY,
    );
    expect(resume.bullets[0]?.text).toBe(
      'Led the redesign of the ledger service in Go, reducing p99 latency from 480 ms to 95 ms for every payment.',
    );
  });
});
