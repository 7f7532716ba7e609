import { slugify } from '../../../../core/slug.ts';

/**
 * Vocabulary of the demo data generator: fields where H1B workers are hired, their titles, skills,
 * degrees and pay bands, fictional sponsoring companies, and US locations weighted roughly like the
 * worksites of H1B filings (California, Texas, New York, Washington, New Jersey first).
 */

export type Field = {
  key: string;
  titles: string[];
  skills: string[];
  degrees: string[];
  duties: string[];
  /** Yearly USD pay band for a mid-level role. */
  pay: [number, number];
  industries: string[];
  weight: number;
};

export const FIELDS: Field[] = [
  {
    key: 'software',
    titles: [
      'Software Engineer',
      'Backend Engineer',
      'Frontend Engineer',
      'Full Stack Developer',
      'Software Development Engineer',
      'Java Developer',
      'Python Developer',
      'React Developer',
      'Mobile Engineer (iOS)',
      'Android Developer',
      'Embedded Software Engineer',
      'Golang Engineer',
      '.NET Developer',
      'Node.js Developer',
    ],
    skills: ['Java', 'Python', 'Go', 'TypeScript', 'React', 'Node.js', 'Kotlin', 'Swift', 'C++', 'C#', 'SQL', 'PostgreSQL', 'REST APIs', 'GraphQL', 'microservices', 'Kafka', 'Docker', 'Kubernetes', 'AWS', 'distributed systems'],
    degrees: ['Computer Science', 'Computer Engineering', 'Software Engineering'],
    duties: [
      'design, build and operate services used by millions of customers',
      'write clean, well-tested code and review the code of your teammates',
      'own features end to end, from design documents to production monitoring',
      'improve the performance, reliability and security of our platform',
      'work with product managers and designers to ship customer-facing features',
      'mentor engineers and raise the bar of our engineering practices',
      'take part in an on-call rotation and lead incident reviews',
    ],
    pay: [115_000, 175_000],
    industries: ['Software Development', 'Internet', 'Financial Services', 'E-commerce', 'IT Services and Consulting'],
    weight: 30,
  },
  {
    key: 'data',
    titles: ['Data Scientist', 'Data Analyst', 'Data Engineer', 'Analytics Engineer', 'Business Intelligence Analyst', 'Big Data Engineer', 'Product Analyst'],
    skills: ['SQL', 'Python', 'R', 'Spark', 'Airflow', 'dbt', 'Snowflake', 'Tableau', 'Power BI', 'statistics', 'A/B testing', 'pandas', 'data modeling', 'BigQuery', 'Looker'],
    degrees: ['Statistics', 'Computer Science', 'Mathematics', 'Economics', 'Data Science'],
    duties: [
      'build reliable data pipelines and models that teams across the company trust',
      'turn ambiguous business questions into analyses and clear recommendations',
      'design and read A/B tests with sound statistics',
      'build dashboards that leaders use every week',
      'partner with engineering to improve data quality and instrumentation',
      'present findings to stakeholders in plain language',
    ],
    pay: [95_000, 155_000],
    industries: ['Software Development', 'Financial Services', 'Retail', 'Hospitals and Health Care', 'Internet'],
    weight: 14,
  },
  {
    key: 'ml',
    titles: ['Machine Learning Engineer', 'AI Engineer', 'Applied Scientist', 'Research Scientist, Machine Learning', 'Computer Vision Engineer', 'NLP Engineer', 'MLOps Engineer'],
    skills: ['PyTorch', 'TensorFlow', 'Python', 'large language models', 'deep learning', 'computer vision', 'NLP', 'MLOps', 'Kubernetes', 'feature stores', 'model serving', 'CUDA', 'scikit-learn'],
    degrees: ['Computer Science', 'Machine Learning', 'Electrical Engineering', 'Statistics'],
    duties: [
      'train, evaluate and ship machine learning models to production',
      'build the pipelines that keep models fresh and monitored',
      'read research papers and turn promising ideas into product improvements',
      'work with data engineers to collect and label high-quality training data',
      'measure model quality offline and online and explain the trade-offs',
    ],
    pay: [140_000, 210_000],
    industries: ['Software Development', 'Internet', 'Research Services', 'Automotive'],
    weight: 8,
  },
  {
    key: 'cloud',
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer', 'Cloud Architect', 'Infrastructure Engineer', 'Security Engineer', 'Network Engineer'],
    skills: ['AWS', 'Azure', 'GCP', 'Terraform', 'Kubernetes', 'Docker', 'Linux', 'CI/CD', 'Prometheus', 'Grafana', 'Ansible', 'Python', 'Bash', 'networking', 'incident response'],
    degrees: ['Computer Science', 'Information Technology', 'Computer Engineering'],
    duties: [
      'automate infrastructure with code and keep it secure',
      'run Kubernetes clusters and the deployment pipeline for every team',
      'define service level objectives and help teams meet them',
      'lead incident response and blameless postmortems',
      'reduce cloud costs without hurting reliability',
    ],
    pay: [120_000, 180_000],
    industries: ['Software Development', 'IT Services and Consulting', 'Telecommunications', 'Financial Services'],
    weight: 9,
  },
  {
    key: 'qa',
    titles: ['QA Engineer', 'Software Development Engineer in Test', 'Test Automation Engineer', 'Quality Assurance Analyst', 'Performance Test Engineer'],
    skills: ['Selenium', 'Playwright', 'Cypress', 'Java', 'Python', 'JavaScript', 'API testing', 'JMeter', 'test plans', 'CI/CD', 'Jira'],
    degrees: ['Computer Science', 'Information Systems', 'Engineering'],
    duties: [
      'design test strategies for new features and releases',
      'build and maintain automated test suites that run on every change',
      'find, reproduce and track defects with engineering teams',
      'measure performance under load and report regressions',
    ],
    pay: [85_000, 135_000],
    industries: ['Software Development', 'IT Services and Consulting', 'Financial Services', 'Insurance'],
    weight: 5,
  },
  {
    key: 'product',
    titles: ['Product Manager', 'Technical Program Manager', 'Product Owner', 'Project Manager', 'Program Manager'],
    skills: ['product strategy', 'roadmapping', 'Agile', 'Scrum', 'SQL', 'user research', 'stakeholder management', 'Jira', 'data analysis', 'go-to-market'],
    degrees: ['Business Administration', 'Computer Science', 'Engineering'],
    duties: [
      'own the roadmap for a product area and explain why it matters',
      'talk to customers and turn what you learn into clear requirements',
      'work with engineering and design to ship on time',
      'define success metrics and track them after launch',
      'coordinate cross-team programs and remove blockers',
    ],
    pay: [120_000, 185_000],
    industries: ['Software Development', 'Internet', 'E-commerce', 'Financial Services'],
    weight: 6,
  },
  {
    key: 'design',
    titles: ['UX Designer', 'Product Designer', 'UI/UX Designer', 'UX Researcher', 'Interaction Designer'],
    skills: ['Figma', 'prototyping', 'user research', 'usability testing', 'design systems', 'accessibility', 'interaction design', 'information architecture'],
    degrees: ['Human-Computer Interaction', 'Design', 'Psychology'],
    duties: [
      'design simple, accessible experiences for complex workflows',
      'run user interviews and usability studies',
      'contribute to and evolve our design system',
      'work closely with engineers through implementation',
    ],
    pay: [100_000, 160_000],
    industries: ['Software Development', 'Internet', 'Design Services', 'E-commerce'],
    weight: 3,
  },
  {
    key: 'finance',
    titles: ['Financial Analyst', 'Quantitative Analyst', 'Business Analyst', 'Risk Analyst', 'Accountant', 'Investment Banking Associate', 'Actuarial Analyst'],
    skills: ['Excel', 'financial modeling', 'SQL', 'Python', 'forecasting', 'valuation', 'GAAP', 'risk management', 'VBA', 'Bloomberg', 'stakeholder management'],
    degrees: ['Finance', 'Accounting', 'Economics', 'Mathematics', 'Business Administration'],
    duties: [
      'build financial models that support planning and investment decisions',
      'analyze performance and explain variances to leadership',
      'improve reporting processes and controls',
      'work with business partners on budgets and forecasts',
    ],
    pay: [80_000, 140_000],
    industries: ['Financial Services', 'Banking', 'Insurance', 'Accounting'],
    weight: 7,
  },
  {
    key: 'healthcare',
    titles: ['Registered Nurse', 'Physical Therapist', 'Hospitalist Physician', 'Pharmacist', 'Clinical Research Coordinator', 'Medical Technologist', 'Occupational Therapist'],
    skills: ['patient care', 'electronic health records', 'Epic', 'clinical documentation', 'BLS certification', 'care planning', 'HIPAA', 'clinical research'],
    degrees: ['Nursing', 'Pharmacy', 'Physical Therapy', 'Medicine', 'Medical Laboratory Science'],
    duties: [
      'provide safe, compassionate care to a diverse patient population',
      'work within an interdisciplinary care team',
      'document care accurately in the electronic health record',
      'educate patients and families',
    ],
    pay: [75_000, 130_000],
    industries: ['Hospitals and Health Care', 'Medical Practices', 'Pharmaceutical Manufacturing'],
    weight: 7,
  },
  {
    key: 'research',
    titles: ['Research Scientist', 'Postdoctoral Researcher', 'Research Associate', 'Biostatistician', 'Computational Biologist'],
    skills: ['experimental design', 'Python', 'R', 'statistics', 'scientific writing', 'genomics', 'bioinformatics', 'grant writing', 'laboratory techniques'],
    degrees: ['Biology', 'Chemistry', 'Physics', 'Biostatistics', 'Bioinformatics'],
    duties: [
      'design and run experiments and analyze the results',
      'publish in peer-reviewed journals and present at conferences',
      'collaborate with clinical and engineering partners',
      'mentor junior researchers',
    ],
    pay: [70_000, 130_000],
    industries: ['Research Services', 'Biotechnology Research', 'Higher Education', 'Pharmaceutical Manufacturing'],
    weight: 4,
  },
  {
    key: 'education',
    titles: ['Assistant Professor', 'Lecturer', 'Special Education Teacher', 'Math Teacher', 'Instructional Designer'],
    skills: ['curriculum design', 'teaching', 'student assessment', 'research', 'learning management systems', 'classroom management'],
    degrees: ['Education', 'Mathematics', 'Computer Science', 'Engineering'],
    duties: [
      'teach undergraduate and graduate courses',
      'develop curriculum and assessments',
      'advise and mentor students',
      'contribute to research and service in the department',
    ],
    pay: [60_000, 110_000],
    industries: ['Higher Education', 'Primary and Secondary Education', 'E-Learning Providers'],
    weight: 3,
  },
  {
    key: 'engineering',
    titles: ['Mechanical Engineer', 'Electrical Engineer', 'Civil Engineer', 'Hardware Engineer', 'Chemical Engineer', 'Manufacturing Engineer', 'Semiconductor Process Engineer'],
    skills: ['CAD', 'SolidWorks', 'MATLAB', 'finite element analysis', 'PCB design', 'Six Sigma', 'AutoCAD', 'lean manufacturing', 'FPGA', 'Verilog'],
    degrees: ['Mechanical Engineering', 'Electrical Engineering', 'Civil Engineering', 'Chemical Engineering'],
    duties: [
      'design, prototype and test new products',
      'improve manufacturing processes and yields',
      'work with suppliers and cross-functional teams',
      'write specifications and test reports',
    ],
    pay: [85_000, 145_000],
    industries: ['Semiconductor Manufacturing', 'Automotive', 'Aviation and Aerospace', 'Civil Engineering', 'Industrial Machinery'],
    weight: 6,
  },
];

