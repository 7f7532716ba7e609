/*
 * Sponsorship sentences in the style of real postings, shared by the unit test and the accuracy report.
 * `evidence` is a fragment the returned evidence sentence must contain (the sentence that decided).
 */

export type SponsorshipCase = { text: string; expected: boolean | null; evidence?: string };

export const SPONSORSHIP_CASES: SponsorshipCase[] = [
  // ---------- positive ----------
  { text: 'H-1B sponsorship available for qualified candidates.', expected: true },
  { text: 'We sponsor visas.', expected: true },
  { text: 'We support H-1B transfers.', expected: true },
  { text: 'Visa sponsorship is available for this position.', expected: true },
  { text: 'We are open to sponsoring the right candidate.', expected: true },
  { text: 'Benefits: medical, dental, vision, 401(k), immigration support.', expected: true },
  { text: 'For exceptional candidates, we will sponsor.', expected: true },
  { text: 'Acme sponsors H1B visas and green cards for eligible employees.', expected: true },
  { text: 'This position is eligible for H-1B sponsorship.', expected: true },
  { text: 'Visa Sponsorship: Yes', expected: true },
  { text: 'Visa sponsorship? Yes! We have an in-house immigration team.', expected: true },
  {
    text: 'No sponsorship? No problem — we sponsor H-1B visas and cover all legal fees.',
    expected: true,
    evidence: 'we sponsor H-1B visas',
  },
  { text: "We welcome international applicants and we're happy to sponsor work visas.", expected: true },
  { text: 'Candidates requiring visa sponsorship are welcome to apply.', expected: true },
  {
    text: 'We sponsor H-1B transfers but do not sponsor new H-1B petitions through the lottery.',
    expected: true,
  },
  { text: 'We cannot sponsor new visas at this time, but we do support H-1B transfers.', expected: true },
  { text: 'Relocation and immigration assistance are available.', expected: true },
  { text: 'We offer visa sponsorship and relocation support for this role.', expected: true },
  { text: "Don't let sponsorship hold you back — we sponsor H-1B and O-1 visas.", expected: true },
  { text: 'We have sponsored more than 200 H-1B visas since 2015.', expected: true },
  {
    text: 'Whether you are on OPT, STEM OPT or an H-1B, we can sponsor your visa and green card.',
    expected: true,
  },
  { text: 'H1B transfer candidates are encouraged to apply.', expected: true },
  { text: 'Sponsorship for this role is available for candidates with a master’s degree.', expected: true },
  { text: 'We will consider visa sponsorship for the right candidate.', expected: true },
  { text: 'Immigration sponsorship (H-1B, TN, E-3) is offered.', expected: true },
  {
    text: 'Our benefits include health insurance and equity. Not only do we sponsor visas, we also help with relocation.',
    expected: true,
  },
  { text: 'U.S. citizenship is not required; we sponsor H-1B visas for this position.', expected: true },
  {
    text: 'We participate in E-Verify. We are able to sponsor H-1B visas for this role.',
    expected: true,
    evidence: 'able to sponsor',
  },
  { text: 'Yes, we sponsor.', expected: true },
  { text: 'OPT, CPT and H-1B candidates welcome.', expected: true },
  { text: 'Sponsorship is considered on a case-by-case basis.', expected: true },
  { text: 'Candidates currently on H-1B are welcome; we handle transfers.', expected: true },
  { text: 'We can transfer existing H-1B visas.', expected: true },
  { text: 'Candidates on TN or E-3 visas welcome.', expected: true },
  { text: 'We may be able to sponsor for exceptional candidates.', expected: true },
  {
    text: 'We provide comprehensive immigration support, including H-1B and green card sponsorship.',
    expected: true,
  },
  {
    text: 'We sponsor visas. Applicants must be authorized to work in the US by their start date.',
    expected: true,
    evidence: 'We sponsor visas.',
  },
  {
    text: 'We are a remote-first company. This is not a remote role, but H-1B sponsorship is available.',
    expected: true,
  },
  {
    text: 'Equal opportunity employer. We do not discriminate on the basis of citizenship status, and we provide visa sponsorship.',
    expected: true,
  },
  {
    text: 'Our team includes an immigration attorney, and we gladly sponsor employment visas.',
    expected: true,
  },

  // ---------- negative ----------
  { text: 'We are unable to sponsor at this time.', expected: false },
  { text: 'We do not sponsor visas.', expected: false },
  {
    text: 'Candidates must be authorized to work in the US without sponsorship now or in the future.',
    expected: false,
  },
  { text: 'US citizens only.', expected: false },
  { text: 'This role requires an active security clearance.', expected: false },
  { text: 'Applicants must hold an active Secret or TS/SCI clearance.', expected: false },
  { text: 'Sponsorship is not available for this position.', expected: false },
  { text: 'This position is not eligible for visa sponsorship.', expected: false },
  {
    text: 'Due to ITAR regulations, candidates must be U.S. persons as defined by 22 CFR 120.15.',
    expected: false,
  },
  { text: 'Green card holders and US citizens only.', expected: false },
  { text: 'Visa Sponsorship: No', expected: false },
  {
    text: 'Applicants who now or in the future require sponsorship for employment visa status will not be considered.',
    expected: false,
  },
  { text: 'Unfortunately, we are not able to offer H-1B sponsorship for this role.', expected: false },
  { text: 'No C2C, no H1B.', expected: false },
  { text: 'We cannot sponsor or transfer visas for this role.', expected: false },
  { text: 'Must be a US citizen due to federal contract requirements.', expected: false },
  { text: 'Ability to obtain and maintain a DoD security clearance is required.', expected: false },
  {
    text: 'We sponsor visas for many of our engineering roles, but we are unable to sponsor for this position.',
    expected: false,
  },
  {
    text: 'Our company has a long history of sponsoring international talent. This particular position is not eligible for sponsorship.',
    expected: false,
    evidence: 'not eligible for sponsorship',
  },
  {
    text: 'We sponsor H-1B visas across the company. This role requires U.S. citizenship because it supports a government program.',
    expected: false,
    evidence: 'requires U.S. citizenship',
  },
  { text: 'Candidates needing visa sponsorship need not apply.', expected: false },
  {
    text: 'Must be legally authorized to work in the United States without employer sponsorship.',
    expected: false,
  },
  { text: 'This employer will not sponsor applicants for work visas.', expected: false },
  { text: 'Sponsorship available: No', expected: false },
  { text: 'Only US citizens and permanent residents will be considered.', expected: false },
  { text: 'We do not offer immigration sponsorship for this opening.', expected: false },
  { text: 'Public Trust clearance required.', expected: false },
  { text: 'Immigration support is not available for this role.', expected: false },
  { text: 'We will not be able to sponsor or take over sponsorship of an employment visa.', expected: false },
  { text: 'We are not in a position to sponsor visas for this role now or in the future.', expected: false },
  { text: "We can't provide visa sponsorship.", expected: false },
  { text: 'This position does not currently offer visa sponsorship.', expected: false },
  { text: 'At this time, we are not sponsoring visas.', expected: false },
  { text: 'This role is open to candidates who do not require sponsorship.', expected: false },
  { text: 'Relocation assistance is available; visa sponsorship is not.', expected: false },
  { text: 'Must be eligible to obtain a Secret clearance.', expected: false },
  { text: 'The candidate must be a US Citizen or Green Card holder.', expected: false },
  {
    text: 'This role may require access to export-controlled information; applicants must be U.S. persons.',
    expected: false,
  },
  {
    text: 'We will not sponsor, transfer, or assume sponsorship of employment visas.',
    expected: false,
  },
  {
    text: 'Visa sponsorship available. Must hold an active TS/SCI clearance with polygraph.',
    expected: false,
    evidence: 'TS/SCI',
  },
  {
    text: 'We offer great benefits, including immigration support. We are unable to sponsor visas for this position.',
    expected: false,
    evidence: 'unable to sponsor',
  },
  { text: "Note: we don't sponsor.", expected: false },
  {
    text: 'Sponsorship is provided for eligible roles, but this role is not eligible.',
    expected: false,
  },
  { text: 'Please note that we are unable to provide visa sponsorship or relocation.', expected: false },
  { text: 'This is a contract position; no sponsorship.', expected: false },

  // ---------- unknown: traps that are not evidence ----------
  { text: 'We participate in E-Verify.', expected: null },
  {
    text: 'Acme is an equal opportunity employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, national origin, citizenship status or immigration status.',
    expected: null,
  },
  {
    text: 'Will you now or in the future require sponsorship for employment visa status (e.g., H-1B)?',
    expected: null,
  },
  { text: 'Do you require visa sponsorship?', expected: null },
  { text: 'Must be authorized to work in the United States.', expected: null },
  { text: 'No security clearance required.', expected: null },
  { text: 'You will manage our conference sponsorship program and partner events.', expected: null },
  { text: 'Company-sponsored health insurance and an employer-sponsored 401(k).', expected: null },
  { text: 'Work with executive sponsors to align the roadmap.', expected: null },
  { text: 'We sponsor hackathons and local meetups.', expected: null },
  {
    text: 'We are an E-Verify employer and comply with all immigration laws, including I-9 verification.',
    expected: null,
  },
  { text: 'Experience with hybrid cloud and visa processing systems is a plus.', expected: null },
  { text: 'We value our international customers in 40 countries.', expected: null },
  { text: 'A great team, competitive salary and a generous stipend.', expected: null },
  { text: 'Build tools that help immigration lawyers track H-1B petitions.', expected: null },
  { text: 'Integrate Visa and Mastercard payment networks.', expected: null },
  { text: 'Experience with H-1B sponsorship processes is required for this HR role.', expected: null },
  { text: 'Our secret sauce is a team that ships.', expected: null },
];

/**
 * Wrongly classified cases kept visible: they count in the accuracy figure but are not asserted one by one,
 * because the rules cannot settle them without understanding the sentence.
 */
export const SPONSORSHIP_HARD_CASES: SponsorshipCase[] = [
  // The product, not the employer, sponsors: the subject decides, and the rules do not parse subjects.
  { text: 'Our platform helps companies sponsor visas for their employees.', expected: null },
  // 'not ... sponsorship' reads as a refusal; here it is about a skill.
  { text: 'The role does not require sponsorship experience.', expected: null },
];
