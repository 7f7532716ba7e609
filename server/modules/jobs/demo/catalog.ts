import { slugify } from '../../../../core/slug.ts';

/**
 * Vocabulary of the demo data generator. Everything a demo job says is derived from two tables, so the
 * parts of a posting agree with each other:
 * - FIELDS: roles grouped by field, each role with its own skills, degree subjects, credential, duties and
 *   pay band (a Registered Nurse asks for a BSN and Epic, never for Kubernetes or a degree in Finance);
 * - INDUSTRIES: what a company of that industry is, what its name sounds like, which roles it hires (its own
 *   fields, plus a few corporate roles that every kind of employer hires, CROSS_INDUSTRY_ROLES), which
 *   benefits it offers and whether it may work abroad or require a clearance.
 * US locations are weighted roughly like the worksites of H1B filings (California, Texas, New York,
 * Washington, New Jersey first).
 */

/** How a role states its education requirement (see educationSentence in generator.ts). */
export type Education =
  'degree' | 'masters' | 'phd' | 'bsn' | 'msn' | 'md' | 'pharmd' | 'dpt' | 'ot' | 'teacher';

export type Role = {
  title: string;
  /** Key of the field the role belongs to. */
  field: string;
  /** The role's skills; the first is always asked for (a Java Developer always asks for Java). */
  skills: string[];
  /** Degree subjects that fit the role; the posting names one of them. */
  degrees: string[];
  education: Education;
  duties: string[];
  /** Yearly USD pay band for a mid-level hire. */
  pay: [number, number];
  /** Takes Junior/Senior/Staff/Principal/Lead prefixes. */
  levels: boolean;
  /** Has internships. */
  intern: boolean;
  /** Done at the workplace (clinic, lab, classroom, plant): never remote. */
  onsite: boolean;
  /** Often paid by the hour. */
  hourly: boolean;
  /** The team the hire joins ('care team', 'faculty'). */
  team: string;
};

type RoleSpec = { title: string; skills: string[] } & Partial<Omit<Role, 'title' | 'field' | 'skills'>>;

export type Field = {
  key: string;
  team: string;
  degrees: string[];
  duties: string[];
  pay: [number, number];
  roles: Role[];
  /** Titles of the field's roles (the search benchmark draws its vocabulary from these). */
  titles: string[];
  /** Every skill any of the field's roles asks for. */
  skills: string[];
};

function field(spec: {
  key: string;
  team: string;
  degrees: string[];
  duties: string[];
  pay: [number, number];
  roles: RoleSpec[];
}): Field {
  const roles = spec.roles.map((r): Role => ({
    field: spec.key,
    degrees: spec.degrees,
    education: 'degree',
    duties: spec.duties,
    pay: spec.pay,
    levels: true,
    intern: true,
    onsite: false,
    hourly: false,
    team: spec.team,
    ...r,
  }));
  return {
    key: spec.key,
    team: spec.team,
    degrees: spec.degrees,
    duties: spec.duties,
    pay: spec.pay,
    roles,
    titles: roles.map((r) => r.title),
    skills: [...new Set(roles.flatMap((r) => r.skills))],
  };
}

const CLINICAL = { levels: false, intern: false, onsite: true, team: 'care team' } as const;