export const LEVELS = [
  { prefix: 'Junior', experience: '0-2', factor: 0.75, weight: 8 },
  { prefix: '', experience: '2-5', factor: 1, weight: 45 },
  { prefix: 'Senior', experience: '5-10', factor: 1.25, weight: 30 },
  { prefix: 'Staff', experience: '10+', factor: 1.5, weight: 6 },
  { prefix: 'Principal', experience: '10+', factor: 1.65, weight: 3 },
  { prefix: 'Lead', experience: '5-10', factor: 1.35, weight: 8 },
] as const;

/** US worksites weighted roughly like H1B filings. */
export const LOCATIONS: [city: string, state: string, weight: number][] = [
  ['San Francisco', 'CA', 9], ['San Jose', 'CA', 6], ['Mountain View', 'CA', 4], ['Sunnyvale', 'CA', 4],
  ['Santa Clara', 'CA', 4], ['Palo Alto', 'CA', 2], ['Los Angeles', 'CA', 4], ['San Diego', 'CA', 3],
  ['Irvine', 'CA', 2], ['Seattle', 'WA', 8], ['Redmond', 'WA', 4], ['Bellevue', 'WA', 3],
  ['New York', 'NY', 9], ['Jersey City', 'NJ', 3], ['Princeton', 'NJ', 1], ['Newark', 'NJ', 1],
  ['Austin', 'TX', 5], ['Dallas', 'TX', 4], ['Plano', 'TX', 2], ['Houston', 'TX', 3], ['Irving', 'TX', 2],
  ['Chicago', 'IL', 5], ['Boston', 'MA', 5], ['Cambridge', 'MA', 3], ['Atlanta', 'GA', 3],
  ['Raleigh', 'NC', 2], ['Durham', 'NC', 1], ['Charlotte', 'NC', 2], ['Denver', 'CO', 2],
  ['Phoenix', 'AZ', 2], ['Pittsburgh', 'PA', 1], ['Philadelphia', 'PA', 2], ['Washington', 'DC', 2],
  ['Arlington', 'VA', 2], ['Herndon', 'VA', 1], ['Minneapolis', 'MN', 1], ['Detroit', 'MI', 1],
  ['Ann Arbor', 'MI', 1], ['Columbus', 'OH', 1], ['Portland', 'OR', 1], ['Salt Lake City', 'UT', 1],
  ['Miami', 'FL', 1], ['Tampa', 'FL', 1], ['Nashville', 'TN', 1], ['St. Louis', 'MO', 1],
  ['Baltimore', 'MD', 1], ['Madison', 'WI', 1], ['Houston', 'TX', 1], ['Orlando', 'FL', 1],
];

