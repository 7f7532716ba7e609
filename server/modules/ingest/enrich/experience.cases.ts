/*
 * Years-of-experience sentences in the style of real postings, shared by the unit test and the accuracy
 * report. `expected` is the minimum number of years asked for, or null when the years are not a
 * requirement (a company's age, a benefit's waiting period, a contract's length, a deadline).
 */
export type ExperienceCase = { text: string; expected: number | null };

export const EXPERIENCE_CASES: ExperienceCase[] = [
  // ---------- 'experience' written out ----------
  { text: '5+ years of experience building web applications.', expected: 5 },
  { text: '3-5 years of professional experience.', expected: 3 },
  { text: "4+ years' experience as a backend engineer.", expected: 4 },
  { text: 'You have 8–12 yrs experience leading teams.', expected: 8 },
  { text: '3+ yrs exp. with React.', expected: 3 },
  { text: 'Experience: 5+ years', expected: 5 },
  { text: 'Years of experience: 3-5', expected: 3 },
  { text: 'Experience required - minimum 2 years', expected: 2 },
  // ---------- years next to a skill, with no 'experience' ----------
  { text: '4+ years with Kubernetes', expected: 4 },
  { text: '2+ years training models', expected: 2 },
  { text: '3+ years React', expected: 3 },
  { text: '5 years of Python in production', expected: 5 },
  { text: '6+ years in backend development', expected: 6 },
  { text: 'At least 2 years using SQL and dbt.', expected: 2 },
  { text: '3 or more years managing cloud infrastructure', expected: 3 },
  { text: 'Minimum of 7 years in software engineering.', expected: 7 },
  { text: 'A minimum of 4 years as a registered nurse.', expected: 4 },
  { text: 'Five years designing distributed systems.', expected: 5 },
  { text: 'Three (3) years of hands-on Java.', expected: 3 },
  { text: '2 yrs Go, 1 yr Rust.', expected: 2 },
  { text: '5+years with AWS', expected: 5 },
  { text: '7 to 10 years leading product teams', expected: 7 },
  { text: 'No less than 3 years working with clinical data.', expected: 3 },
  { text: 'Over 6 years on distributed storage systems.', expected: 6 },
  { text: '1+ year of experience in data analysis.', expected: 1 },
  { text: 'You have been coding professionally for 5+ years.', expected: 5 },
  { text: 'Requirements:\n- 4+ years Kubernetes\n- 2+ years Terraform', expected: 4 },
  { text: '6+ years of experience. 2+ years with Kubernetes.', expected: 6 },
  { text: '5+ years (required) in Java', expected: 5 },
  { text: 'At least 3 yrs. of Python', expected: 3 },
  { text: 'Must have 2 years as a pharmacist.', expected: 2 },
  // ---------- years that are not a requirement ----------
  { text: '401(k) with company match after 1 year.', expected: null },
  { text: 'Tuition reimbursement after 1 year of service.', expected: null },
  { text: 'The company was founded 20 years ago.', expected: null },
  { text: 'Founded 25 years ago, we have been growing for 10 years in a row.', expected: null },
  { text: 'Customers get 5 years of free upgrades.', expected: null },
  { text: 'You will be promoted within 2 years of joining.', expected: null },
  { text: 'This is a 3-year contract.', expected: null },
  { text: 'A 3 year contract with a 2 years warranty.', expected: null },
  { text: 'Our company has 15 years of history.', expected: null },
  { text: 'Equity vests over 4 years with a 1-year cliff.', expected: null },
  { text: 'We have served hospitals for 15 years across 40 states.', expected: null },
  { text: 'Over the past 10 years, we have grown to 500 people.', expected: null },
  { text: 'A paid sabbatical every 5 years.', expected: null },
  { text: 'A two year rotation program.', expected: null },
  { text: 'Join a team with 30 years of combined experience.', expected: null },
  { text: 'Proudly in business for 12 years.', expected: null },
  { text: 'We offer 2 years of paid membership.', expected: null },
  { text: 'Hired 3 years ago, she now leads the team.', expected: null },
  { text: 'The contract is for 2 years with an option to extend.', expected: null },
  { text: 'Remote since 2019 and profitable for 6 years straight.', expected: null },
];

/** Hard cases the rules still get wrong; counted in the accuracy figure, not asserted one by one. */
export const EXPERIENCE_HARD_CASES: ExperienceCase[] = [
  // A company boasting its own experience reads like a requirement.
  { text: 'With 15 years of experience serving banks, Acme knows compliance.', expected: null },
];
