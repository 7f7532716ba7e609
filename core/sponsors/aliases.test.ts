import { describe, expect, it } from 'vitest';
import { SPONSOR_BRANDS } from './aliases.ts';
import { normalizeEmployerName } from './normalize.ts';

/** The brand a filed employer name joins, as the importer groups it: the one listing its legal key. */
function brandOf(filed: string): string | null {
  const key = normalizeEmployerName(filed).legalKey;
  const brand = SPONSOR_BRANDS.find((candidate) =>
    candidate.legalNames.some((name) => normalizeEmployerName(name).legalKey === key),
  );
  return brand?.slug ?? null;
}

/**
 * Brands whose words unrelated filers share (decision 050). The names are written as the shipped samples
 * file them (../shared/data/h1b/): USCIS cuts names at 34 characters, spells '&' as '&', 'AND' or nothing,
 * and "WOMEN'S" as 'WOMEN S'; DOL writes "Women's".
 */
describe('brands that share their words with other filers', () => {
  it.each([
    [
      'cigna',
      [
        'CIGNA HEALTH & LIFE INSURANCE CO',
        'CIGNA HEALTH AND LIFE INSURANCE COMPANY',
        'CIGNA HLTH & LIFE INSURANCE CO',
        'CIGNA HEALTH LIFE INSURANCE CO',
        'CIGNA HEALTH & LIFE INSURANCE COMP',
        'CIGNA HEALTH & LIFE INSUR CO',
        'CIGNA HEALTH & LIFE INSUR COMPANY',
        'CIGNA HEALTH AND LIFE INS COMPANY',
        'CIGNA CGLIC',
        'CIGNA CORPORATION',
        'CIGNA BEHAVIORAL HEALTH INC',
        // Evernorth's entity, renamed Cigna-Evernorth Services (one tax ID), and its businesses.
        'EVERNORTH ENTERPRISE SERVICES INC',
        'CIGNA-EVERNORTH SERVICES INC',
        'CIGNA EVERNORTH SERVICES INC',
        'CIGNA EVERNORTH SERVICES',
        'EXPRESS SCRIPTS SERVICES CO',
        'EXPRESS SCRIPTS SVCS CO',
        'EXPRESS SCRIPTS',
        'EXPRESS SCRIPTS INC',
        'EXPRESS SCRIPTS ADMINISTRATORS LLC',
        'EXPRESS SCRIPTS PHARMACY INC',
        'EXPRESS SCRIPTS PHARMACEUTICAL PROCUREMENT LLC',
        'EXPRESS SCRIPTS PHARMACEUTICAL PRO',
        'ACCREDO HEALTH GROUP INC',
      ],
    ],
    [
      // One tax ID: Cigna's until FY2020, New York Life's since.
      'life-insurance-company-of-north-america',
      [
        'CIGNA LINA',
        'LIFE INSURANCE COMPANY OF NORTH AMERICA',
        'LIFE INSURANCE COMPANY OF NORTH AM',
        'LIFE INSURANCE COMPANY OF N.A.',
      ],
    ],
    [
      'providence-health-and-services',
      [
        'PROVIDENCE HEALTH & SERVICES',
        'PROVIDENCE HEALTH & SVCS',
        'PROVIDENCE HEALTH & SVCS WA D B A',
        'PROVIDENCE HEALTH & SVCS WA DBA PR',
        'PROVIDENCE HLTH & SVCS WA D/B/A PR',
        'PROVIDENCE HEALTH & SERVICES WASHINGTON',
        'PROVIDENCE HLTH & SVCS WASHINGTON',
        'Providence Health & Services - Washington',
        'PROVIDENCE HEALTH & SERVICES OREGON',
        'Providence Health & Services - Oregon',
        'PROVIDENCE HLTH & SVCS OREGON D/B/',
        'PROVIDENCE HEALTH SYSTEM WASHINGTO',
        'PROVIDENCE HLTH SYS WASHINGTON',
        'PROVIDENCE HEALTH SYSTEM SOUTHERN CALIFORNIA',
        'PROVIDENCE ALASKA MEDICAL CENTER',
        'PROVIDENCE MED GRP SOUTH',
        'PROVIDENCE MEDICAL GROUP NORTHERN CALIFORNIA',
        'PROVIDENCE PHYSICIAN SERVICES CO',
        'PROVIDENCE SAINT JOHN S HEALTH CENTER',
        "PROVIDENCE SAINT JOHN'S CANCER INSTITUTE",
        'PROVIDENCE STRATEGIC & MGMT SRVCS',
      ],
    ],
    [
      'baylor-scott-and-white-health',
      [
        'BAYLOR SCOTT & WHITE HEALTH',
        'BAYLOR HEALTH CARE SYSTEM',
        'BAYLOR UNIVERSITY MEDICAL CENTER',
        'BAYLOR MEDICAL CENTER AT IRVING',
        'Baylor Regional Medical Center at Plano',
        'BAYLOR RESEARCH INSTITUTE',
        'BAYLOR RESEARCH INSTITUTE DBA BAYLOR SCOTT & WHITE RESEARCH INSTITUTE',
        'SCOTT & WHITE MEMORIAL HOSPITAL',
        'SCOTT & WHITE MEMORIAL HOSPITAL D/B/A BAYLOR SCOTT & WHITE HEALTH',
        'SCOTT & WHITE CLINIC',
        'Scott & White Clinic',
        'SCOTT & WHITE HEALTH PLAN',
        'SCOTT AND WHITE HEALTH PLAN',
        'SCOTT & WHITE HEALTH PLAN DBA BAYL',
        'SCOTT & WHITE HOSPITAL COLLEGE STATION D',
        'Scott & White Hospital - Round Rock ',
        'Scott & White Hospital- Marble Falls',
      ],
    ],
    [
      'brigham-and-womens-hospital',
      [
        'BRIGHAM AND WOMEN S HOSPITAL',
        'BRIGHAM & WOMEN S HOSPITAL',
        "BRIGHAM AND WOMEN'S HOSPITAL",
        "Brigham and Women's Hospital",
        'BRIGHAM & WOMEN S PHYSICIAN ORGANIZATION',
        'BRIGHAM & WOMEN S PHYSICIAN ORG',
        "Brigham and Women's Physicians Organization, Inc",
        "Brigham and Women's Physician Organization, Inc.",
        'BRIGHAM & WOMEN S FAULKNER HOSP',
        "Brigham & Women's Faulkner Hospital",
      ],
    ],
    [
      'mass-general-brigham',
      [
        'MASS GENERAL BRIGHAM INCORPORATED',
        'Mass General Brigham Incorporated',
        'PARTNERS HEALTHCARE INC',
        // The health plan's earlier names, one tax ID.
        'MASS GENERAL BRIGHAM HEALTH PLAN',
        'ALLWAYS HEALTH PARTNERS',
        'NEIGHBORHOOD HEALTH PLAN INC',
      ],
    ],
    [
      'massachusetts-general-hospital',
      [
        // The General Hospital Corporation (one tax ID), as USCIS cuts it at 34 characters and as DOL files it.
        'THE GENERAL HOSP CORP D/B/A MA GEN',
        'GENERAL HOSP CORP D/B/A MASS GENERAL HOSP',
        'THE GEN HOSP CORP D/B/A MASSACHUSE',
        'GEN HOSP CORP D/B/A MASS GEN HOSP',
        'The General Hospital Corporation',
        'General Hospital Corporation',
        // Its physicians' organisation.
        'MASSACHUSETTS GEN PHYSICIAN S ORG',
        'MASSACHUSETTS GENERAL HOSPITAL/MGPO',
        'Massachusetts General Physicians Organization',
        'Massachusetts General Physicians Organization, Inc. (MGPO)/Massachusetts General Hospital (MGH)',
      ],
    ],
    [
      'texas-a-and-m-university',
      [
        'TEXAS A&M UNIVERSITY',
        'TEXAS A&M  UNIVERSITY',
        'Texas A&M University',
        'TEXAS A&M UNIV GALVESTON',
        'TEXAS A&M HEALTH SCIENCE CENTER',
        'TEXAS A&M UNIV HLTH SCIENCE CENTER',
        'TX A&M UNIV HEALTH SCIENCE CTR',
      ],
    ],
    [
      'texas-a-and-m-university-system',
      ['TEXAS A&M UNIVERSITY SYSTEM', 'TEXAS A & M UNIV SYSTEM OFFICES', 'THE TEXAS A&M SYSTEM'],
    ],
    [
      'texas-a-and-m-engineering-experiment-station',
      [
        'TEXAS A&M ENGINEERING EXPERIMENT STATION',
        'TX A&M ENGINEERING EXPERIMENT STA',
        'TX A&M ENGINEERING EXPERIMENT STAT',
      ],
    ],
    ['texas-a-and-m-engineering-extension-service', ['TX A&M ENGINEERING EXTENSION SVC P']],
    [
      'texas-a-and-m-agrilife-research',
      ['TEXAS A&M AGRILIFE RESEARCH', 'TX A&M AGRILIFE RESEARCH PART OF T'],
    ],
    ['texas-a-and-m-agrilife-extension-service', ['TEXAS A&M AGRILIFE EXTENSION SVC P']],
    ['texas-a-and-m-forest-service', ['TEXAS A&M FOREST SERVICE', 'TX A&M FOREST SVC PART OF TX A&M S']],
    [
      'texas-a-and-m-veterinary-medical-diagnostic-laboratory',
      ['TX A&M VETERINARY MEDICAL DIAGNOSTIC LABORATORY'],
    ],
    [
      'texas-a-and-m-university-kingsville',
      ['TEXAS A&M UNIV  KINGSVILLE', 'TEXAS A M UNIVERSITY KINGSVILLE'],
    ],
    [
      'texas-a-and-m-university-corpus-christi',
      ['TX A&M UNIVERSITY CORPUS CHRISTI', 'TX A&M UNIV CORPUS CHRISTI'],
    ],
    [
      'texas-a-and-m-university-commerce',
      ['TEXAS A&M UNIVERSITY COMMERCE', 'TX A&M UNIV COMMERCE PART OF TX A&'],
    ],
    ['texas-a-and-m-university-san-antonio', ['TEXAS A&M UNIVERSITY SAN ANTONIO', 'TX A&M UNIV SAN ANTONIO']],
    ['texas-a-and-m-international-university', ['TEXAS A&M INTL UNIV', 'TEXAS A&M INTL UNIV PART OF TEXAS']],
    ['west-texas-a-and-m-university', ['WEST TEXAS A&M UNIVERSITY', 'W TEXAS A&M UNIVERSITY']],
    ['tarleton-state-university', ['TARLETON STATE UNIVERSITY', 'TARLETON STATE UNIVERSITY PART OF']],
    [
      'tiaa',
      [
        'TEACHERS INSURANCE AND ANNUITY ASSOCIATION OF AMERICA TIAA',
        'TIAA',
        'TEACHERS INSURANCE AND ANNUITY ASS',
        'TEACHERS INSURANCE AND ANNUITY',
        'TEACHERS INSURANCE & ANNUITY ASSOC',
        'TEACHERS INSUR & ANNUITY ASSOC OF',
        'TEACHERS INSUR & ANNUITY ASSN OF A',
      ],
    ],
    ['barnes-and-noble', ['BARNES & NOBLE INC', 'BARNES & NOBLE.COM', 'BARNES & NOBLE COM']],
    [
      'barnes-and-noble-education',
      ['BARNES & NOBLE COLLEGE BOOKSELLERS', 'BARNES & NOBLE COLLEGE BOOK SELLER'],
    ],
    ['bain-and-company', ['BAIN & COMPANY INC', 'BAIN & COMPANY DC LLC']],
    ['bain-capital', ['BAIN CAPITAL LP', 'BAIN CAPITAL LLC']],
  ])('%s groups every spelling the samples file it as', (slug, filed) => {
    for (const name of filed) expect(brandOf(name), name).toBe(slug);
  });

  it.each([
    // Other hospitals named Providence (Ascension's, Prime's, Tenet's), a college, a community health centre,
    // an investment firm, one name filed from Oregon and from Terre Haute, Providence's hospitals under their
    // own names, and the University of Providence.
    'PROVIDENCE HOSP',
    'PROVIDENCE HOSPITAL',
    'PROVIDENCE HOSP & MEDICAL CENTERS',
    'PROVIDENCE HOSP AND MED CENTERS',
    'PROVIDENCE HEALTH SERVICES OF WACO',
    'PROVIDENCE HEALTHCARE SERVICES',
    'PROVIDENCE MED CTR',
    'PRIME HEALTHCARE SERVICES PROVIDENCE LLC DBA PROVIDENCE MEDICAL CENTER',
    'TENET HOSPS LTD DBA PROVIDENCE MEM',
    'PROVIDENCE COLLEGE',
    'THE PROVIDENCE COMMUNITY HEALTH CENTERS, INC.',
    'PROVIDENCE EQUITY PARTNERS LLC',
    'PROVIDENCE MEDICAL GROUP',
    'SWEDISH HEALTH SVCS',
    'KADLEC REGIONAL MEDICAL CENTER',
    'UNIVERSITY OF PROVIDENCE',
    // Baylor University and the medical school are not the health system.
    'BAYLOR UNIVERSITY',
    'BAYLOR COLLEGE OF MEDICINE',
    'Baylor College of Medicine',
    'BAYLOR MIRACA GENETICS LABORATORIES LLC',
    'CHI ST LUKE S BAYLOR MEDICAL CTR',
    'BAYLOR COUNTY HOSPITAL DISTRICT',
    'UNIV OF MARY HARDIN BAYLOR',
    'BRIGHAM YOUNG UNIVERSITY',
    // Mass General Brigham's other members and the MGH Institute file under their own names; other cities'
    // general hospitals (Lawrence and Lowell in Massachusetts too; Tampa General files as Florida Health
    // Sciences Center), and Boston Children's, another 'HOSP CORP'.
    'MGH INSTITUTE OF HEALTH PROFESSIONS',
    'MCLEAN HOSPITAL',
    'MASSACHUSETTS EYE AND EAR INFIRMARY',
    'LAWRENCE GEN HOSP',
    'Lawrence General Hospital',
    'LOWELL GENERAL HOSPITAL',
    'ROCHESTER GENERAL HOSPITAL',
    'SAN JOAQUIN GENERAL HOSPITAL',
    'ALLEGHENY GEN HOSP RADIATION ONCOL',
    'FORREST GENERAL HOSP D/B/A WALTHAL',
    'Florida Health Sciences Center, Inc.',
    'Monongalia County General Hospital Company',
    'DLP MARQUETTE GENERAL HOSPITAL LLC',
    'CHILDREN S HOSP CORP',
    'SAN FRANCISCO GENERAL HOSPITAL',
    'TAMPA GENERAL HOSPITAL',
    // Other A&M universities, and members of the system that one key already groups.
    'PRAIRIE VIEW A&M UNIVERSITY',
    'FLORIDA A&M UNIVERSITY',
    'LOUISIANA STATE UNIVERSITY AND A&M COLLEGE',
    'TEXAS A&M TRANSPORTATION INSTITUTE',
    'TEXAS A&M UNIVERSITY CENTRAL TEXAS',
    // TIAA's former bank and its asset managers hire under their own names.
    'TIAA FSB',
    'TIAA FSB D/B/A EVERBANK',
    'NUVEEN SERVICES LLC',
    'CHURCHILL ASSET MANAGEMENT LLC',
    // LINA's new owner and another insurer 'of North America'.
    'NEW YORK LIFE INSURANCE COMPANY',
    'ALLIANZ LIFE INSURANCE CO OF N. A.',
    'BARNES JEWISH HOSPITAL',
    'Barnes-Jewish Hospital',
    'BARNES GROUP INC',
    'BARNES THORNBURG LLP',
  ])('%s joins no brand', (filed) => {
    expect(brandOf(filed)).toBeNull();
  });
});