export const STATE_NAMES: Record<string, string> = {
  AZ: 'Arizona', CA: 'California', CO: 'Colorado', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  IL: 'Illinois', MA: 'Massachusetts', MD: 'Maryland', MI: 'Michigan', MN: 'Minnesota', MO: 'Missouri',
  NC: 'North Carolina', NJ: 'New Jersey', NY: 'New York', OH: 'Ohio', OR: 'Oregon', PA: 'Pennsylvania',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VA: 'Virginia', WA: 'Washington', WI: 'Wisconsin',
};

const NAME_FIRST = [
  'Northwind', 'Bluefin', 'Cedar', 'Summit', 'Harbor', 'Lumen', 'Quanta', 'Vertex', 'Redwood', 'Ironclad',
  'Silverline', 'Brightpath', 'Keystone', 'Meridian', 'Polaris', 'Granite', 'Cobalt', 'Evergreen', 'Sterling', 'Aster',
  'Beacon', 'Crescent', 'Helix', 'Orchid', 'Pinnacle', 'Riverstone', 'Tidewater', 'Zenith', 'Atlas', 'Nimbus',
  'Falcon', 'Juniper', 'Maple', 'Onyx', 'Prairie', 'Sequoia', 'Trident', 'Vantage', 'Willow', 'Arcadia',
];
const NAME_SECOND = [
  'Systems', 'Analytics', 'Health', 'Labs', 'Technologies', 'Financial', 'Networks', 'Robotics', 'Bio', 'Software',
  'Data', 'Cloud', 'Energy', 'Capital', 'Medical', 'Semiconductor', 'Logistics', 'Insurance', 'Learning', 'Security',
];
const NAME_SUFFIX = ['Inc.', 'LLC', 'Corp.', 'Group', 'Co.'];

