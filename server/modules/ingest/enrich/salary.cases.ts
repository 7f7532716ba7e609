/*
 * Pay-transparency strings in the style of real postings, shared by the unit test and the accuracy report.
 * `expected` is the annualised result, or null for amounts that are not pay.
 */
import type { Salary } from './salary.ts';

export type SalaryCase = { text: string; expected: Salary | null };

const makeUsdSalary = (min: number, max: number, period: Salary['period'] = 'YEAR'): Salary => ({
  min,
  max,
  currency: 'USD',
  period,
});

export const SALARY_CASES: SalaryCase[] = [
  // ---------- yearly ----------
  { text: '$120,000 - $150,000', expected: makeUsdSalary(120_000, 150_000) },
  {
    text: 'The pay range for this role is $120,000—$150,000 USD.',
    expected: makeUsdSalary(120_000, 150_000),
  },
  { text: 'Salary: 120k-150k', expected: makeUsdSalary(120_000, 150_000) },
  { text: 'Compensation: $120K – $150K • Offers Equity', expected: makeUsdSalary(120_000, 150_000) },
  {
    text: 'The base salary range for this role is $135,000 to $165,000. Actual pay depends on location and experience.',
    expected: makeUsdSalary(135_000, 165_000),
  },
  {
    text: 'We expect to pay between $90,000 and $110,000 per year.',
    expected: makeUsdSalary(90_000, 110_000),
  },
  { text: 'Annual base salary: $185,000.00 - $215,000.00', expected: makeUsdSalary(185_000, 215_000) },
  {
    text: 'US$140,000 – US$175,000 per annum, plus bonus and equity.',
    expected: makeUsdSalary(140_000, 175_000),
  },
  { text: 'Salary Range: $95k - $125k/yr', expected: makeUsdSalary(95_000, 125_000) },
  { text: '$120-150K base + equity', expected: makeUsdSalary(120_000, 150_000) },
  { text: 'Compensation: USD 100k – 130k', expected: makeUsdSalary(100_000, 130_000) },
  { text: 'Starting salary of $85,000 a year.', expected: makeUsdSalary(85_000, 85_000) },
  { text: 'Pay: up to $160,000 depending on experience.', expected: makeUsdSalary(160_000, 160_000) },
  { text: 'The salary for this position is $110,000+.', expected: makeUsdSalary(110_000, 110_000) },
  {
    text: 'San Francisco: $170,000 - $200,000; New York: $160,000 - $190,000.',
    expected: makeUsdSalary(170_000, 200_000),
  },
  {
    text: 'Pay Range\n$150,000 — $180,000 USD',
    expected: makeUsdSalary(150_000, 180_000),
  },
  { text: 'Base pay: $150,000 - $120,000 annually.', expected: makeUsdSalary(120_000, 150_000) },
  {
    text: 'We raised a $40M Series B last year. The salary range is $130,000 - $160,000.',
    expected: makeUsdSalary(130_000, 160_000),
  },
  {
    text: 'You get a $1,000 home office stipend. Base salary $140,000 to $170,000.',
    expected: makeUsdSalary(140_000, 170_000),
  },
  { text: 'Series A ($12M) company paying $150k-$180k', expected: makeUsdSalary(150_000, 180_000) },
  {
    text: 'OTE $200,000 (50/50 split between base and commission)',
    expected: makeUsdSalary(200_000, 200_000),
  },
  { text: 'Total rewards: $130k–$160k base, $20k signing bonus', expected: makeUsdSalary(130_000, 160_000) },
  { text: 'Candidates typically earn between 95 and 120k.', expected: makeUsdSalary(95_000, 120_000) },
  { text: '$120k/yr - $140k/yr', expected: makeUsdSalary(120_000, 140_000) },
  { text: 'The salary is 85,000 to 95,000 dollars per year', expected: makeUsdSalary(85_000, 95_000) },
  {
    text: 'Salary range (NYC): $160,000 - $190,000 | (Remote): $140,000 - $170,000',
    expected: makeUsdSalary(160_000, 190_000),
  },
  {
    text: 'The annual base salary for this position is USD 210,000 - 240,000.',
    expected: makeUsdSalary(210_000, 240_000),
  },
  // ---------- other currencies ----------
  {
    text: 'The hiring range is 90 000 – 110 000 EUR',
    expected: { min: 90_000, max: 110_000, currency: 'EUR', period: 'YEAR' },
  },
  {
    text: 'Salary: ₹18,00,000 - ₹25,00,000 per annum',
    expected: { min: 1_800_000, max: 2_500_000, currency: 'INR', period: 'YEAR' },
  },
  {
    text: 'Expected salary: 6,500 - 7,500 EUR per month',
    expected: { min: 78_000, max: 90_000, currency: 'EUR', period: 'MONTH' },
  },
  { text: 'EUR 70.000', expected: { min: 70_000, max: 70_000, currency: 'EUR', period: 'YEAR' } },
  {
    text: '€65.000 - €80.000 gross per year',
    expected: { min: 65_000, max: 80_000, currency: 'EUR', period: 'YEAR' },
  },
  {
    text: '£50,000 to £60,000 per annum',
    expected: { min: 50_000, max: 60_000, currency: 'GBP', period: 'YEAR' },
  },
  { text: 'CA$100,000', expected: { min: 100_000, max: 100_000, currency: 'CAD', period: 'YEAR' } },
  {
    text: 'Salary: 120 000 € – 140 000 € brut annuel',
    expected: { min: 120_000, max: 140_000, currency: 'EUR', period: 'YEAR' },
  },
  { text: '£45k - £55k DOE', expected: { min: 45_000, max: 55_000, currency: 'GBP', period: 'YEAR' } },
  {
    text: 'The range is $110,000 - $135,000 CAD.',
    expected: { min: 110_000, max: 135_000, currency: 'CAD', period: 'YEAR' },
  },
  { text: 'C$95,000–C$115,000', expected: { min: 95_000, max: 115_000, currency: 'CAD', period: 'YEAR' } },
  { text: '€70k–€90k per year', expected: { min: 70_000, max: 90_000, currency: 'EUR', period: 'YEAR' } },
  // ---------- hourly, weekly, monthly ----------
  { text: '$55/hr', expected: makeUsdSalary(114_400, 114_400, 'HOUR') },
  { text: '$50 - $65 per hour', expected: makeUsdSalary(104_000, 135_200, 'HOUR') },
  { text: 'Hourly pay range: $40 - $45', expected: makeUsdSalary(83_200, 93_600, 'HOUR') },
  { text: 'This internship pays $45 an hour.', expected: makeUsdSalary(93_600, 93_600, 'HOUR') },
  { text: '$62.50/hour on a W2 basis', expected: makeUsdSalary(130_000, 130_000, 'HOUR') },
  { text: 'Pay rate: $30-35/hr', expected: makeUsdSalary(62_400, 72_800, 'HOUR') },
  { text: '$8,000/month', expected: makeUsdSalary(96_000, 96_000, 'MONTH') },
  { text: 'wage: 20-25 USD/h', expected: makeUsdSalary(41_600, 52_000, 'HOUR') },
  { text: 'Pay: $25.50 - $32.75 per hour', expected: makeUsdSalary(53_040, 68_120, 'HOUR') },
  { text: '$60/hour to $70/hour', expected: makeUsdSalary(124_800, 145_600, 'HOUR') },
  {
    text: 'The hourly rate for this role is between $25.00 and $30.00.',
    expected: makeUsdSalary(52_000, 62_400, 'HOUR'),
  },
  { text: '£35 - £40 p/h', expected: { min: 72_800, max: 83_200, currency: 'GBP', period: 'HOUR' } },
  { text: '$2,000 per week', expected: makeUsdSalary(104_000, 104_000, 'WEEK') },
  { text: 'Interns earn $7,500 - $9,000 monthly.', expected: makeUsdSalary(90_000, 108_000, 'MONTH') },
  {
    text: '£500 per day outside IR35',
    expected: { min: 130_000, max: 130_000, currency: 'GBP', period: 'DAY' },
  },
  // ---------- amounts that are not pay ----------
  { text: 'We just closed a $10M Series B.', expected: null },
  { text: '401(k) match up to 4%.', expected: null },
  { text: '$500 learning stipend every year.', expected: null },
  { text: 'We passed $1B revenue in 2023.', expected: null },
  { text: 'Signing bonus of $10,000 for new hires.', expected: null },
  { text: 'Up to $5,000 in relocation assistance.', expected: null },
  { text: 'A $2,000 annual learning budget.', expected: null },
  { text: 'Our customers have saved over $300,000,000 with our product.', expected: null },
  { text: 'We are backed by $120 million from top investors.', expected: null },
  { text: 'Manage a $250,000 marketing budget.', expected: null },
  { text: '$100 monthly phone and internet allowance.', expected: null },
  { text: 'Join over 5,000 employees in 30 countries.', expected: null },
  { text: '401k plan with company match.', expected: null },
  { text: 'Employee referral bonus of $3,000.', expected: null },
  { text: 'Annual quota of $1,200,000 in new bookings.', expected: null },
  { text: 'We have 150,000 - 200,000 users every day.', expected: null },
  { text: 'Pricing starts at $49 per month for small teams.', expected: null },
  { text: 'Competitive salary and benefits.', expected: null },
  { text: 'In 2023 we grew revenue by 300% to $45M ARR.', expected: null },
  { text: 'We offer $3,000 per year for conferences.', expected: null },
  { text: 'Benefits worth $15,000 per year on top of salary.', expected: null },
  { text: 'Remote stipend: $150/month', expected: null },
  { text: 'You will manage $2M in annual spend.', expected: null },
  { text: 'The range for this role is $0 - $0', expected: null },
  { text: 'We have raised $5M. Salary is competitive.', expected: null },
  { text: 'A 401(k) with up to $6,000 employer match.', expected: null },
];

/**
 * Wrongly parsed strings kept visible: they count in the accuracy figure but are not asserted one by one.
 */
export const SALARY_HARD_CASES: SalaryCase[] = [
  // Period words are read in English only; 'Monat' leaves a bare 4,000, too small to be a yearly salary.
  { text: '€4.000 brutto/Monat', expected: { min: 48_000, max: 48_000, currency: 'EUR', period: 'MONTH' } },
];