export const FIELDS: Field[] = [
  field({
    key: 'software',
    team: 'engineering team',
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
    roles: [
      {
        title: 'Software Engineer',
        skills: [
          'Java',
          'Python',
          'Go',
          'TypeScript',
          'SQL',
          'distributed systems',
          'AWS',
          'REST APIs',
          'Docker',
        ],
      },
      {
        title: 'Backend Engineer',
        skills: ['Java', 'Go', 'Python', 'PostgreSQL', 'Kafka', 'microservices', 'REST APIs', 'Redis', 'AWS'],
      },
      {
        title: 'Frontend Engineer',
        skills: [
          'TypeScript',
          'React',
          'JavaScript',
          'HTML and CSS',
          'accessibility',
          'GraphQL',
          'Next.js',
          'web performance',
        ],
      },
      {
        title: 'Full Stack Developer',
        skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'REST APIs', 'GraphQL', 'Docker', 'AWS'],
      },
      {
        title: 'Software Development Engineer',
        skills: [
          'Java',
          'C++',
          'AWS',
          'distributed systems',
          'data structures and algorithms',
          'SQL',
          'microservices',
        ],
      },
      {
        title: 'Java Developer',
        skills: ['Java', 'Spring Boot', 'Hibernate', 'SQL', 'REST APIs', 'microservices', 'Kafka', 'Maven'],
      },
      {
        title: 'Python Developer',
        skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'REST APIs', 'Celery', 'Docker', 'AWS'],
      },
      {
        title: 'React Developer',
        skills: ['React', 'TypeScript', 'JavaScript', 'Redux', 'HTML and CSS', 'Jest', 'GraphQL'],
      },
      {
        title: 'Mobile Engineer (iOS)',
        skills: ['Swift', 'SwiftUI', 'UIKit', 'Objective-C', 'Xcode', 'Core Data', 'REST APIs'],
      },
      {
        title: 'Android Developer',
        skills: ['Kotlin', 'Java', 'Android SDK', 'Jetpack Compose', 'Gradle', 'REST APIs', 'Room'],
      },
      {
        title: 'Embedded Software Engineer',
        skills: ['C', 'C++', 'RTOS', 'embedded Linux', 'microcontrollers', 'device drivers', 'Python'],
        degrees: ['Computer Engineering', 'Electrical Engineering', 'Computer Science'],
        duties: [
          'write firmware and drivers for our devices',
          'bring up new boards with the hardware team',
          'debug timing, memory and power issues on real hardware',
          'build test rigs and automated tests for embedded code',
        ],
      },
      {
        title: 'Golang Engineer',
        skills: ['Go', 'gRPC', 'Kubernetes', 'PostgreSQL', 'microservices', 'Docker', 'distributed systems'],
      },
      {
        title: '.NET Developer',
        skills: ['C#', '.NET', 'ASP.NET Core', 'SQL Server', 'Azure', 'Entity Framework', 'REST APIs'],
      },
      {
        title: 'Node.js Developer',
        skills: [
          'Node.js',
          'TypeScript',
          'JavaScript',
          'Express',
          'MongoDB',
          'PostgreSQL',
          'REST APIs',
          'AWS',
        ],
      },
      {
        title: 'C++ Developer',
        skills: ['C++', 'Linux', 'multithreading', 'STL', 'CMake', 'low-latency systems', 'Python'],
      },
      {
        title: 'Salesforce Developer',
        skills: ['Salesforce', 'Apex', 'Lightning Web Components', 'SOQL', 'JavaScript', 'REST APIs'],
        degrees: ['Computer Science', 'Information Systems'],
      },
    ],
  }),
  field({
    key: 'data',
    team: 'data team',
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
    roles: [
      {
        title: 'Data Scientist',
        skills: [
          'Python',
          'SQL',
          'statistics',
          'machine learning',
          'A/B testing',
          'pandas',
          'R',
          'scikit-learn',
        ],
      },
      {
        title: 'Data Analyst',
        skills: [
          'SQL',
          'Excel',
          'Tableau',
          'Power BI',
          'Python',
          'statistics',
          'Looker',
          'data visualization',
        ],
        pay: [75_000, 115_000],
      },
      {
        title: 'Data Engineer',
        skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt', 'AWS', 'data modeling'],
        degrees: ['Computer Science', 'Computer Engineering', 'Information Systems', 'Data Science'],
      },
      {
        title: 'Analytics Engineer',
        skills: ['SQL', 'dbt', 'Snowflake', 'data modeling', 'Looker', 'Python', 'Airflow', 'BigQuery'],
      },
      {
        title: 'Business Intelligence Analyst',
        skills: ['SQL', 'Power BI', 'Tableau', 'Excel', 'data modeling', 'Looker', 'data visualization'],
        degrees: ['Information Systems', 'Business Analytics', 'Economics', 'Computer Science'],
        pay: [80_000, 120_000],
      },
      {
        title: 'Big Data Engineer',
        skills: ['Spark', 'Hadoop', 'Scala', 'Kafka', 'Hive', 'Python', 'AWS', 'SQL'],
        degrees: ['Computer Science', 'Computer Engineering', 'Information Systems'],
      },
      {
        title: 'Product Analyst',
        skills: ['SQL', 'A/B testing', 'Amplitude', 'Python', 'statistics', 'Looker', 'product analytics'],
      },
      {
        title: 'Supply Chain Analyst',
        skills: ['Excel', 'SQL', 'demand forecasting', 'SAP', 'inventory planning', 'Tableau', 'Python'],
        degrees: [
          'Supply Chain Management',
          'Industrial Engineering',
          'Operations Research',
          'Business Administration',
        ],
        duties: [
          'forecast demand and plan inventory across our network',
          'find and remove bottlenecks with suppliers and carriers',
          'build the reports operations leaders use every week',
          'model the cost of sourcing and shipping decisions',
        ],
        pay: [70_000, 105_000],
      },
    ],
  }),
  field({
    key: 'ml',
    team: 'machine learning team',
    degrees: ['Computer Science', 'Machine Learning', 'Electrical Engineering', 'Statistics'],
    duties: [
      'train, evaluate and ship machine learning models to production',
      'build the pipelines that keep models fresh and monitored',
      'read research papers and turn promising ideas into product improvements',
      'work with data engineers to collect and label high-quality training data',
      'measure model quality offline and online and explain the trade-offs',
    ],
    pay: [140_000, 210_000],
    roles: [
      {
        title: 'Machine Learning Engineer',
        skills: [
          'Python',
          'PyTorch',
          'TensorFlow',
          'MLOps',
          'model serving',
          'Kubernetes',
          'feature stores',
          'scikit-learn',
        ],
      },
      {
        title: 'AI Engineer',
        skills: [
          'large language models',
          'Python',
          'PyTorch',
          'retrieval-augmented generation',
          'vector databases',
          'prompt engineering',
          'MLOps',
        ],
      },
      {
        title: 'Applied Scientist',
        skills: [
          'Python',
          'PyTorch',
          'deep learning',
          'statistics',
          'NLP',
          'large language models',
          'experimentation',
        ],
        education: 'phd',
      },
      {
        title: 'Research Scientist, Machine Learning',
        skills: [
          'deep learning',
          'PyTorch',
          'large language models',
          'JAX',
          'CUDA',
          'Python',
          'reinforcement learning',
        ],
        education: 'phd',
      },
      {
        title: 'Computer Vision Engineer',
        skills: ['computer vision', 'PyTorch', 'OpenCV', 'C++', 'CUDA', 'deep learning', 'Python'],
      },
      {
        title: 'NLP Engineer',
        skills: [
          'NLP',
          'large language models',
          'PyTorch',
          'Python',
          'Hugging Face Transformers',
          'text classification',
        ],
      },
      {
        title: 'MLOps Engineer',
        skills: [
          'MLOps',
          'Kubernetes',
          'Python',
          'Kubeflow',
          'MLflow',
          'model serving',
          'Docker',
          'feature stores',
        ],
      },
    ],
  }),
  field({
    key: 'cloud',
    team: 'infrastructure team',
    degrees: ['Computer Science', 'Information Technology', 'Computer Engineering'],
    duties: [
      'automate infrastructure with code and keep it secure',
      'run Kubernetes clusters and the deployment pipeline for every team',
      'define service level objectives and help teams meet them',
      'lead incident response and blameless postmortems',
      'reduce cloud costs without hurting reliability',
    ],
    pay: [120_000, 180_000],
    roles: [
      {
        title: 'DevOps Engineer',
        skills: ['CI/CD', 'AWS', 'Terraform', 'Docker', 'Kubernetes', 'Linux', 'Bash', 'Ansible', 'Python'],
      },
      {
        title: 'Site Reliability Engineer',
        skills: ['Kubernetes', 'Linux', 'Prometheus', 'Grafana', 'Go', 'Python', 'incident response', 'AWS'],
      },
      {
        title: 'Cloud Engineer',
        skills: ['AWS', 'Azure', 'GCP', 'Terraform', 'Linux', 'networking', 'Python', 'Docker'],
      },
      {
        title: 'Platform Engineer',
        skills: ['Kubernetes', 'Terraform', 'Go', 'CI/CD', 'Docker', 'AWS', 'Helm'],
      },
      {
        title: 'Cloud Architect',
        skills: ['cloud architecture', 'AWS', 'Azure', 'GCP', 'Terraform', 'networking', 'security'],
      },
      {
        title: 'Infrastructure Engineer',
        skills: ['Linux', 'networking', 'Terraform', 'Ansible', 'AWS', 'Bash', 'Python'],
      },
      {
        title: 'Security Engineer',
        skills: [
          'application security',
          'incident response',
          'threat modeling',
          'AWS',
          'Python',
          'SIEM',
          'penetration testing',
          'Linux',
        ],
        degrees: ['Computer Science', 'Cybersecurity', 'Information Technology'],
        duties: [
          'find and fix vulnerabilities before attackers do',
          'run threat models and security reviews with product teams',
          'build detection and respond to security incidents',
          'harden our cloud accounts, endpoints and identity systems',
        ],
      },
      {
        title: 'Network Engineer',
        skills: ['networking', 'Cisco', 'BGP', 'TCP/IP', 'firewalls', 'Linux', 'Python'],
        degrees: ['Computer Engineering', 'Information Technology', 'Electrical Engineering'],
        duties: [
          'design, run and monitor our wide-area and data-center networks',
          'plan capacity and upgrades with no downtime',
          'automate network configuration and audits',
          'troubleshoot outages with carriers and vendors',
        ],
        pay: [95_000, 150_000],
      },
      {
        title: 'Database Administrator',
        skills: [
          'SQL',
          'PostgreSQL',
          'Oracle',
          'SQL Server',
          'performance tuning',
          'backup and recovery',
          'Linux',
        ],
        degrees: ['Computer Science', 'Information Technology', 'Information Systems'],
        duties: [
          'keep our databases fast, backed up and recoverable',
          'tune queries and indexes with application teams',
          'plan upgrades, migrations and capacity',
          'manage access and audit trails for sensitive data',
        ],
        pay: [95_000, 145_000],
      },
    ],
  }),
  field({
    key: 'qa',
    team: 'quality engineering team',
    degrees: ['Computer Science', 'Information Systems', 'Computer Engineering'],
    duties: [
      'design test strategies for new features and releases',
      'build and maintain automated test suites that run on every change',
      'find, reproduce and track defects with engineering teams',
      'measure performance under load and report regressions',
    ],
    pay: [85_000, 135_000],
    roles: [
      {
        title: 'QA Engineer',
        skills: ['Selenium', 'Java', 'Python', 'API testing', 'test plans', 'CI/CD', 'Jira'],
      },
      {
        title: 'Software Development Engineer in Test',
        skills: ['Java', 'Python', 'Playwright', 'Selenium', 'API testing', 'CI/CD', 'JavaScript'],
      },
      {
        title: 'Test Automation Engineer',
        skills: ['Playwright', 'Cypress', 'Selenium', 'JavaScript', 'TypeScript', 'CI/CD', 'API testing'],
      },
      {
        title: 'Quality Assurance Analyst',
        skills: ['test plans', 'manual testing', 'regression testing', 'Jira', 'SQL', 'API testing'],
        pay: [70_000, 105_000],
      },
      {
        title: 'Performance Test Engineer',
        skills: ['JMeter', 'Gatling', 'performance testing', 'Java', 'Grafana', 'Linux', 'API testing'],
      },
    ],
  }),
  field({
    key: 'product',
    team: 'product team',
    degrees: ['Business Administration', 'Computer Science', 'Engineering'],
    duties: [
      'own the roadmap for a product area and explain why it matters',
      'talk to customers and turn what you learn into clear requirements',
      'work with engineering and design to ship on time',
      'define success metrics and track them after launch',
      'coordinate cross-team programs and remove blockers',
    ],
    pay: [120_000, 185_000],
    roles: [
      {
        title: 'Product Manager',
        skills: [
          'product strategy',
          'roadmapping',
          'user research',
          'SQL',
          'Agile',
          'go-to-market',
          'stakeholder management',
          'data analysis',
        ],
      },
      {
        title: 'Technical Program Manager',
        skills: [
          'program management',
          'Agile',
          'stakeholder management',
          'Jira',
          'risk management',
          'system design',
        ],
        degrees: ['Computer Science', 'Engineering', 'Information Systems'],
      },
      {
        title: 'Product Owner',
        skills: ['Agile', 'Scrum', 'Jira', 'user stories', 'backlog management', 'stakeholder management'],
      },
      {
        title: 'Project Manager',
        skills: [
          'project planning',
          'stakeholder management',
          'budgeting',
          'risk management',
          'Agile',
          'Scrum',
          'Jira',
        ],
        degrees: ['Business Administration', 'Engineering', 'Project Management'],
        duties: [
          'plan projects, track budgets and keep stakeholders informed',
          'run status meetings and keep risks and decisions written down',
          'coordinate vendors and internal teams to deliver on time',
          'improve how the organization plans and delivers projects',
        ],
        pay: [90_000, 140_000],
      },
      {
        title: 'Program Manager',
        skills: [
          'program management',
          'stakeholder management',
          'budgeting',
          'Agile',
          'risk management',
          'reporting',
        ],
      },
    ],
  }),
  field({
    key: 'design',
    team: 'design team',
    degrees: ['Human-Computer Interaction', 'Design', 'Psychology'],
    duties: [
      'design simple, accessible experiences for complex workflows',
      'run user interviews and usability studies',
      'contribute to and evolve our design system',
      'work closely with engineers through implementation',
    ],
    pay: [100_000, 160_000],
    roles: [
      {
        title: 'UX Designer',
        skills: [
          'Figma',
          'prototyping',
          'user research',
          'usability testing',
          'interaction design',
          'accessibility',
        ],
      },
      {
        title: 'Product Designer',
        skills: [
          'Figma',
          'design systems',
          'prototyping',
          'interaction design',
          'user research',
          'accessibility',
        ],
      },
      {
        title: 'UI/UX Designer',
        skills: [
          'Figma',
          'visual design',
          'prototyping',
          'design systems',
          'Adobe Creative Suite',
          'accessibility',
        ],
      },
      {
        title: 'UX Researcher',
        skills: [
          'user research',
          'usability testing',
          'survey design',
          'interviewing',
          'qualitative analysis',
          'statistics',
        ],
        degrees: ['Human-Computer Interaction', 'Psychology', 'Anthropology'],
      },
      {
        title: 'Interaction Designer',
        skills: [
          'interaction design',
          'Figma',
          'prototyping',
          'motion design',
          'accessibility',
          'usability testing',
        ],
      },
    ],
  }),
  field({
    key: 'finance',
    team: 'finance team',
    degrees: ['Finance', 'Accounting', 'Economics', 'Business Administration'],
    duties: [
      'build financial models that support planning and investment decisions',
      'analyze performance and explain variances to leadership',
      'improve reporting processes and controls',
      'work with business partners on budgets and forecasts',
    ],
    pay: [80_000, 140_000],
    roles: [
      {
        title: 'Financial Analyst',
        skills: [
          'financial modeling',
          'Excel',
          'forecasting',
          'budgeting',
          'SQL',
          'PowerPoint',
          'variance analysis',
        ],
      },
      {
        title: 'Quantitative Analyst',
        skills: [
          'Python',
          'C++',
          'statistics',
          'stochastic calculus',
          'time series analysis',
          'SQL',
          'derivatives pricing',
        ],
        degrees: ['Mathematics', 'Financial Engineering', 'Physics', 'Statistics'],
        education: 'masters',
        duties: [
          'research, build and validate pricing and trading models',
          'analyze large financial time series for signals and risk',
          'work with traders and engineers to put models into production',
          'document models for risk and regulatory review',
        ],
        pay: [140_000, 220_000],
      },
      {
        title: 'Business Analyst',
        skills: [
          'requirements gathering',
          'SQL',
          'Excel',
          'process mapping',
          'stakeholder management',
          'Tableau',
          'Jira',
        ],
        degrees: ['Business Administration', 'Information Systems', 'Economics'],
        duties: [
          'gather requirements from business teams and write them down clearly',
          'map current processes and design better ones',
          'analyze data to size problems and measure improvements',
          'work with engineering teams through delivery and testing',
        ],
        pay: [75_000, 120_000],
      },
      {
        title: 'Risk Analyst',
        skills: [
          'risk management',
          'credit risk',
          'Excel',
          'SQL',
          'Python',
          'stress testing',
          'regulatory reporting',
        ],
        degrees: ['Finance', 'Economics', 'Mathematics'],
      },
      {
        title: 'Accountant',
        skills: [
          'GAAP',
          'general ledger',
          'account reconciliation',
          'month-end close',
          'Excel',
          'NetSuite',
          'QuickBooks',
        ],
        degrees: ['Accounting', 'Finance'],
        duties: [
          'own month-end close, journal entries and account reconciliations',
          'prepare financial statements under GAAP',
          'support audits and keep internal controls current',
          'improve accounting processes and systems',
        ],
        pay: [65_000, 95_000],
      },
      {
        title: 'Investment Banking Associate',
        skills: [
          'financial modeling',
          'valuation',
          'M&A',
          'Excel',
          'PowerPoint',
          'Bloomberg',
          'due diligence',
        ],
        degrees: ['Finance', 'Economics', 'Business Administration'],
        pay: [150_000, 225_000],
      },
      {
        title: 'Actuarial Analyst',
        skills: ['actuarial modeling', 'Excel', 'SQL', 'Python', 'VBA', 'statistics', 'pricing'],
        degrees: ['Actuarial Science', 'Mathematics', 'Statistics'],
        duties: [
          'price insurance products and estimate reserves',
          'build and maintain actuarial models',
          'study claims experience and explain the trends',
          'prepare for actuarial exams with company support',
        ],
      },
      {
        title: 'Auditor',
        skills: ['auditing', 'internal controls', 'GAAP', 'SOX compliance', 'risk assessment', 'Excel'],
        degrees: ['Accounting', 'Finance'],
        duties: [
          'plan and carry out financial and operational audits',
          'test internal controls and document the findings',
          'explain audit results to management and follow up on fixes',
          'keep up with accounting standards and regulations',
        ],
        pay: [70_000, 110_000],
      },
    ],
  }),
  field({
    key: 'consulting',
    team: 'consulting practice',
    degrees: ['Business Administration', 'Information Systems', 'Computer Science', 'Economics'],
    duties: [
      'lead client workshops and turn what you learn into a plan',
      'design solutions with client teams and see them delivered',
      'write clear recommendations and present them to executives',
      'build long-term relationships with the clients you serve',
    ],
    pay: [95_000, 160_000],
    roles: [
      {
        title: 'Management Consultant',
        skills: [
          'strategy',
          'market research',
          'financial modeling',
          'Excel',
          'PowerPoint',
          'stakeholder management',
          'data analysis',
        ],
        degrees: ['Business Administration', 'Economics', 'Engineering'],
      },
      {
        title: 'Technology Consultant',
        skills: [
          'systems integration',
          'cloud migration',
          'solution design',
          'Agile',
          'SQL',
          'AWS',
          'stakeholder management',
        ],
      },
      {
        title: 'SAP Consultant',
        skills: ['SAP S/4HANA', 'SAP FICO', 'ABAP', 'business process design', 'systems integration', 'SQL'],
      },
      {
        title: 'Implementation Consultant',
        skills: [
          'software implementation',
          'data migration',
          'requirements gathering',
          'SQL',
          'customer training',
          'Jira',
        ],
      },
      {
        title: 'Sales Engineer',
        skills: ['technical demos', 'solution design', 'customer discovery', 'REST APIs', 'SQL', 'AWS'],
        degrees: ['Computer Science', 'Engineering', 'Information Systems'],
        duties: [
          'run technical discovery and product demos with prospective customers',
          'design proofs of concept that show how our product fits',
          'answer security and architecture questionnaires',
          'bring what customers ask for back to the product team',
        ],
        team: 'sales team',
      },
      {
        title: 'Solutions Architect',
        skills: [
          'solution design',
          'cloud architecture',
          'AWS',
          'REST APIs',
          'systems integration',
          'security',
        ],
        degrees: ['Computer Science', 'Computer Engineering', 'Information Systems'],
        pay: [130_000, 190_000],
      },
    ],
  }),
  field({
    key: 'healthcare',
    team: 'care team',
    degrees: ['Nursing'],
    duties: [
      'provide safe, compassionate care to a diverse patient population',
      'work within an interdisciplinary care team',
      'document care accurately in the electronic health record',
      'educate patients and families',
    ],
    pay: [75_000, 130_000],
    roles: [
      {
        title: 'Registered Nurse',
        skills: [
          'patient care',
          'care planning',
          'medication administration',
          'electronic health records',
          'Epic',
          'BLS certification',
          'ACLS certification',
          'clinical documentation',
        ],
        degrees: ['Nursing'],
        education: 'bsn',
        pay: [80_000, 115_000],
        hourly: true,
        ...CLINICAL,
      },
      {
        title: 'Nurse Practitioner',
        skills: [
          'patient care',
          'diagnosis and treatment',
          'prescribing',
          'care planning',
          'electronic health records',
          'Epic',
        ],
        degrees: ['Nursing'],
        education: 'msn',
        pay: [120_000, 150_000],
        ...CLINICAL,
      },
      {
        title: 'Physical Therapist',
        skills: [
          'patient evaluation',
          'manual therapy',
          'therapeutic exercise',
          'treatment planning',
          'clinical documentation',
          'electronic health records',
        ],
        degrees: ['Physical Therapy'],
        education: 'dpt',
        duties: [
          'evaluate patients and write treatment plans with measurable goals',
          'treat patients recovering from injury, surgery and illness',
          'teach patients and families exercises for home',
          'document care accurately in the electronic health record',
        ],
        pay: [85_000, 110_000],
        ...CLINICAL,
      },
      {
        title: 'Occupational Therapist',
        skills: [
          'patient evaluation',
          'activities of daily living',
          'treatment planning',
          'therapeutic exercise',
          'clinical documentation',
          'electronic health records',
        ],
        degrees: ['Occupational Therapy'],
        education: 'ot',
        duties: [
          'evaluate how patients manage daily activities and set goals with them',
          'help patients regain independence after illness or injury',
          'recommend adaptive equipment and home changes',
          'document care accurately in the electronic health record',
        ],
        pay: [85_000, 110_000],
        ...CLINICAL,
      },
      {
        title: 'Hospitalist Physician',
        skills: [
          'inpatient medicine',
          'patient care',
          'clinical decision-making',
          'care coordination',
          'electronic health records',
          'Epic',
        ],
        degrees: ['Internal Medicine', 'Family Medicine'],
        education: 'md',
        duties: [
          'care for hospitalized adults from admission to discharge',
          'lead the daily plan with nurses, pharmacists and specialists',
          'talk with patients and families about diagnoses and choices',
          'teach residents and take part in quality improvement',
        ],
        pay: [260_000, 330_000],
        ...CLINICAL,
      },
      {
        title: 'Pharmacist',
        skills: [
          'medication therapy management',
          'pharmacology',
          'drug interactions',
          'patient counseling',
          'sterile compounding',
          'electronic health records',
        ],
        degrees: ['Pharmacy'],
        education: 'pharmd',
        duties: [
          'review and verify medication orders for safety and effectiveness',
          'counsel patients and advise physicians on drug therapy',
          'oversee compounding and dispensing in line with regulations',
          'take part in medication safety programs',
        ],
        pay: [125_000, 155_000],
        ...CLINICAL,
      },
      {
        title: 'Clinical Research Coordinator',
        skills: [
          'clinical research',
          'Good Clinical Practice',
          'informed consent',
          'IRB submissions',
          'REDCap',
          'data collection',
          'HIPAA',
        ],
        degrees: ['Biology', 'Public Health', 'Health Sciences', 'Nursing'],
        duties: [
          'screen, enroll and follow participants in clinical trials',
          'keep study records, consent forms and IRB submissions in order',
          'collect and enter study data accurately and on time',
          'work with investigators, sponsors and monitors',
        ],
        pay: [55_000, 80_000],
        onsite: true,
        intern: false,
        team: 'clinical research team',
      },
      {
        title: 'Medical Technologist',
        skills: [
          'laboratory testing',
          'quality control',
          'specimen processing',
          'hematology',
          'microbiology',
          'laboratory information systems',
        ],
        degrees: ['Medical Laboratory Science', 'Clinical Laboratory Science', 'Biology'],
        duties: [
          'run and verify clinical laboratory tests',
          'calibrate instruments and run quality control',
          'report critical results to care teams quickly',
          'follow laboratory safety and accreditation standards',
        ],
        pay: [65_000, 90_000],
        hourly: true,
        ...CLINICAL,
        team: 'laboratory team',
      },
    ],
  }),
  field({
    key: 'research',
    team: 'research team',
    degrees: ['Biology', 'Chemistry', 'Biochemistry'],
    duties: [
      'design and run experiments and analyze the results',
      'publish in peer-reviewed journals and present at conferences',
      'collaborate with clinical and engineering partners',
      'mentor junior researchers',
    ],
    pay: [70_000, 130_000],
    roles: [
      {
        title: 'Research Scientist',
        skills: [
          'experimental design',
          'statistics',
          'scientific writing',
          'laboratory techniques',
          'data analysis',
          'Python',
        ],
        degrees: ['Biology', 'Chemistry', 'Physics', 'Biochemistry'],
        education: 'phd',
        pay: [110_000, 160_000],
      },
      {
        title: 'Postdoctoral Researcher',
        skills: [
          'experimental design',
          'scientific writing',
          'grant writing',
          'statistics',
          'laboratory techniques',
          'Python',
          'R',
        ],
        degrees: ['Biology', 'Chemistry', 'Physics', 'Neuroscience'],
        education: 'phd',
        pay: [58_000, 72_000],
        levels: false,
        intern: false,
      },
      {
        title: 'Research Associate',
        skills: [
          'laboratory techniques',
          'cell culture',
          'PCR',
          'data analysis',
          'experimental design',
          'lab documentation',
        ],
        degrees: ['Biology', 'Chemistry', 'Biochemistry'],
        duties: [
          'run experiments and assays following established protocols',
          'keep careful lab notebooks and analyze the results',
          'maintain lab equipment, reagents and cell lines',
          'present results at team meetings',
        ],
        pay: [55_000, 80_000],
        onsite: true,
      },
      {
        title: 'Biostatistician',
        skills: ['SAS', 'R', 'statistics', 'clinical trials', 'survival analysis', 'study design', 'CDISC'],
        degrees: ['Biostatistics', 'Statistics'],
        education: 'masters',
        duties: [
          'design studies and write statistical analysis plans',
          'analyze clinical and observational data with SAS and R',
          'write the statistical sections of reports and publications',
          'advise investigators on sample size and methods',
        ],
        pay: [100_000, 150_000],
      },
      {
        title: 'Computational Biologist',
        skills: [
          'bioinformatics',
          'genomics',
          'Python',
          'R',
          'next-generation sequencing',
          'statistics',
          'machine learning',
        ],
        degrees: ['Bioinformatics', 'Computational Biology', 'Biology', 'Computer Science'],
        education: 'phd',
        pay: [110_000, 160_000],
      },
      {
        title: 'Analytical Chemist',
        skills: [
          'HPLC',
          'mass spectrometry',
          'method development',
          'analytical chemistry',
          'GMP',
          'lab documentation',
        ],
        degrees: ['Chemistry', 'Analytical Chemistry'],
        duties: [
          'develop and validate analytical methods',
          'test raw materials and products to specification',
          'investigate out-of-specification results',
          'write reports that meet GMP documentation standards',
        ],
        pay: [70_000, 105_000],
        onsite: true,
        team: 'analytical sciences team',
      },
    ],
  }),
  field({
    key: 'education',
    team: 'faculty',
    degrees: ['Education'],
    duties: [
      'teach undergraduate and graduate courses',
      'develop curriculum and assessments',
      'advise and mentor students',
      'contribute to research and service in the department',
    ],
    pay: [60_000, 110_000],
    roles: [
      {
        title: 'Assistant Professor',
        skills: [
          'teaching',
          'research',
          'grant writing',
          'curriculum design',
          'student advising',
          'scientific writing',
        ],
        degrees: ['Computer Science', 'Mathematics', 'Electrical Engineering', 'Economics', 'Biology'],
        education: 'phd',
        pay: [90_000, 135_000],
        levels: false,
        intern: false,
        onsite: true,
      },
      {
        title: 'Lecturer',
        skills: [
          'teaching',
          'course development',
          'curriculum design',
          'student assessment',
          'learning management systems',
        ],
        degrees: ['Mathematics', 'Computer Science', 'Statistics', 'English'],
        education: 'masters',
        duties: [
          'teach introductory and advanced undergraduate courses',
          'develop course materials and assessments',
          'hold office hours and advise students',
          'coordinate teaching assistants for large courses',
        ],
        pay: [60_000, 85_000],
        levels: false,
        intern: false,
        onsite: true,
      },
      {
        title: 'Special Education Teacher',
        skills: [
          'individualized education programs',
          'classroom management',
          'differentiated instruction',
          'behavior support',
          'student assessment',
        ],
        degrees: ['Special Education'],
        education: 'teacher',
        duties: [
          'write and carry out individualized education programs',
          'adapt lessons so every student can take part',
          'work with families, therapists and general education teachers',
          'track progress and report it to families',
        ],
        pay: [52_000, 78_000],
        levels: false,
        intern: false,
        onsite: true,
        team: 'school community',
      },
      {
        title: 'Math Teacher',
        skills: [
          'lesson planning',
          'classroom management',
          'student assessment',
          'differentiated instruction',
          'algebra',
          'geometry',
        ],
        degrees: ['Mathematics', 'Mathematics Education'],
        education: 'teacher',
        duties: [
          'plan and teach engaging math lessons',
          'assess student work and give useful feedback',
          'support students who need extra help',
          'work with colleagues on curriculum and school events',
        ],
        pay: [50_000, 75_000],
        levels: false,
        intern: false,
        onsite: true,
        team: 'school community',
      },
      {
        title: 'Science Teacher',
        skills: [
          'lesson planning',
          'laboratory safety',
          'classroom management',
          'student assessment',
          'differentiated instruction',
        ],
        degrees: ['Biology', 'Chemistry', 'Physics', 'Science Education'],
        education: 'teacher',
        duties: [
          'plan and teach hands-on science lessons and labs',
          'keep the lab safe and well stocked',
          'assess student work and give useful feedback',
          'work with colleagues on curriculum and school events',
        ],
        pay: [50_000, 75_000],
        levels: false,
        intern: false,
        onsite: true,
        team: 'school community',
      },
      {
        title: 'Instructional Designer',
        skills: [
          'instructional design',
          'curriculum design',
          'Articulate Storyline',
          'learning management systems',
          'e-learning development',
          'ADDIE',
        ],
        degrees: ['Instructional Design', 'Educational Technology', 'Education'],
        duties: [
          'design online and blended courses with subject-matter experts',
          'build interactive lessons, videos and assessments',
          'measure what learners retain and improve the courses',
          'keep courses accessible and up to date',
        ],
        pay: [70_000, 100_000],
        team: 'learning design team',
      },
    ],
  }),
  field({
    key: 'engineering',
    team: 'engineering team',
    degrees: ['Mechanical Engineering'],
    duties: [
      'design, prototype and test new products',
      'improve manufacturing processes and yields',
      'work with suppliers and cross-functional teams',
      'write specifications and test reports',
    ],
    pay: [85_000, 145_000],
    roles: [
      {
        title: 'Mechanical Engineer',
        skills: [
          'SolidWorks',
          'CAD',
          'finite element analysis',
          'GD&T',
          'MATLAB',
          'prototyping',
          'design for manufacturing',
        ],
        degrees: ['Mechanical Engineering'],
      },
      {
        title: 'Electrical Engineer',
        skills: ['circuit design', 'PCB design', 'MATLAB', 'Altium', 'power electronics', 'signal integrity'],
        degrees: ['Electrical Engineering', 'Computer Engineering'],
      },
      {
        title: 'Civil Engineer',
        skills: [
          'AutoCAD',
          'Civil 3D',
          'site design',
          'stormwater design',
          'structural analysis',
          'project management',
        ],
        degrees: ['Civil Engineering'],
        duties: [
          'design roads, utilities and site plans that meet code',
          'prepare drawings, calculations and permit packages',
          'visit sites and work with contractors during construction',
          'coordinate with clients, agencies and other disciplines',
        ],
      },
      {
        title: 'Structural Engineer',
        skills: ['structural analysis', 'ETABS', 'SAP2000', 'AutoCAD', 'steel design', 'concrete design'],
        degrees: ['Civil Engineering', 'Structural Engineering'],
        duties: [
          'design and check structures in steel, concrete and timber',
          'prepare calculations and drawings for permits',
          'review shop drawings and visit sites during construction',
          'work with architects and other engineers',
        ],
      },
      {
        title: 'Hardware Engineer',
        skills: ['PCB design', 'FPGA', 'Verilog', 'circuit design', 'signal integrity', 'lab bring-up'],
        degrees: ['Electrical Engineering', 'Computer Engineering'],
        pay: [110_000, 170_000],
      },
      {
        title: 'ASIC Design Engineer',
        skills: ['Verilog', 'SystemVerilog', 'RTL design', 'UVM', 'timing analysis', 'ASIC verification'],
        degrees: ['Electrical Engineering', 'Computer Engineering'],
        duties: [
          'write and verify RTL for new chip blocks',
          'close timing and power with the physical design team',
          'build verification environments and coverage plans',
          'debug silicon in the lab with validation engineers',
        ],
        pay: [130_000, 190_000],
      },
      {
        title: 'Chemical Engineer',
        skills: [
          'process design',
          'Aspen Plus',
          'process safety',
          'mass and energy balances',
          'Six Sigma',
          'MATLAB',
        ],
        degrees: ['Chemical Engineering'],
      },
      {
        title: 'Manufacturing Engineer',
        skills: [
          'lean manufacturing',
          'Six Sigma',
          'process improvement',
          'root cause analysis',
          'CAD',
          'PLC programming',
        ],
        degrees: ['Manufacturing Engineering', 'Mechanical Engineering', 'Industrial Engineering'],
        onsite: true,
      },
      {
        title: 'Semiconductor Process Engineer',
        skills: [
          'semiconductor processing',
          'statistical process control',
          'design of experiments',
          'lithography',
          'etch',
          'yield improvement',
        ],
        degrees: ['Materials Science', 'Chemical Engineering', 'Electrical Engineering', 'Physics'],
        duties: [
          'own a process module in the fab and keep it in control',
          'run experiments to improve yield and reduce defects',
          'work with equipment vendors on new tools',
          'write process specifications and change requests',
        ],
        onsite: true,
      },
      {
        title: 'Aerospace Engineer',
        skills: [
          'aerodynamics',
          'CATIA',
          'finite element analysis',
          'MATLAB',
          'systems engineering',
          'composites',
        ],
        degrees: ['Aerospace Engineering', 'Mechanical Engineering'],
        pay: [95_000, 150_000],
      },
      {
        title: 'Power Systems Engineer',
        skills: [
          'power systems analysis',
          'protection and control',
          'substation design',
          'PSS/E',
          'ETAP',
          'AutoCAD',
        ],
        degrees: ['Electrical Engineering'],
        duties: [
          'study how the grid behaves as new generation connects',
          'design substations and protection schemes',
          'review interconnection requests and equipment ratings',
          'support crews and operators during outages',
        ],
      },
      {
        title: 'RF Engineer',
        skills: ['RF design', 'antenna design', 'LTE and 5G', 'spectrum analysis', 'link budgets', 'MATLAB'],
        degrees: ['Electrical Engineering'],
        duties: [
          'design and optimize radio networks and links',
          'plan coverage and capacity for new sites',
          'measure interference and fix it in the field',
          'test new radio equipment before it goes live',
        ],
      },
    ],
  }),
];