/** Which fields a company of a given name part tends to hire for. */
const SECOND_TO_FIELDS: Record<string, string[]> = {
  Systems: ['software', 'cloud', 'qa', 'engineering'], Analytics: ['data', 'ml', 'software', 'product'],
  Health: ['healthcare', 'data', 'software', 'research'], Labs: ['research', 'ml', 'software'],
  Technologies: ['software', 'cloud', 'qa', 'product', 'design'], Financial: ['finance', 'data', 'software', 'qa'],
  Networks: ['cloud', 'software', 'engineering'], Robotics: ['engineering', 'ml', 'software'],
  Bio: ['research', 'data', 'healthcare'], Software: ['software', 'qa', 'product', 'design', 'cloud'],
  Data: ['data', 'ml', 'cloud', 'software'], Cloud: ['cloud', 'software', 'qa'],
  Energy: ['engineering', 'data', 'finance'], Capital: ['finance', 'data', 'software'],
  Medical: ['healthcare', 'research', 'engineering'], Semiconductor: ['engineering', 'software', 'ml'],
  Logistics: ['software', 'data', 'product', 'engineering'], Insurance: ['finance', 'data', 'qa', 'software'],
  Learning: ['education', 'software', 'design', 'data'], Security: ['cloud', 'software', 'qa'],
};

export type Company = {
  name: string;
  slug: string;
  fields: string[];
  industry: string;
  headquarters: string;
  size: string;
  /** Share of this company's postings that state sponsorship. */
  sponsorRate: number;
  color: string;
};

export const COMPANY_SIZES = ['51-200 employees', '201-500 employees', '501-1,000 employees', '1,001-5,000 employees', '5,001-10,000 employees', '10,001+ employees'];
const PALETTE = ['#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0e7490', '#4338ca', '#15803d', '#a21caf', '#c2410c'];

/** Builds the fictional company list deterministically from the name parts. */
export function buildCompanies(count: number, pick: (n: number) => number): Company[] {
  const companies: Company[] = [];
  const seen = new Set<string>();
  for (let i = 0; companies.length < count && i < count * 20; i++) {
    const first = NAME_FIRST[pick(NAME_FIRST.length)] as string;
    const second = NAME_SECOND[pick(NAME_SECOND.length)] as string;
    const name = `${first} ${second}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const fields = SECOND_TO_FIELDS[second] ?? ['software'];
    const field = FIELDS.find((f) => f.key === fields[0]);
    const [city, state] = LOCATIONS[pick(LOCATIONS.length)] ?? ['New York', 'NY'];
    companies.push({
      name: pick(4) === 0 ? `${name} ${NAME_SUFFIX[pick(NAME_SUFFIX.length)]}` : name,
      slug: slugify(name),
      fields,
      industry: field?.industries[pick(field.industries.length)] ?? 'Software Development',
      headquarters: `${city}, ${state}`,
      size: COMPANY_SIZES[pick(COMPANY_SIZES.length)] as string,
      sponsorRate: [0.95, 0.9, 0.85, 0.75, 0.6, 0.3][pick(6)] as number,
      color: PALETTE[pick(PALETTE.length)] as string,
    });
  }
  return companies;
}

export const BENEFITS = [
  'Health insurance', 'Dental insurance', 'Vision insurance', '401(k) matching', 'Paid time off', 'Parental leave',
  'Remote work stipend', 'Learning and development budget', 'Stock options', 'Annual bonus', 'Relocation assistance',
  'Immigration and visa support', 'Commuter benefits', 'Wellness program', 'Life insurance', 'Tuition reimbursement',
];

export const SPONSOR_SENTENCES = [
  'We sponsor H-1B visas for this role and support H-1B transfers.',
  'Visa sponsorship is available for qualified candidates, including H-1B and green card sponsorship.',
  'This position is eligible for H-1B sponsorship.',
  'We welcome international candidates and will sponsor work visas where needed.',
];
export const NO_SPONSOR_SENTENCES = [
  'Candidates must be authorized to work in the US without sponsorship now or in the future.',
  'We are unable to sponsor visas for this position.',
  'This role requires US citizenship due to a security clearance requirement.',
];