export const ROLES: Role[] = FIELDS.flatMap((f) => f.roles);
export const ROLE_BY_TITLE = new Map(ROLES.map((r) => [r.title, r]));

/**
 * Roles every kind of employer hires, whatever its industry: a hospital hires software engineers and
 * accountants, a university hires network engineers. An industry's `cross` list draws only from these.
 */
export const CROSS_INDUSTRY_ROLES = [
  'Software Engineer',
  'Data Analyst',
  'Data Scientist',
  'Data Engineer',
  'Business Intelligence Analyst',
  'Accountant',
  'Financial Analyst',
  'Business Analyst',
  'Project Manager',
  'Network Engineer',
  'Security Engineer',
  'Database Administrator',
  'Salesforce Developer',
] as const;

/** A field an industry hires from, with its weight, and optionally only some of its titles. */
type Hire = readonly [field: string, weight: number, titles?: readonly string[]];

export type Industry = {
  /** LinkedIn-style industry name, stored as the company's industry. */
  name: string;
  /** What the company is, after 'is': 'a software company'. */
  kind: string;
  /** Sentences about what the company does, after its name: '{name} builds ...'. */
  about: string[];
  /** The second word of company names ('Cedar Health'). */
  words: string[];
  /** Legal suffixes its names may carry ('' for none). */
  suffixes: string[];
  hires: Hire[];
  /** Roles from CROSS_INDUSTRY_ROLES it also hires, rarely. */
  cross: string[];
  /** Retirement benefit. */
  retirement: string;
  /** Offers stock and bonuses. */
  equity: boolean;
  /** Benefits only this kind of employer offers. */
  extraBenefits: string[];
  /** Has offices abroad (some postings outside the US, paid in local currency). */
  global: boolean;
  /** Some roles require US citizenship for a security clearance. */
  clearance: boolean;
  /** Posts in its headquarters' state only. */
  local: boolean;
  weight: number;
};

const CORPORATE = ['Inc.', 'LLC', 'Corp.', 'Group', 'Co.'];
const NONE: string[] = [];

export const INDUSTRIES: Industry[] = [
  {
    name: 'Software Development',
    kind: 'a software development company',
    about: [
      'builds cloud software that helps teams plan, track and ship their work.',
      'makes developer tools used by thousands of engineering teams.',
      'builds the data platform behind analytics at hundreds of companies.',
      'makes software that helps small businesses run payroll, invoices and taxes.',
    ],
    words: ['Software', 'Systems', 'Technologies', 'Labs', 'Cloud', 'Data', 'Analytics', 'Apps'],
    suffixes: CORPORATE,
    hires: [
      ['software', 40],
      ['cloud', 12],
      ['data', 9],
      ['product', 9],
      ['ml', 7],
      ['qa', 7],
      ['design', 5],
      ['consulting', 3, ['Sales Engineer', 'Solutions Architect', 'Implementation Consultant']],
    ],
    cross: ['Accountant', 'Financial Analyst', 'Business Analyst'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Home office stipend'],
    global: true,
    clearance: false,
    local: false,
    weight: 18,
  },
  {
    name: 'Internet',
    kind: 'a consumer internet company',
    about: [
      'runs a marketplace where millions of people find local services.',
      'builds a social app for sharing recipes and cooking videos.',
      'runs a travel search site used by millions of travelers a month.',
    ],
    words: ['Digital', 'Media', 'Online', 'Social', 'Web'],
    suffixes: CORPORATE,
    hires: [
      ['software', 35],
      ['data', 14],
      ['ml', 10],
      ['product', 10],
      ['design', 8],
      ['cloud', 8],
      ['qa', 4],
    ],
    cross: ['Financial Analyst', 'Accountant'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Home office stipend'],
    global: true,
    clearance: false,
    local: false,
    weight: 5,
  },
  {
    name: 'IT Services and Consulting',
    kind: 'an IT services and consulting firm',
    about: [
      'builds and runs software, cloud and data systems for Fortune 500 clients.',
      'helps banks, insurers and retailers modernize their technology.',
      'delivers cloud migration, ERP and analytics projects for enterprise clients.',
    ],
    words: ['Consulting', 'Solutions', 'Infotech', 'Technologies', 'Systems'],
    suffixes: CORPORATE,
    hires: [
      ['software', 30],
      ['consulting', 18],
      ['cloud', 14],
      ['data', 12],
      ['qa', 10],
      ['product', 6, ['Project Manager', 'Program Manager', 'Product Owner']],
    ],
    cross: ['Accountant', 'Business Analyst'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Certification reimbursement'],
    global: true,
    clearance: false,
    local: false,
    weight: 8,
  },
  {
    name: 'E-commerce',
    kind: 'an e-commerce company',
    about: [
      'sells home goods online and ships them from its own warehouses.',
      'runs an online marketplace for independent sellers.',
      'sells outdoor gear online and in a handful of flagship stores.',
    ],
    words: ['Commerce', 'Market', 'Shop', 'Goods'],
    suffixes: CORPORATE,
    hires: [
      ['software', 30],
      ['data', 15],
      ['product', 8],
      ['design', 6],
      ['cloud', 6],
      ['ml', 5, ['Machine Learning Engineer', 'Applied Scientist']],
      ['qa', 4],
    ],
    cross: ['Financial Analyst', 'Accountant'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Employee discount'],
    global: true,
    clearance: false,
    local: false,
    weight: 4,
  },
  {
    name: 'Financial Services',
    kind: 'a financial services firm',
    about: [
      'offers payments and lending products to small businesses.',
      'manages investments for pension funds, endowments and families.',
      'runs a trading and brokerage platform used by millions of investors.',
    ],
    words: ['Financial', 'Capital', 'Finance', 'Partners'],
    suffixes: CORPORATE,
    hires: [
      [
        'finance',
        30,
        [
          'Financial Analyst',
          'Quantitative Analyst',
          'Business Analyst',
          'Risk Analyst',
          'Accountant',
          'Investment Banking Associate',
          'Auditor',
        ],
      ],
      ['software', 22],
      ['data', 14],
      ['cloud', 6],
      ['qa', 5],
      ['ml', 5, ['Machine Learning Engineer', 'Applied Scientist']],
      ['product', 4, ['Product Manager', 'Technical Program Manager', 'Project Manager']],
    ],
    cross: [],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Annual bonus'],
    global: true,
    clearance: false,
    local: false,
    weight: 7,
  },
  {
    name: 'Banking',
    kind: 'a commercial bank',
    about: [
      'serves individuals and businesses through branches and a top-rated mobile app.',
      'provides commercial banking, treasury and wealth management services.',
    ],
    words: ['Bank', 'Bancorp', 'Trust', 'Savings Bank'],
    suffixes: NONE,
    hires: [
      [
        'finance',
        35,
        [
          'Financial Analyst',
          'Quantitative Analyst',
          'Business Analyst',
          'Risk Analyst',
          'Accountant',
          'Investment Banking Associate',
          'Auditor',
        ],
      ],
      ['software', 20],
      ['data', 18, ['Data Scientist', 'Data Analyst', 'Data Engineer', 'Business Intelligence Analyst']],
      ['cloud', 8],
      ['qa', 5],
      ['ml', 4, ['Machine Learning Engineer']],
    ],
    cross: ['Project Manager'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Annual bonus'],
    global: false,
    clearance: false,
    local: false,
    weight: 4,
  },
  {
    name: 'Insurance',
    kind: 'an insurance company',
    about: [
      'insures homes, cars and small businesses across the country.',
      'offers life and disability insurance through employers.',
    ],
    words: ['Insurance', 'Mutual', 'Assurance'],
    suffixes: ['Co.', 'Group', ''],
    hires: [
      [
        'finance',
        30,
        [
          'Actuarial Analyst',
          'Risk Analyst',
          'Financial Analyst',
          'Business Analyst',
          'Accountant',
          'Auditor',
        ],
      ],
      ['data', 20],
      ['software', 20],
      ['qa', 8],
      ['cloud', 5],
    ],
    cross: ['Project Manager'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Annual bonus'],
    global: false,
    clearance: false,
    local: false,
    weight: 4,
  },
  {
    name: 'Accounting',
    kind: 'an accounting and advisory firm',
    about: [
      'provides audit, tax and advisory services to mid-sized companies.',
      'helps companies with audits, tax planning and finance transformations.',
    ],
    words: ['Advisory', 'Accounting', 'CPAs'],
    suffixes: ['LLP', 'Group'],
    hires: [
      ['finance', 60, ['Accountant', 'Auditor', 'Financial Analyst', 'Business Analyst', 'Risk Analyst']],
      ['consulting', 15, ['Management Consultant', 'Technology Consultant', 'SAP Consultant']],
      ['data', 10, ['Data Analyst', 'Business Intelligence Analyst']],
    ],
    cross: ['Software Engineer'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['CPA exam support'],
    global: false,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Business Consulting and Services',
    kind: 'a management consulting firm',
    about: [
      'helps companies set strategy, redesign operations and put new technology to work.',
      'advises health systems and insurers on strategy and operations.',
    ],
    words: ['Advisors', 'Strategy', 'Consulting Group'],
    suffixes: ['LLC', ''],
    hires: [
      [
        'consulting',
        50,
        ['Management Consultant', 'Technology Consultant', 'Implementation Consultant', 'SAP Consultant'],
      ],
      ['finance', 15, ['Business Analyst', 'Financial Analyst']],
      ['data', 15, ['Data Scientist', 'Data Analyst', 'Data Engineer']],
      ['product', 8, ['Project Manager', 'Program Manager']],
    ],
    cross: ['Software Engineer', 'Accountant'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Annual bonus'],
    global: true,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Hospitals and Health Care',
    kind: 'a nonprofit health system',
    about: [
      'runs hospitals, clinics and urgent care centers across the region.',
      'trains doctors and nurses and is known for its cancer and heart care.',
      'runs two teaching hospitals and a network of primary care clinics.',
    ],
    words: ['Health', 'Medical Center', 'Healthcare', 'Health System'],
    suffixes: NONE,
    hires: [
      ['healthcare', 80],
      ['research', 4, ['Research Associate', 'Biostatistician']],
    ],
    cross: [
      'Software Engineer',
      'Data Analyst',
      'Data Scientist',
      'Business Intelligence Analyst',
      'Accountant',
      'Financial Analyst',
      'Project Manager',
      'Network Engineer',
      'Security Engineer',
    ],
    retirement: '403(b) retirement plan',
    equity: false,
    extraBenefits: [
      'Shift differentials',
      'Continuing education allowance',
      'Public Service Loan Forgiveness eligible employer',
    ],
    global: false,
    clearance: false,
    local: true,
    weight: 8,
  },
  {
    name: 'Medical Practices',
    kind: 'a physician-led medical group',
    about: [
      'runs primary care and rehabilitation clinics across the metro area.',
      'runs outpatient clinics for orthopedics, sports medicine and physical therapy.',
    ],
    words: ['Medical Group', 'Physicians', 'Clinic', 'Care Partners'],
    suffixes: NONE,
    hires: [
      [
        'healthcare',
        90,
        [
          'Registered Nurse',
          'Nurse Practitioner',
          'Physical Therapist',
          'Occupational Therapist',
          'Medical Technologist',
        ],
      ],
    ],
    cross: ['Accountant', 'Data Analyst'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Continuing education allowance'],
    global: false,
    clearance: false,
    local: true,
    weight: 2,
  },
  {
    name: 'Pharmaceutical Manufacturing',
    kind: 'a pharmaceutical company',
    about: [
      'develops and manufactures medicines for cardiovascular and metabolic diseases.',
      'makes generic and specialty medicines in plants across the US.',
    ],
    words: ['Pharma', 'Pharmaceuticals', 'Therapeutics'],
    suffixes: ['Inc.', 'Corp.', ''],
    hires: [
      ['research', 30],
      ['engineering', 18, ['Chemical Engineer', 'Manufacturing Engineer']],
      ['healthcare', 12, ['Clinical Research Coordinator', 'Pharmacist']],
      ['data', 12, ['Data Scientist', 'Data Engineer', 'Data Analyst']],
      ['software', 8, ['Software Engineer', 'Python Developer']],
      ['finance', 4, ['Financial Analyst']],
    ],
    cross: ['Accountant', 'Business Analyst', 'Project Manager'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: NONE,
    global: true,
    clearance: false,
    local: false,
    weight: 3,
  },
  {
    name: 'Biotechnology Research',
    kind: 'a biotechnology company',
    about: [
      'develops gene therapies for rare inherited diseases.',
      'uses genomics and machine learning to discover new cancer drugs.',
    ],
    words: ['Bio', 'Biosciences', 'Genomics', 'Therapeutics'],
    suffixes: ['Inc.', ''],
    hires: [
      ['research', 45],
      ['data', 12, ['Data Scientist', 'Data Engineer']],
      ['software', 10, ['Software Engineer', 'Python Developer', 'Full Stack Developer']],
      ['ml', 8, ['Machine Learning Engineer', 'Applied Scientist']],
      ['healthcare', 6, ['Clinical Research Coordinator']],
      ['engineering', 4, ['Chemical Engineer']],
    ],
    cross: ['Accountant', 'Financial Analyst', 'Project Manager'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: NONE,
    global: false,
    clearance: false,
    local: false,
    weight: 4,
  },
  {
    name: 'Research Services',
    kind: 'an independent research institute',
    about: [
      'does basic and applied research in AI, genomics and climate science.',
      'runs contract research for government and industry.',
    ],
    words: ['Institute', 'Research', 'Research Labs'],
    suffixes: NONE,
    hires: [
      ['research', 45],
      ['ml', 20, ['Research Scientist, Machine Learning', 'Applied Scientist', 'Machine Learning Engineer']],
      ['data', 15, ['Data Scientist', 'Data Analyst']],
      ['software', 10, ['Software Engineer', 'Python Developer']],
    ],
    cross: ['Project Manager'],
    retirement: '403(b) retirement plan',
    equity: false,
    extraBenefits: ['Conference travel budget'],
    global: false,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Higher Education',
    kind: 'a research university',
    about: [
      'enrolls about 20,000 students in undergraduate, graduate and professional programs.',
      'is known for engineering, medicine and public service.',
    ],
    words: ['University', 'State University', 'Institute of Technology'],
    suffixes: NONE,
    hires: [
      ['education', 40, ['Assistant Professor', 'Lecturer', 'Instructional Designer']],
      [
        'research',
        35,
        [
          'Postdoctoral Researcher',
          'Research Associate',
          'Research Scientist',
          'Biostatistician',
          'Computational Biologist',
        ],
      ],
    ],
    cross: [
      'Software Engineer',
      'Data Analyst',
      'Accountant',
      'Financial Analyst',
      'Network Engineer',
      'Project Manager',
    ],
    retirement: '403(b) retirement plan',
    equity: false,
    extraBenefits: ['Tuition remission', 'Public Service Loan Forgiveness eligible employer'],
    global: false,
    clearance: false,
    local: true,
    weight: 5,
  },
  {
    name: 'Primary and Secondary Education',
    kind: 'a public charter school network',
    about: [
      'runs free public schools that prepare students for college.',
      'runs K-12 schools with small classes and a focus on STEM.',
    ],
    words: ['Academy', 'Schools', 'Charter Schools', 'Preparatory'],
    suffixes: NONE,
    hires: [
      [
        'education',
        90,
        ['Special Education Teacher', 'Math Teacher', 'Science Teacher', 'Instructional Designer'],
      ],
    ],
    cross: ['Data Analyst', 'Accountant'],
    retirement: 'Pension plan',
    equity: false,
    extraBenefits: ['Summer break', 'Public Service Loan Forgiveness eligible employer'],
    global: false,
    clearance: false,
    local: true,
    weight: 1,
  },
  {
    name: 'E-Learning Providers',
    kind: 'an online learning company',
    about: [
      'offers online courses and degrees with leading universities.',
      'builds a tutoring app used by millions of students.',
    ],
    words: ['Learning', 'Education', 'Courseware'],
    suffixes: CORPORATE,
    hires: [
      ['software', 30],
      ['education', 20, ['Instructional Designer']],
      ['design', 12],
      ['product', 12],
      ['data', 12],
      ['qa', 6],
      ['ml', 4, ['Machine Learning Engineer', 'AI Engineer']],
      ['cloud', 4],
    ],
    cross: ['Accountant'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Free courses for employees'],
    global: true,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Semiconductor Manufacturing',
    kind: 'a semiconductor company',
    about: [
      'designs chips for data centers, phones and cars.',
      'runs wafer fabs that make analog and power chips.',
    ],
    words: ['Semiconductor', 'Silicon', 'Microsystems', 'Devices'],
    suffixes: CORPORATE,
    hires: [
      [
        'engineering',
        45,
        [
          'Electrical Engineer',
          'Hardware Engineer',
          'ASIC Design Engineer',
          'Semiconductor Process Engineer',
          'Chemical Engineer',
          'Manufacturing Engineer',
        ],
      ],
      [
        'software',
        20,
        ['Embedded Software Engineer', 'Software Engineer', 'C++ Developer', 'Python Developer'],
      ],
      ['data', 8, ['Data Scientist', 'Data Engineer']],
      ['ml', 6, ['Machine Learning Engineer']],
      ['cloud', 4, ['Infrastructure Engineer', 'DevOps Engineer']],
      ['qa', 4, ['Test Automation Engineer']],
    ],
    cross: ['Financial Analyst', 'Accountant', 'Project Manager'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: NONE,
    global: true,
    clearance: false,
    local: false,
    weight: 4,
  },
  {
    name: 'Automotive',
    kind: 'an automotive company',
    about: [
      'designs and builds electric vehicles and their batteries.',
      'builds driver-assistance and self-driving systems for carmakers.',
    ],
    words: ['Motors', 'Mobility', 'Automotive'],
    suffixes: CORPORATE,
    hires: [
      [
        'engineering',
        40,
        ['Mechanical Engineer', 'Electrical Engineer', 'Manufacturing Engineer', 'Hardware Engineer'],
      ],
      [
        'software',
        25,
        [
          'Embedded Software Engineer',
          'Software Engineer',
          'C++ Developer',
          'Android Developer',
          'Python Developer',
        ],
      ],
      [
        'ml',
        15,
        ['Computer Vision Engineer', 'Machine Learning Engineer', 'Research Scientist, Machine Learning'],
      ],
      ['data', 8, ['Data Scientist', 'Data Engineer', 'Supply Chain Analyst']],
      ['qa', 4, ['QA Engineer', 'Test Automation Engineer']],
    ],
    cross: ['Financial Analyst', 'Accountant', 'Project Manager'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: ['Vehicle purchase program'],
    global: true,
    clearance: false,
    local: false,
    weight: 3,
  },
  {
    name: 'Aviation and Aerospace',
    kind: 'an aerospace manufacturer',
    about: [
      'builds satellites and the rockets that launch them.',
      'makes engines and flight controls for commercial aircraft.',
    ],
    words: ['Aerospace', 'Aviation', 'Aeronautics', 'Space Systems'],
    suffixes: CORPORATE,
    hires: [
      [
        'engineering',
        55,
        [
          'Aerospace Engineer',
          'Mechanical Engineer',
          'Electrical Engineer',
          'Manufacturing Engineer',
          'Hardware Engineer',
        ],
      ],
      ['software', 20, ['Embedded Software Engineer', 'Software Engineer', 'C++ Developer']],
      ['data', 6, ['Data Scientist', 'Data Engineer']],
      ['qa', 4, ['QA Engineer']],
      ['cloud', 4, ['Security Engineer', 'Network Engineer']],
    ],
    cross: ['Financial Analyst', 'Accountant', 'Project Manager'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: NONE,
    global: false,
    clearance: true,
    local: false,
    weight: 2,
  },
  {
    name: 'Civil Engineering',
    kind: 'an engineering and construction firm',
    about: [
      'designs roads, bridges and water systems for cities and states.',
      'plans and designs transit, airport and port projects.',
    ],
    words: ['Engineering', 'Infrastructure', 'Builders'],
    suffixes: ['Inc.', 'Group', ''],
    hires: [
      [
        'engineering',
        70,
        ['Civil Engineer', 'Structural Engineer', 'Mechanical Engineer', 'Electrical Engineer'],
      ],
      ['product', 10, ['Project Manager']],
    ],
    cross: ['Accountant', 'Data Analyst'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['PE license support'],
    global: false,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Industrial Machinery Manufacturing',
    kind: 'an industrial equipment manufacturer',
    about: [
      'makes pumps, compressors and motion control systems.',
      'builds packaging and automation machinery for food producers.',
    ],
    words: ['Industries', 'Machinery', 'Manufacturing', 'Equipment'],
    suffixes: CORPORATE,
    hires: [
      ['engineering', 60, ['Mechanical Engineer', 'Electrical Engineer', 'Manufacturing Engineer']],
      ['software', 12, ['Embedded Software Engineer', 'Software Engineer']],
      ['data', 6, ['Data Analyst', 'Supply Chain Analyst']],
    ],
    cross: ['Accountant', 'Financial Analyst', 'Project Manager'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: NONE,
    global: true,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Telecommunications',
    kind: 'a telecommunications provider',
    about: [
      'runs a nationwide fiber and 5G wireless network.',
      'provides internet, voice and cloud networking to businesses.',
    ],
    words: ['Networks', 'Telecom', 'Wireless', 'Communications'],
    suffixes: CORPORATE,
    hires: [
      ['cloud', 30],
      ['software', 25],
      ['engineering', 12, ['RF Engineer', 'Electrical Engineer']],
      ['data', 10],
      ['qa', 5],
      ['product', 5],
    ],
    cross: ['Financial Analyst', 'Accountant'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: NONE,
    global: false,
    clearance: true,
    local: false,
    weight: 3,
  },
  {
    name: 'Computer and Network Security',
    kind: 'a cybersecurity company',
    about: [
      'protects companies from ransomware and account takeover.',
      'builds identity and access security used by large enterprises.',
    ],
    words: ['Security', 'Cyber', 'Defense', 'Shield'],
    suffixes: CORPORATE,
    hires: [
      ['cloud', 30],
      ['software', 30],
      ['data', 8, ['Data Scientist', 'Data Engineer']],
      ['ml', 6, ['Machine Learning Engineer']],
      ['qa', 6],
      ['product', 6],
      ['consulting', 4, ['Sales Engineer', 'Solutions Architect']],
    ],
    cross: ['Accountant', 'Financial Analyst'],
    retirement: '401(k) matching',
    equity: true,
    extraBenefits: NONE,
    global: true,
    clearance: true,
    local: false,
    weight: 3,
  },
  {
    name: 'Design Services',
    kind: 'a design and innovation studio',
    about: [
      'designs digital products and services for startups and global brands.',
      'helps companies design apps, websites and services people enjoy using.',
    ],
    words: ['Studio', 'Design', 'Creative'],
    suffixes: ['LLC', ''],
    hires: [
      ['design', 55],
      [
        'software',
        20,
        [
          'Frontend Engineer',
          'React Developer',
          'Full Stack Developer',
          'Mobile Engineer (iOS)',
          'Android Developer',
        ],
      ],
      ['product', 15, ['Product Manager', 'Project Manager']],
    ],
    cross: ['Accountant'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: NONE,
    global: true,
    clearance: false,
    local: false,
    weight: 1,
  },
  {
    name: 'Retail',
    kind: 'a national retailer',
    about: [
      'sells groceries and household goods in stores and online.',
      'runs home improvement stores and a fast-growing online business.',
    ],
    words: ['Stores', 'Retail', 'Mart'],
    suffixes: ['Inc.', 'Co.', ''],
    hires: [
      ['data', 25],
      ['software', 25],
      ['finance', 12, ['Financial Analyst', 'Accountant', 'Business Analyst']],
      ['product', 8],
      ['cloud', 6],
      ['design', 5, ['UX Designer', 'Product Designer']],
      ['qa', 4],
    ],
    cross: [],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: ['Employee discount'],
    global: false,
    clearance: false,
    local: false,
    weight: 3,
  },
  {
    name: 'Utilities',
    kind: 'an energy utility',
    about: [
      'delivers electricity and natural gas to millions of homes and businesses.',
      'builds and runs wind, solar and battery storage plants.',
    ],
    words: ['Energy', 'Power', 'Electric', 'Utilities'],
    suffixes: ['Co.', 'Corp.', ''],
    hires: [
      [
        'engineering',
        50,
        ['Electrical Engineer', 'Power Systems Engineer', 'Civil Engineer', 'Mechanical Engineer'],
      ],
      ['data', 14, ['Data Analyst', 'Data Scientist', 'Business Intelligence Analyst']],
      ['software', 10, ['Software Engineer']],
      ['finance', 8, ['Financial Analyst', 'Risk Analyst', 'Accountant']],
      ['cloud', 6, ['Security Engineer', 'Network Engineer']],
    ],
    cross: ['Project Manager'],
    retirement: 'Pension plan',
    equity: false,
    extraBenefits: NONE,
    global: false,
    clearance: false,
    local: false,
    weight: 2,
  },
  {
    name: 'Transportation, Logistics, Supply Chain and Storage',
    kind: 'a logistics company',
    about: [
      'moves freight by truck, rail and air for thousands of shippers.',
      'runs warehouses and same-day delivery for online retailers.',
    ],
    words: ['Logistics', 'Freight', 'Transport'],
    suffixes: CORPORATE,
    hires: [
      [
        'data',
        30,
        [
          'Supply Chain Analyst',
          'Data Analyst',
          'Data Scientist',
          'Data Engineer',
          'Business Intelligence Analyst',
        ],
      ],
      ['software', 30],
      ['product', 12],
      ['engineering', 8, ['Manufacturing Engineer', 'Mechanical Engineer']],
      ['cloud', 6],
    ],
    cross: ['Financial Analyst', 'Accountant'],
    retirement: '401(k) matching',
    equity: false,
    extraBenefits: NONE,
    global: false,
    clearance: false,
    local: false,
    weight: 2,
  },
];

export const INDUSTRY_BY_NAME = new Map(INDUSTRIES.map((i) => [i.name, i]));

/** Share of an industry's postings that go to its cross-industry roles. */
export const CROSS_SHARE = 0.05;

/** Roles an industry hires, with weights: its own fields (a field's weight split over its titles), then its cross-industry roles. */
export function industryRoles(industry: Industry): [Role, number][] {
  const own: [Role, number][] = [];
  for (const [key, weight, titles] of industry.hires) {
    const found = FIELDS.find((f) => f.key === key);
    if (!found) throw new Error(`unknown field ${key}`);
    const roles = titles
      ? titles.map((title) => {
          const role = found.roles.find((r) => r.title === title);
          if (!role) throw new Error(`unknown ${key} role ${title}`);
          return role;
        })
      : found.roles;
    for (const role of roles) own.push([role, weight / roles.length]);
  }
  if (industry.cross.length === 0) return own;
  const total = own.reduce((sum, [, weight]) => sum + weight, 0);
  const crossWeight = (total * CROSS_SHARE) / (1 - CROSS_SHARE) / industry.cross.length;
  const cross = industry.cross.map((title): [Role, number] => {
    const role = ROLE_BY_TITLE.get(title);
    if (!role) throw new Error(`unknown cross-industry role ${title}`);
    return [role, crossWeight];
  });
  return [...own, ...cross];
}

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
  ['San Francisco', 'CA', 9],
  ['San Jose', 'CA', 6],
  ['Mountain View', 'CA', 4],
  ['Sunnyvale', 'CA', 4],
  ['Santa Clara', 'CA', 4],
  ['Palo Alto', 'CA', 2],
  ['Los Angeles', 'CA', 4],
  ['San Diego', 'CA', 3],
  ['Irvine', 'CA', 2],
  ['Seattle', 'WA', 8],
  ['Redmond', 'WA', 4],
  ['Bellevue', 'WA', 3],
  ['New York', 'NY', 9],
  ['Jersey City', 'NJ', 3],
  ['Princeton', 'NJ', 1],
  ['Newark', 'NJ', 1],
  ['Austin', 'TX', 5],
  ['Dallas', 'TX', 4],
  ['Plano', 'TX', 2],
  ['Houston', 'TX', 4],
  ['Irving', 'TX', 2],
  ['Chicago', 'IL', 5],
  ['Boston', 'MA', 5],
  ['Cambridge', 'MA', 3],
  ['Atlanta', 'GA', 3],
  ['Raleigh', 'NC', 2],
  ['Durham', 'NC', 1],
  ['Charlotte', 'NC', 2],
  ['Denver', 'CO', 2],
  ['Phoenix', 'AZ', 2],
  ['Pittsburgh', 'PA', 1],
  ['Philadelphia', 'PA', 2],
  ['Washington', 'DC', 2],
  ['Arlington', 'VA', 2],
  ['Herndon', 'VA', 1],
  ['Minneapolis', 'MN', 1],
  ['Detroit', 'MI', 1],
  ['Ann Arbor', 'MI', 1],
  ['Columbus', 'OH', 1],
  ['Portland', 'OR', 1],
  ['Salt Lake City', 'UT', 1],
  ['Miami', 'FL', 1],
  ['Tampa', 'FL', 1],
  ['Nashville', 'TN', 1],
  ['St. Louis', 'MO', 1],
  ['Baltimore', 'MD', 1],
  ['Madison', 'WI', 1],
  ['Orlando', 'FL', 1],
];

/** Offices abroad of global companies, and the currency they pay in. */
export const FOREIGN_LOCATIONS: [city: string, country: string, currency: string, toLocal: number][] = [
  ['Toronto', 'Canada', 'CAD', 1.1],
  ['Vancouver', 'Canada', 'CAD', 1.05],
  ['London', 'United Kingdom', 'GBP', 0.6],
  ['Dublin', 'Ireland', 'EUR', 0.72],
  ['Berlin', 'Germany', 'EUR', 0.62],
  ['Amsterdam', 'Netherlands', 'EUR', 0.66],
];

export const STATE_NAMES: Record<string, string> = {
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  IL: 'Illinois',
  MA: 'Massachusetts',
  MD: 'Maryland',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NC: 'North Carolina',
  NJ: 'New Jersey',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  WA: 'Washington',
  WI: 'Wisconsin',
};

const NAME_FIRST = [
  'Northwind',
  'Bluefin',
  'Cedar',
  'Summit',
  'Harbor',
  'Lumen',
  'Quanta',
  'Vertex',
  'Redwood',
  'Ironclad',
  'Silverline',
  'Brightpath',
  'Keystone',
  'Meridian',
  'Polaris',
  'Granite',
  'Cobalt',
  'Evergreen',
  'Sterling',
  'Aster',
  'Beacon',
  'Crescent',
  'Helix',
  'Orchid',
  'Pinnacle',
  'Riverstone',
  'Tidewater',
  'Zenith',
  'Atlas',
  'Nimbus',
  'Falcon',
  'Juniper',
  'Maple',
  'Onyx',
  'Prairie',
  'Sequoia',
  'Trident',
  'Vantage',
  'Willow',
  'Arcadia',
];

export type Company = {
  name: string;
  slug: string;
  industry: string;
  /** What the company is and does, the first sentence of its postings. */
  blurb: string;
  headquarters: string;
  /** US cities it hires in (the headquarters first). */
  offices: [city: string, state: string][];
  size: string;
  /** Share of this company's postings that state sponsorship. */
  sponsorRate: number;
  color: string;
};

export const COMPANY_SIZES = [
  '51-200 employees',
  '201-500 employees',
  '501-1,000 employees',
  '1,001-5,000 employees',
  '5,001-10,000 employees',
  '10,001+ employees',
];
const PALETTE = [
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#0e7490',
  '#4338ca',
  '#15803d',
  '#a21caf',
  '#c2410c',
];

function pickWeighted<T>(items: readonly (readonly [T, number])[], roll: number): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return (items.at(-1) as readonly [T, number])[0];
}

/** Builds the fictional company list deterministically; `random` returns numbers in [0, 1). */
export function buildCompanies(count: number, random: () => number): Company[] {
  const companies: Company[] = [];
  const seen = new Set<string>();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const industries = INDUSTRIES.map((i) => [i, i.weight] as const);
  const locations = LOCATIONS.map(
    ([city, state, weight]) => [[city, state] as [string, string], weight] as const,
  );
  for (let i = 0; companies.length < count && i < count * 20; i++) {
    const industry = pickWeighted(industries, random());
    const name = `${pick(NAME_FIRST)} ${pick(industry.words)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const headquarters = pickWeighted(locations, random());
    const sizeIndex = Math.floor(random() * COMPANY_SIZES.length);
    // Bigger companies hire in more cities; local employers (hospitals, schools) stay in their state.
    const candidates = industry.local
      ? locations.filter(([[, state]]) => state === headquarters[1])
      : locations;
    const offices: [string, string][] = [headquarters];
    for (let extra = Math.floor(random() * (sizeIndex + 1)); extra > 0; extra--) {
      const office = pickWeighted(candidates, random());
      if (!offices.some(([city]) => city === office[0])) offices.push(office);
    }
    const suffix = industry.suffixes.length > 0 && random() < 0.25 ? pick(industry.suffixes) : '';
    const fullName = suffix ? `${name} ${suffix}` : name;
    companies.push({
      name: fullName,
      slug: slugify(name),
      industry: industry.name,
      blurb: `${fullName} is ${industry.kind} headquartered in ${headquarters[0]}, ${headquarters[1]}. It ${pick(industry.about)}`,
      headquarters: `${headquarters[0]}, ${headquarters[1]}`,
      offices,
      size: COMPANY_SIZES[sizeIndex] as string,
      sponsorRate: pick([0.95, 0.9, 0.85, 0.75, 0.6, 0.3]),
      color: pick(PALETTE),
    });
  }
  return companies;
}

/** Benefits every kind of employer may offer (retirement, equity and industry extras come from the industry). */
export const BENEFITS = [
  'Health insurance',
  'Dental insurance',
  'Vision insurance',
  'Paid time off',
  'Parental leave',
  'Learning and development budget',
  'Relocation assistance',
  'Commuter benefits',
  'Wellness program',
  'Life insurance',
  'Tuition reimbursement',
];
export const EQUITY_BENEFITS = ['Stock options', 'Annual bonus'];
export const REMOTE_BENEFIT = 'Remote work stipend';
export const VISA_BENEFIT = 'Immigration and visa support';

export const SPONSOR_SENTENCES = [
  'We sponsor H-1B visas for this role and support H-1B transfers.',
  'Visa sponsorship is available for qualified candidates, including H-1B and green card sponsorship.',
  'This position is eligible for H-1B sponsorship.',
  'We welcome international candidates and will sponsor work visas where needed.',
];
/** Universities and nonprofit research institutes are exempt from the H-1B cap. */
export const CAP_EXEMPT_SENTENCE =
  'As a cap-exempt employer, we sponsor H-1B visas year-round, with no lottery.';
export const NO_SPONSOR_SENTENCES = [
  'Candidates must be authorized to work in the US without sponsorship now or in the future.',
  'We are unable to sponsor visas for this position.',
];
export const CLEARANCE_SENTENCE =
  'This role requires US citizenship due to a security clearance requirement.';
