/**
 * The curated alias table (decision 050): brands and the legal entities that file for them. A job's
 * company is matched to a brand when its key equals the key of one of the brand's `names`; a filed legal
 * entity belongs to the brand when its legal key equals the key of one of `legalNames`. The first legal name
 * is the brand's main entity: the one a bare brand name ("Amazon") is said to have matched.
 * Only names listed here are grouped: 'APPLE TREE DENTAL' is not Apple, 'INTELLECTT INC' is not Intel, and
 * 'META COMPANY' is not Meta, 'S&P SOLUTIONS' is not S&P Global. Spellings are as filed (USCIS truncates names
 * at 34 characters, and writes '&' as '&', 'AND' or nothing: 'AT & T', 'S AND P GLOBAL INC', 'JOHNSON JOHNSON').
 * A brand's name that carries a legal suffix ('McKinsey & Company') is that brand with that suffix.
 * Listed only with its suffix ('Bain & Company', never bare 'Bain'), a name names its brand only with it.
 * A change here reaches a database imported before it at the next start (import/regroup.ts, decision 050).
 */
export type SponsorBrand = {
  slug: string;
  name: string;
  /** How postings and people name the brand (matched by normalised key, equal keys only). */
  names: string[];
  /** Legal entities as filed; the first is the main one. */
  legalNames: string[];
};

export const SPONSOR_BRANDS: readonly SponsorBrand[] = [
  {
    slug: 'amazon',
    name: 'Amazon',
    names: ['Amazon', 'Amazon.com', 'Amazon Corporate'],
    legalNames: [
      'AMAZON.COM SERVICES LLC',
      'AMAZON COM SERVICES INC',
      'AMAZON CORPORATE LLC',
      'AMAZON DEVELOPMENT CENTER US INC',
      'AMAZON DATA SERVICES INC',
      'AMAZON ADVERTISING LLC',
      'AMAZON CAPITAL SERVICES INC',
      'AMAZON DIGITAL SERVICES INC',
      'AMAZON FULFILLMENT SERVICES INC',
      'AMAZON MECHANICAL TURK INC',
      'AMAZON MEDIA GROUP LLC',
      'AMAZON MEDIA VENTURE LLC',
      'AMAZON PAYMENTS INC',
      'AMAZON PHARMACY INC',
      'AMAZON RETAIL LLC',
      'AMAZON SERVICES LLC',
      'AMAZON STUDIOS LLC',
      'AMAZON TECHNOLOGIES INC',
      'AMAZON.COM INC',
    ],
  },
  {
    slug: 'amazon-web-services',
    name: 'Amazon Web Services',
    names: ['Amazon Web Services', 'AWS', 'Amazon Web Services (AWS)'],
    legalNames: ['AMAZON WEB SERVICES INC'],
  },
  {
    slug: 'google',
    name: 'Google',
    names: ['Google', 'Alphabet', 'Google Cloud'],
    legalNames: ['GOOGLE LLC', 'GOOGLE INC', 'GOOGLE PUBLIC SECTOR LLC'],
  },
  {
    slug: 'meta',
    name: 'Meta',
    names: ['Meta', 'Meta Platforms', 'Facebook', 'FB'],
    legalNames: ['META PLATFORMS INC', 'FACEBOOK INC', 'FACEBOOK SERVICES INC', 'META PAYMENTS INC'],
  },
  {
    slug: 'microsoft',
    name: 'Microsoft',
    names: ['Microsoft'],
    legalNames: ['MICROSOFT CORPORATION', 'MICROSOFT LICENSING GP', 'MICROSOFT OPS PUERTO RICO LLC'],
  },
  { slug: 'apple', name: 'Apple', names: ['Apple'], legalNames: ['APPLE INC'] },
  {
    slug: 'intel',
    name: 'Intel',
    names: ['Intel'],
    legalNames: ['INTEL CORPORATION', 'INTEL AMERICAS INC', 'INTEL FEDERAL LLC', 'INTEL NDTM US LLC'],
  },
  {
    slug: 'ibm',
    name: 'IBM',
    names: ['IBM', 'International Business Machines'],
    legalNames: [
      'IBM CORPORATION',
      'INTERNATIONAL BUSINESS MACHINES CORPORATION',
      'IBM INDIA PRIVATE LIMITED',
    ],
  },
  {
    slug: 'oracle',
    name: 'Oracle',
    names: ['Oracle'],
    legalNames: ['ORACLE AMERICA INC', 'ORACLE FINANCIAL SERVICES SOFTWARE INC', 'ORACLE CORPORATION'],
  },
  { slug: 'cisco', name: 'Cisco', names: ['Cisco', 'Cisco Systems'], legalNames: ['CISCO SYSTEMS INC'] },
  {
    slug: 'deloitte',
    name: 'Deloitte',
    names: ['Deloitte'],
    legalNames: [
      'DELOITTE CONSULTING LLP',
      'DELOITTE & TOUCHE LLP',
      'DELOITTE & TOUCHE LLC',
      'DELOITTE TAX LLP',
      'DELOITTE LLP',
      'DELOITTE SERVICES LP',
      'DELOITTE FINANCIAL ADVISORY SERVICES LLP',
      'DELOITTE TRANSACTIONS AND BUSINESS ANALYTICS LLP',
      'DELOITTE ANALYTICS LLC',
    ],
  },
  {
    slug: 'ey',
    name: 'EY',
    names: ['EY', 'Ernst & Young', 'Ernst and Young'],
    legalNames: ['ERNST & YOUNG US LLP', 'ERNST & YOUNG U S LLP'],
  },
  { slug: 'kpmg', name: 'KPMG', names: ['KPMG'], legalNames: ['KPMG LLP'] },
  {
    slug: 'pwc',
    name: 'PwC',
    names: ['PwC', 'PricewaterhouseCoopers'],
    legalNames: ['PRICEWATERHOUSECOOPERS LLP', 'PWC ADVISORY SERVICES LLC', 'PWC ADVISORY PRODUCT SALES LLC'],
  },
  { slug: 'accenture', name: 'Accenture', names: ['Accenture'], legalNames: ['ACCENTURE LLP'] },
  {
    slug: 'jpmorgan-chase',
    name: 'JPMorgan Chase',
    names: ['JPMorgan Chase', 'JPMorgan', 'J.P. Morgan', 'Chase', 'JPMorgan Chase & Co.'],
    legalNames: ['JPMORGAN CHASE & CO', 'JPMORGAN CHASE BANK NA', 'J P MORGAN SECURITIES LLC'],
  },
  {
    slug: 'goldman-sachs',
    name: 'Goldman Sachs',
    names: ['Goldman Sachs'],
    legalNames: [
      'GOLDMAN SACHS & CO LLC',
      'GOLDMAN SACHS & CO',
      'GOLDMAN SACH & CO LLC',
      'GOLDMAN SACHS BANK USA',
      'GOLDMAN SACHS SERVICES LLC',
    ],
  },
  {
    slug: 'morgan-stanley',
    name: 'Morgan Stanley',
    names: ['Morgan Stanley'],
    legalNames: [
      'MORGAN STANLEY & CO LLC',
      'MORGAN STANLEY & CO LLC FORMERLY M',
      'MORGAN STANLEY SERVICES GROUP INC',
      'MORGAN STANLEY BANK NA',
      'MORGAN STANLEY SMITH BARNEY LLC',
      'MORGAN STANLEY INVESTMENT MANAGEMENT INC',
      'MORGAN STANLEY PRIVATE BANK NA',
    ],
  },
  {
    slug: 'citi',
    name: 'Citi',
    names: ['Citi', 'Citigroup', 'Citibank'],
    legalNames: [
      'CITIBANK NA',
      'CITIGROUP INC',
      'CITIGROUP GLOBAL MARKETS INC',
      'CITICORP CREDIT SERVICES INC',
      'CITIGROUP TECHNOLOGY INC',
    ],
  },
  {
    slug: 'bank-of-america',
    name: 'Bank of America',
    names: ['Bank of America', 'BofA'],
    legalNames: ['BANK OF AMERICA NA', 'BANK OF AMERICA CORPORATION'],
  },
  {
    slug: 'wells-fargo',
    name: 'Wells Fargo',
    names: ['Wells Fargo'],
    legalNames: [
      'WELLS FARGO BANK NA',
      'WELLS FARGO SECURITIES LLC',
      'WELLS FARGO ADVISORS LLC',
      'WELLS FARGO CLEARING SERVICES LLC',
    ],
  },
  {
    slug: 'capital-one',
    name: 'Capital One',
    names: ['Capital One'],
    legalNames: [
      'CAPITAL ONE SERVICES LLC',
      'CAPITAL ONE SERVICES II LLC',
      'CAPITAL ONE NATIONAL ASSOCIATION',
    ],
  },
  {
    slug: 'walmart',
    name: 'Walmart',
    names: ['Walmart', 'Wal-Mart', 'Walmart Global Tech'],
    legalNames: ['WAL-MART ASSOCIATES INC', 'WAL MART ASSO INC'],
  },
  {
    slug: 'cognizant',
    name: 'Cognizant',
    names: ['Cognizant', 'Cognizant Technology Solutions'],
    legalNames: [
      'COGNIZANT TECHNOLOGY SOLUTIONS US CORP',
      'COGNIZANT TECH SOLUTIONS US CORP',
      'COGNIZANT TECH SOLNS US CORP',
      'COGNIZANT TECHNOLOGY SOLUTIONS US',
      'COGNIZANT WORLDWIDE LIMITED',
    ],
  },
  {
    slug: 'infosys',
    name: 'Infosys',
    names: ['Infosys', 'Infy'],
    legalNames: [
      'INFOSYS LIMITED',
      'INFOSYS BPM LIMITED',
      'INFOSYS BPO LIMITED',
      'INFOSYS PUBLIC SERVICES INC',
      'INFOSYS MCCAMISH SYSTEMS LLC',
    ],
  },
  {
    slug: 'tata-consultancy-services',
    name: 'Tata Consultancy Services',
    names: ['Tata Consultancy Services', 'TCS'],
    legalNames: [
      'TATA CONSULTANCY SERVICES LIMITED',
      'TATA CONSULTANCY SVCS LTD',
      'TATA CONSULTANCY SVCS LIMITED',
    ],
  },
  { slug: 'wipro', name: 'Wipro', names: ['Wipro'], legalNames: ['WIPRO LIMITED', 'WIPRO APPIRIO INC'] },
  {
    slug: 'hcltech',
    name: 'HCLTech',
    names: ['HCLTech', 'HCL Technologies', 'HCL America'],
    legalNames: ['HCL AMERICA INC', 'HCL GLOBAL SYSTEMS INC', 'HCL AMERICA SOLUTIONS INC'],
  },
  {
    slug: 'tech-mahindra',
    name: 'Tech Mahindra',
    names: ['Tech Mahindra'],
    legalNames: ['TECH MAHINDRA AMERICAS INC', 'TECH MAHINDRA TECHNOLOGIES INC'],
  },
  {
    slug: 'capgemini',
    name: 'Capgemini',
    names: ['Capgemini'],
    legalNames: [
      'CAPGEMINI AMERICA INC',
      'CAPGEMINI FINANCIAL SVCS USA INC',
      'CAPGEMINI US LLC',
      'CAPGEMINI GOVERNMENT SOLUTIONS LLC',
    ],
  },
  {
    slug: 'ltimindtree',
    name: 'LTIMindtree',
    names: ['LTIMindtree', 'Mindtree', 'Larsen & Toubro Infotech', 'L&T Infotech', 'LTI'],
    legalNames: [
      'LTIMINDTREE LIMITED',
      'LARSEN & TOUBRO INFOTECH LIMITED',
      'MINDTREE LIMITED',
      'LARSEN & TOUBRO INFOTECH LLC',
      'LARSEN & TOURBRO INFOTECH LIMITED',
      'L & T INFOTECH LTD',
    ],
  },
  {
    // Larsen & Toubro's engineering-services company, listed apart from LTIMindtree.
    slug: 'lt-technology-services',
    name: 'L&T Technology Services',
    names: ['L&T Technology Services', 'LTTS'],
    legalNames: [
      'L&T TECHNOLOGY SERVICES LIMITED',
      'LARSEN & TOUBRO TECH SERVICES LTD',
      'LARSEN & TOUBRO TECH SVCS LTD',
    ],
  },
  { slug: 'nvidia', name: 'NVIDIA', names: ['NVIDIA'], legalNames: ['NVIDIA CORPORATION'] },
  { slug: 'salesforce', name: 'Salesforce', names: ['Salesforce'], legalNames: ['SALESFORCE INC'] },
  {
    slug: 'qualcomm',
    name: 'Qualcomm',
    names: ['Qualcomm'],
    legalNames: [
      'QUALCOMM TECHNOLOGIES INC',
      'QUALCOMM INCORPORATED',
      'QUALCOMM ATHEROS INC',
      'QUALCOMM INNOVATION CENTER INC',
    ],
  },
  { slug: 'tesla', name: 'Tesla', names: ['Tesla'], legalNames: ['TESLA INC', 'TESLA MOTORS INC'] },
  {
    slug: 'netflix',
    name: 'Netflix',
    names: ['Netflix'],
    legalNames: ['NETFLIX INC', 'NETFLIX GLOBAL LLC', 'NETFLIX ANIMATION LLC'],
  },
  { slug: 'airbnb', name: 'Airbnb', names: ['Airbnb'], legalNames: ['AIRBNB INC'] },
  { slug: 'stripe', name: 'Stripe', names: ['Stripe'], legalNames: ['STRIPE INC'] },
  {
    slug: 'bloomberg',
    name: 'Bloomberg',
    names: ['Bloomberg'],
    legalNames: ['BLOOMBERG LP', 'BLOOMBERG TRADEBOOK LLC'],
  },
  {
    slug: 'american-express',
    name: 'American Express',
    names: ['American Express', 'Amex'],
    legalNames: [
      'AMERICAN EXPRESS TRAVEL RELATED SERVICES COMPANY INC',
      'AMERICAN EXPRESS TRAVEL RELATED SE',
      'AMERICAN EXPRESS COMPANY',
      'AMERICAN EXPRESS NATIONAL BANK',
    ],
  },
  {
    slug: 'paypal',
    name: 'PayPal',
    names: ['PayPal'],
    legalNames: ['PAYPAL INC', 'PAYPAL DATA SERVICES INC'],
  },
  { slug: 'ebay', name: 'eBay', names: ['eBay'], legalNames: ['EBAY INC', 'EBAY COMMERCE INC'] },
  { slug: 'vmware', name: 'VMware', names: ['VMware'], legalNames: ['VMWARE INC'] },
  { slug: 'linkedin', name: 'LinkedIn', names: ['LinkedIn'], legalNames: ['LINKEDIN CORPORATION'] },
  {
    slug: 'uber',
    name: 'Uber',
    names: ['Uber'],
    legalNames: ['UBER TECHNOLOGIES INC', 'UBER FREIGHT US LLC'],
  },
  { slug: 'lyft', name: 'Lyft', names: ['Lyft'], legalNames: ['LYFT INC'] },
  {
    slug: 'x-twitter',
    name: 'X (Twitter)',
    // Bare 'X' listed: a name listed only with its suffix names the brand only with it (see Bain & Company).
    names: ['Twitter', 'X Corp', 'X'],
    legalNames: ['TWITTER INC', 'X CORP'],
  },
  {
    slug: 'snap',
    name: 'Snap',
    names: ['Snap', 'Snapchat', 'Snap Inc.'],
    legalNames: ['SNAP INC', 'SNAPCHAT INC'],
  },
  {
    slug: 'zoom',
    name: 'Zoom',
    names: ['Zoom', 'Zoom Video Communications'],
    legalNames: ['ZOOM VIDEO COMMUNICATIONS INC', 'ZOOM VIDEO COMMUNCATIONS INC'],
  },
  { slug: 'workday', name: 'Workday', names: ['Workday'], legalNames: ['WORKDAY INC'] },
  { slug: 'servicenow', name: 'ServiceNow', names: ['ServiceNow'], legalNames: ['SERVICENOW INC'] },
  { slug: 'intuit', name: 'Intuit', names: ['Intuit'], legalNames: ['INTUIT INC'] },
  {
    slug: 'broadcom',
    name: 'Broadcom',
    names: ['Broadcom'],
    legalNames: ['BROADCOM CORPORATION', 'BROADCOM INC'],
  },
  {
    slug: 'micron',
    name: 'Micron',
    names: ['Micron', 'Micron Technology'],
    legalNames: ['MICRON TECHNOLOGY INC', 'MICRON SEMICONDUCTOR PRODUCTS INC', 'MICRON TECHNOLOGY TEXAS LLC'],
  },
  {
    slug: 'amd',
    name: 'AMD',
    names: ['AMD', 'Advanced Micro Devices'],
    legalNames: ['ADVANCED MICRO DEVICES INC'],
  },
  {
    slug: 'samsung',
    name: 'Samsung',
    names: ['Samsung'],
    legalNames: [
      'SAMSUNG SEMICONDUCTOR INC',
      'SAMSUNG RESEARCH AMERICA INC',
      'SAMSUNG ELECTRONICS AMERICA INC',
      'SAMSUNG AUSTIN SEMICONDUCTOR LLC',
      'SAMSUNG SDS AMERICA INC',
    ],
  },
  {
    slug: 'visa',
    name: 'Visa',
    names: ['Visa', 'Visa Inc.'],
    legalNames: [
      'VISA TECHNOLOGY & OPERATIONS LLC',
      'VISA TECH & OPERATIONS LLC',
      'VISA TECHNOLOGY OPERATIONS LLC',
      'VISA USA INC',
    ],
  },
  {
    slug: 'mastercard',
    name: 'Mastercard',
    names: ['Mastercard'],
    legalNames: [
      'MASTERCARD INTERNATIONAL INCORPORATED',
      'MASTERCARD INTL INCORPORATED',
      'MASTERCARD TECHNOLOGIES LLC',
    ],
  },
  {
    slug: 'charles-schwab',
    name: 'Charles Schwab',
    names: ['Charles Schwab', 'Schwab'],
    legalNames: ['CHARLES SCHWAB & CO INC', 'CHARLES SCHWAB & COMPANY INC', 'CHARLES SCHWAB & COMP INC'],
  },
  {
    slug: 'blackrock',
    name: 'BlackRock',
    names: ['BlackRock'],
    legalNames: [
      'BLACKROCK FINANCIAL MANAGEMENT INC',
      'BLACKROCK INSTITUTIONAL TRUST COMPANY NA',
      'BLACKROCK INVESTMENT MANAGEMENT LLC',
      'BLACKROCK FUND ADVISORS',
      'BLACKROCK CAPITAL MANAGEMENT INC',
    ],
  },
  {
    slug: 'barclays',
    name: 'Barclays',
    names: ['Barclays'],
    legalNames: [
      'BARCLAYS SERVICES CORP',
      'BARCLAYS CAPITAL INC',
      'BARCLAYS BANK PLC',
      'BARCLAYS SERVICES LLC',
      'BARCLAYS BANK DELAWARE',
    ],
  },
  {
    slug: 'ubs',
    name: 'UBS',
    names: ['UBS'],
    legalNames: [
      'UBS AG',
      'UBS BUSINESS SOLUTIONS US LLC',
      'UBS SECURITIES LLC',
      'UBS FINANCIAL SERVICES INC',
      'UBS AMERICAS INC',
    ],
  },
  {
    slug: 'hsbc',
    name: 'HSBC',
    names: ['HSBC'],
    legalNames: ['HSBC BANK USA NA', 'HSBC TECHNOLOGY & SERVICES USA INC', 'HSBC SECURITIES USA INC'],
  },
  {
    slug: 'deutsche-bank',
    name: 'Deutsche Bank',
    names: ['Deutsche Bank'],
    legalNames: [
      'DEUTSCHE BANK SECURITIES INC',
      'DEUTSCHE BANK TRUST COMPANY AMERICAS',
      'DEUTSCHE BANK NEW YORK BRANCH',
    ],
  },
  {
    slug: 'fidelity-investments',
    name: 'Fidelity Investments',
    names: ['Fidelity Investments', 'Fidelity'],
    legalNames: ['FIDELITY INVESTMENTS', 'FIDELITY INVESTMENTS INST SERV CO'],
  },
  {
    slug: 'ntt-data',
    name: 'NTT DATA',
    names: ['NTT DATA'],
    legalNames: ['NTT DATA INC', 'NTT DATA SERVICES LLC', 'NTT DATA INC FORMERLY KEANE INC'],
  },
  {
    slug: 'mayo-clinic',
    name: 'Mayo Clinic',
    names: ['Mayo Clinic'],
    legalNames: ['MAYO CLINIC'],
  },
  {
    slug: 'cleveland-clinic',
    name: 'Cleveland Clinic',
    names: ['Cleveland Clinic'],
    legalNames: [
      'CLEVELAND CLINIC FOUNDATION',
      'CLEVELAND CLINIC FDN',
      'CLEVELAND CLINIC FLORIDA',
      'CLEVELAND CLINIC',
    ],
  },
  {
    slug: 'johns-hopkins',
    name: 'Johns Hopkins',
    names: ['Johns Hopkins', 'Johns Hopkins Medicine'],
    legalNames: [
      'JOHNS HOPKINS UNIVERSITY',
      'JOHNS HOPKINS HOSPITAL',
      'JOHNS HOPKINS HEALTH SYSTEM CORPORATION',
    ],
  },
  {
    slug: 'cvs-health',
    name: 'CVS Health',
    names: ['CVS Health', 'CVS', 'CVS Pharmacy'],
    legalNames: ['CVS PHARMACY INC', 'CVS RX SERVICES INC', 'CAREMARK LLC'],
  },
  {
    slug: 'optum',
    name: 'Optum',
    names: ['Optum', 'UnitedHealth Group'],
    legalNames: ['OPTUM SERVICES INC', 'OPTUMINSIGHT INC', 'OPTUM CARE INC'],
  },
  {
    slug: 'elevance-health',
    name: 'Elevance Health',
    names: ['Elevance Health', 'Anthem'],
    legalNames: ['ELEVANCE HEALTH INC', 'ANTHEM INC'],
  },
  {
    slug: 'general-electric',
    name: 'GE',
    names: ['GE', 'General Electric', 'GE Aerospace'],
    legalNames: ['GENERAL ELECTRIC COMPANY', 'GE AVIATION SYSTEMS LLC', 'GE DIGITAL HOLDINGS LLC'],
  },
  {
    slug: 'general-motors',
    name: 'General Motors',
    names: ['General Motors', 'GM'],
    legalNames: ['GENERAL MOTORS COMPANY'],
  },
  { slug: 'ford', name: 'Ford', names: ['Ford', 'Ford Motor'], legalNames: ['FORD MOTOR COMPANY'] },
  { slug: 'cummins', name: 'Cummins', names: ['Cummins'], legalNames: ['CUMMINS INC'] },
  {
    slug: 'hewlett-packard-enterprise',
    name: 'Hewlett Packard Enterprise',
    names: ['Hewlett Packard Enterprise', 'HPE'],
    legalNames: ['HEWLETT PACKARD ENTERPRISE COMPANY'],
  },
  { slug: 'hp', name: 'HP', names: ['HP', 'HP Inc.'], legalNames: ['HP INC', 'HEWLETT-PACKARD COMPANY'] },
  {
    slug: 'dell',
    name: 'Dell Technologies',
    names: ['Dell', 'Dell Technologies'],
    legalNames: ['DELL USA LP', 'DELL MARKETING LP', 'DELL PRODUCTS LP'],
  },
  {
    slug: 'johnson-and-johnson',
    name: 'Johnson & Johnson',
    names: ['Johnson & Johnson', 'J&J'],
    legalNames: [
      'JOHNSON & JOHNSON',
      'JOHNSON & JOHNSON SERVICES INC',
      'JOHNSON & JOHNSON VISION CARE INC',
      'JOHNSON & JOHNSON CONSUMER INC',
      'JOHNSON & JOHNSON CONSUMER COS INC',
      'JOHNSON & JOHNSON HEALTH CARE SYSS',
      'JOHNSON & JOHNSON INNOVATION LLC',
    ],
  },
  // Brands written with '&' (decision 050): the search reads 'AT&T', 'P&G' as one word ('atampt') and names
  // the brand with its '&'; each is filed under several legal names that no key makes equal.
  {
    slug: 'att',
    name: 'AT&T',
    names: ['AT&T'],
    legalNames: [
      'AT&T SERVICES INC',
      'AT & T SERVICES INC',
      'AT&T SVCS INC',
      'AT&T MOBILITY SERVICES LLC',
      'AT & T MOBILITY SERVICES LLC',
      'AT&T MOBILITY SVCS LLC',
      'AT&T CORP',
      'AT&T SOLUTIONS INC',
    ],
  },
  {
    // Not 'PROCTER GROUP' or 'PROCTOR COMPANY'. 'COMANY' and 'PROCTOR' are as filed.
    slug: 'procter-and-gamble',
    name: 'Procter & Gamble',
    names: ['Procter & Gamble', 'P&G'],
    legalNames: [
      'THE PROCTER & GAMBLE COMANY',
      'THE PROCTOR & GAMBLE COMPANY',
      'THE PROCTER & GAMBLE U S BUSINESS SERVICES COMPANY',
      'THE PROCTER & GAMBLE DISTRIBUTING LLC',
    ],
  },
  {
    // Manufacturers and Traders Trust Company is the bank itself; not 'M&T ADULT DAY HEALTH CARE CTR'.
    slug: 'mt-bank',
    name: 'M&T Bank',
    names: ['M&T Bank', 'M&T', 'Manufacturers and Traders Trust'],
    legalNames: ['M&T BANK CORPORATION', 'M AND T BANK', 'MANUFACTURERS & TRADERS TRUST CO'],
  },
  {
    // Standard & Poor's is S&P Global's former name; S&P OpCo is S&P Dow Jones Indices' operating company.
    // Not 'S&P SOLUTIONS', 'S & P PHARMACY INC' or 'S & P INC DBA SIGN CITY' (hence no bare 'S&P' name).
    slug: 'sp-global',
    name: 'S&P Global',
    names: ['S&P Global', "Standard & Poor's", 'S&P Global Ratings', 'S&P Global Market Intelligence'],
    legalNames: [
      'S&P GLOBAL INC',
      'S&P GLOBAL MARKET INTELLIGENCE INC',
      'S AND P GLOBAL MARKET INTELLIGENCE',
      'S&P OPCO LLC',
      'STANDARD & POORS FINANCIAL SVCS LL',
      'STANDARD AND POORS FINANCIAL SERVI',
      'STANDARD POORS FINANCIAL SERVICES LLC',
      'STANDARD & POORS FIN SERVICES LLC',
      'STANDARD & POORS SECURITIES EVALUA',
    ],
  },
  {
    slug: 'ssc-technologies',
    name: 'SS&C Technologies',
    names: ['SS&C Technologies', 'SS&C'],
    legalNames: [
      'SS&C TECHNOLOGIES INC',
      'SS&C TECHNOLOGIES NEW JERSEY INC',
      'SS&C TECHS HOLDINGS EUROPE S A R L',
    ],
  },
  {
    // Three spellings of one firm's US entity, none the same key.
    slug: 'mckinsey',
    name: 'McKinsey & Company',
    names: ['McKinsey & Company', 'McKinsey'],
    legalNames: [
      'MCKINSEY & CO INC UNITED STATES',
      'MCKINSEY & COMPANY, INC. UNITED STATES',
      'MCKINSEY & COMPANY INC US',
    ],
  },
  {
    slug: 'marsh-mclennan',
    name: 'Marsh McLennan',
    names: ['Marsh McLennan', 'Marsh & McLennan', 'Marsh & McLennan Companies'],
    legalNames: [
      'MARSH & MCLENNAN COMPANIES INC',
      'MARSH & MCLENNAN SHARED SVCS CORP',
      'MARSH MCLENNAN SHARED SERVICES LLC',
      'MARSH AND MCLENNAN SHARED SERVICES',
    ],
  },
  {
    slug: 'alvarez-and-marsal',
    name: 'Alvarez & Marsal',
    names: ['Alvarez & Marsal'],
    legalNames: [
      'ALVAREZ & MARSAL HOLDINGS LLC',
      'ALVAREZ & MARSAL BUSINESS CONSULTI',
      'ALVAREZ & MARSAL TRANSACTION ADVIS',
      'ALVAREZ & MARSAL GLOBAL FORENSIC &',
      'ALVAREZ & MARSAL PRIVATE EQUITY PE',
      'ALVAREZ MARSAL PRIVATE EQUITY PERFORMANCE IMPROVEMENT GROUP LLC',
      'ALVAREZ & MARSAL EXEC BNFTS CONSUL',
      'ALVAREZ & MARSAL SECURITIES LLC',
      'ALVAREZ AND MARSAL INSURANCE AND RISK ADVISORY SERVICES LLC',
      'ALVAREZ MARSAL CORPORATE PERFORMANCE IMPROVEMENT LLC',
      'ALVAREZ MARSAL DISPUTES AND INVESTIGATIONS LLC',
      'ALVAREZ MARSAL DISPUTES INVESTIGAT',
      'ALVAREZ MARSAL HEALTHCARE INDUSTRY GROUP LLC',
      'ALVAREZ MARSAL TAXAND LLC',
    ],
  },
  {
    slug: 'black-and-veatch',
    name: 'Black & Veatch',
    names: ['Black & Veatch'],
    legalNames: [
      'BLACK & VEATCH CORPORATION',
      'BLACK & VEATCH CONSTRUCTION INC',
      'BLACK AND VEATCH MANAGEMENT CONSULTING LLC',
    ],
  },
  {
    // Not 'BURNS & LEVINSON LLP'.
    slug: 'burns-and-mcdonnell',
    name: 'Burns & McDonnell',
    names: ['Burns & McDonnell'],
    legalNames: [
      'BURNS & MCDONNELL ENGINEERING COMPANY INC',
      'BURNS & MCDONNELL ENGRG CO INC',
      'BURNS & MCDONNELL CORPORATE SERVICES INC',
      'BURNS & MCDONNELL WESTERN ENTERPRISES INC',
    ],
  },
  {
    slug: 'abercrombie-and-fitch',
    name: 'Abercrombie & Fitch',
    names: ['Abercrombie & Fitch', 'Abercrombie & Fitch Co.'],
    legalNames: [
      'ABERCROMBIE & FITCH MANAGEMENT CO',
      'ABERCROMBIE & FITCH TRADING CO DBA',
      'ABERCROMBIE & FITCH STORES, INC.',
    ],
  },
  {
    slug: 'bath-and-body-works',
    name: 'Bath & Body Works',
    names: ['Bath & Body Works'],
    legalNames: [
      'BATH & BODY WORKS LLC',
      'BATH & BODY WORKS BRAND MANAGEMENT INC',
      'BATH & BODY WORKS LOGISTICS SERVICES LLC',
    ],
  },
  // Brands whose words other filers share (decision 050): only the entities listed join them, and a name
  // that unrelated filers share names none of them ('Providence', 'Baylor', 'Brigham', 'General Hospital',
  // 'Bain', 'Barnes').
  {
    // The Cigna Group: Cigna Healthcare and Evernorth, its health services business (Express Scripts and
    // its specialty pharmacy Accredo, Cigna's since 2018). One brand: Evernorth's shared-services entity was
    // renamed Cigna-Evernorth Services (one tax ID in the files), and both businesses hire through it. CGLIC
    // and CHLIC are Cigna's insurers as filed. Not 'CIGNA LINA': the Life Insurance Company of North America,
    // sold to New York Life in 2020, whose filings under both names are its own record (below).
    slug: 'cigna',
    name: 'Cigna',
    names: [
      'Cigna',
      'The Cigna Group',
      'Cigna Healthcare',
      'Evernorth',
      'Evernorth Health Services',
      'Express Scripts',
      'Accredo',
    ],
    legalNames: [
      'CIGNA HEALTH AND LIFE INSURANCE COMPANY',
      'CIGNA HEALTH & LIFE INSURANCE COMP',
      'CIGNA HEALTH & LIFE INSUR COMPANY',
      'CIGNA HEALTH AND LIFE INS COMPANY',
      'CIGNA-EVERNORTH SERVICES INC',
      'CIGNA EVERNORTH SERVICES',
      'EVERNORTH ENTERPRISE SERVICES INC',
      'CIGNA CORPORATION',
      'CIGNA CGLIC',
      'CIGNA BEHAVIORAL HEALTH INC',
      'EXPRESS SCRIPTS SERVICES CO',
      'EXPRESS SCRIPTS INC',
      'EXPRESS SCRIPTS',
      'EXPRESS SCRIPTS ADMINISTRATORS LLC',
      'EXPRESS SCRIPTS PHARMACY INC',
      'EXPRESS SCRIPTS PHARMACEUTICAL PROCUREMENT LLC',
      'EXPRESS SCRIPTS PHARMACEUTICAL PRO',
      'ACCREDO HEALTH GROUP INC',
    ],
  },
  {
    // The Life Insurance Company of North America (LINA): one tax ID in the files, filed as 'CIGNA LINA' until
    // FY2020, while it was Cigna's, and under its own name from New York since New York Life bought it (2020).
    // Apart from Cigna, as TIAA FSB is from TIAA: a business sold keeps its filings. Not New York Life
    // Insurance Company, nor Allianz Life Insurance Company of North America.
    slug: 'life-insurance-company-of-north-america',
    name: 'Life Insurance Company of North America',
    names: ['Life Insurance Company of North America'],
    legalNames: [
      'LIFE INSURANCE COMPANY OF NORTH AMERICA',
      'LIFE INSURANCE COMPANY OF NORTH AM',
      'LIFE INSURANCE COMPANY OF N.A.',
      'CIGNA LINA',
    ],
  },
  {
    // Providence (Providence St. Joseph Health; Renton, WA): its entities in WA, OR, AK and CA. Not the
    // hospitals others run under the name (Ascension's in Washington DC, Mobile, Southfield and Waco; Prime's
    // in Kansas City; Tenet's in El Paso), Providence College, the Providence Community Health Centers (RI),
    // Providence Equity Partners, nor 'PROVIDENCE MEDICAL GROUP', one name filed from Oregon and from Terre
    // Haute. Swedish and Kadlec, Providence's hospitals under their own names, and the University of
    // Providence, a university, keep their own records. No bare 'Providence': it names all of them (and a city).
    slug: 'providence-health-and-services',
    name: 'Providence Health & Services',
    names: ['Providence Health & Services', 'Providence St. Joseph Health'],
    legalNames: [
      'PROVIDENCE HEALTH & SERVICES',
      'PROVIDENCE HEALTH & SVCS WA D B A',
      'PROVIDENCE HEALTH & SERVICES WASHINGTON',
      'PROVIDENCE HEALTH & SERVICES OREGON',
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
  },
  {
    // Baylor Scott & White Health: Baylor Health Care System and Scott & White merged (2013); Baylor University
    // Medical Center, the Irving and Plano hospitals and the research institute are its own. Not Baylor
    // University, Baylor College of Medicine, Baylor Miraca Genetics, CHI St. Luke's Baylor or the Baylor
    // County Hospital District.
    slug: 'baylor-scott-and-white-health',
    name: 'Baylor Scott & White Health',
    names: ['Baylor Scott & White Health', 'Baylor Scott & White', 'BSW Health'],
    legalNames: [
      'BAYLOR SCOTT & WHITE HEALTH',
      'BAYLOR HEALTH CARE SYSTEM',
      'BAYLOR UNIVERSITY MEDICAL CENTER',
      'BAYLOR MEDICAL CENTER AT IRVING',
      'BAYLOR REGIONAL MEDICAL CENTER AT PLANO',
      'BAYLOR RESEARCH INSTITUTE',
      'SCOTT & WHITE MEMORIAL HOSPITAL',
      'SCOTT & WHITE CLINIC',
      'SCOTT & WHITE HEALTH PLAN',
      'SCOTT & WHITE HOSPITAL COLLEGE STATION D',
      'SCOTT & WHITE HOSPITAL - ROUND ROCK',
      'SCOTT & WHITE HOSPITAL- MARBLE FALLS',
    ],
  },
  {
    // The hospital, its physicians' organisation and its Faulkner hospital. USCIS writes "WOMEN'S" as
    // 'WOMEN S', DOL as "Women's": two keys of each. Mass General Brigham, the system it belongs to, files
    // apart and is listed apart; Brigham Young University is not 'Brigham'.
    slug: 'brigham-and-womens-hospital',
    name: "Brigham and Women's Hospital",
    // 'Brigham and Women' is how the job search reads "Brigham and Women's" (the possessive dropped).
    names: ["Brigham and Women's Hospital", "Brigham and Women's", 'Brigham and Women', 'BWH'],
    legalNames: [
      'BRIGHAM AND WOMEN S HOSPITAL',
      "BRIGHAM AND WOMEN'S HOSPITAL",
      'BRIGHAM & WOMEN S PHYSICIAN ORGANIZATION',
      'BRIGHAM & WOMEN S PHYSICIAN ORG',
      "BRIGHAM AND WOMEN'S PHYSICIANS ORGANIZATION, INC",
      "BRIGHAM AND WOMEN'S PHYSICIAN ORGANIZATION, INC.",
      'BRIGHAM & WOMEN S FAULKNER HOSP',
      "BRIGHAM & WOMEN'S FAULKNER HOSPITAL",
    ],
  },
  {
    // The system's own entity (Partners HealthCare until 2019: one tax ID) and its health plan, filed under
    // one tax ID as Neighborhood Health Plan (to FY2018), AllWays Health Partners (FY2019-2022) and Mass General
    // Brigham Health Plan (since FY2023), in Boston then Somerville. Not Neighborhood Health Plan of Rhode
    // Island, another insurer. Its hospitals file under their own names (Brigham and Women's above,
    // Massachusetts General below; McLean, Mass Eye and Ear...).
    slug: 'mass-general-brigham',
    name: 'Mass General Brigham',
    names: ['Mass General Brigham', 'Partners HealthCare'],
    legalNames: [
      'MASS GENERAL BRIGHAM INCORPORATED',
      'PARTNERS HEALTHCARE INC',
      'MASS GENERAL BRIGHAM HEALTH PLAN',
      'ALLWAYS HEALTH PARTNERS',
      'NEIGHBORHOOD HEALTH PLAN INC',
    ],
  },
  {
    // Massachusetts General Hospital as its legal entity, The General Hospital Corporation (one tax ID; USCIS
    // keys are the part before 'D/B/A MASS GEN HOSP': 'GENERAL HOSP CORP' and 'GEN HOSP CORP'), with its
    // physicians' organisation (MGPO), as Brigham and Women's is with its own. Apart from Mass General
    // Brigham, the system, and the MGH Institute of Health Professions, a school of its own; not the other
    // cities' general hospitals. 'The General Hospital Corporation' is a name with its suffix so that bare
    // 'General Hospital', any city's, names and matches no one (as bare 'Bain').
    slug: 'massachusetts-general-hospital',
    name: 'Massachusetts General Hospital',
    names: [
      'Massachusetts General Hospital',
      'Mass General Hospital',
      'Mass General',
      'MGH',
      'The General Hospital Corporation',
    ],
    legalNames: [
      'THE GENERAL HOSPITAL CORPORATION',
      'GENERAL HOSP CORP D/B/A MASS GENERAL HOSP',
      'GEN HOSP CORP D/B/A MASS GEN HOSP',
      'MASSACHUSETTS GENERAL PHYSICIANS ORGANIZATION',
      'MASSACHUSETTS GENERAL PHYSICIANS ORGANIZATION, INC. (MGPO)/MASSACHUSETTS GENERAL HOSPITAL (MGH)',
      'MASSACHUSETTS GENERAL HOSPITAL/MGPO',
      'MASSACHUSETTS GEN PHYSICIAN S ORG',
    ],
  },
  // The Texas A&M University System: each university and agency is an employer of its own and files apart,
  // so each is a sponsor of its own. Listed are those filed under more than one key ('TEXAS A&M UNIV
  // KINGSVILLE' and 'TEXAS A M UNIVERSITY KINGSVILLE'; 'TARLETON STATE UNIVERSITY' and '... PART OF') or as
  // 'TX A&M', which a search for 'Texas A&M' would not find. 'Texas A&M' alone is the university in College Station,
  // whose Galveston campus and Health Science Center (part of it since 2013) are its own: they filed FY2014
  // under tax IDs of their own, but neither is a member of the system now. Prairie View A&M, one key, is
  // found as filed.
  {
    slug: 'texas-a-and-m-university',
    name: 'Texas A&M University',
    names: [
      'Texas A&M University',
      'Texas A&M',
      'TAMU',
      'Texas A&M University at Galveston',
      'Texas A&M Health Science Center',
    ],
    legalNames: [
      'TEXAS A&M UNIVERSITY',
      'TEXAS A&M UNIV GALVESTON',
      'TEXAS A&M HEALTH SCIENCE CENTER',
      'TEXAS A&M UNIV HLTH SCIENCE CENTER',
      'TX A&M UNIV HEALTH SCIENCE CTR',
    ],
  },
  {
    slug: 'texas-a-and-m-university-system',
    name: 'Texas A&M University System',
    names: ['Texas A&M University System', 'Texas A&M System'],
    legalNames: ['TEXAS A&M UNIVERSITY SYSTEM', 'TEXAS A & M UNIV SYSTEM OFFICES', 'THE TEXAS A&M SYSTEM'],
  },
  {
    slug: 'texas-a-and-m-engineering-experiment-station',
    name: 'Texas A&M Engineering Experiment Station',
    names: ['Texas A&M Engineering Experiment Station', 'TEES'],
    legalNames: [
      'TEXAS A&M ENGINEERING EXPERIMENT STATION',
      'TX A&M ENGINEERING EXPERIMENT STA',
      'TX A&M ENGINEERING EXPERIMENT STAT',
    ],
  },
  {
    slug: 'texas-a-and-m-engineering-extension-service',
    name: 'Texas A&M Engineering Extension Service',
    names: ['Texas A&M Engineering Extension Service', 'TEEX'],
    legalNames: ['TX A&M ENGINEERING EXTENSION SVC P'],
  },
  {
    slug: 'texas-a-and-m-agrilife-research',
    name: 'Texas A&M AgriLife Research',
    names: ['Texas A&M AgriLife Research'],
    legalNames: ['TEXAS A&M AGRILIFE RESEARCH', 'TX A&M AGRILIFE RESEARCH PART OF T'],
  },
  {
    slug: 'texas-a-and-m-agrilife-extension-service',
    name: 'Texas A&M AgriLife Extension Service',
    names: ['Texas A&M AgriLife Extension Service', 'Texas A&M AgriLife Extension'],
    legalNames: ['TEXAS A&M AGRILIFE EXTENSION SVC P'],
  },
  {
    slug: 'texas-a-and-m-forest-service',
    name: 'Texas A&M Forest Service',
    names: ['Texas A&M Forest Service'],
    legalNames: ['TEXAS A&M FOREST SERVICE', 'TX A&M FOREST SVC PART OF TX A&M S'],
  },
  {
    slug: 'texas-a-and-m-veterinary-medical-diagnostic-laboratory',
    name: 'Texas A&M Veterinary Medical Diagnostic Laboratory',
    names: ['Texas A&M Veterinary Medical Diagnostic Laboratory', 'TVMDL'],
    legalNames: ['TX A&M VETERINARY MEDICAL DIAGNOSTIC LABORATORY'],
  },
  {
    slug: 'texas-a-and-m-university-kingsville',
    name: 'Texas A&M University-Kingsville',
    names: ['Texas A&M University-Kingsville', 'TAMUK'],
    legalNames: ['TEXAS A&M UNIV  KINGSVILLE', 'TEXAS A M UNIVERSITY KINGSVILLE'],
  },
  {
    slug: 'texas-a-and-m-university-corpus-christi',
    name: 'Texas A&M University-Corpus Christi',
    names: ['Texas A&M University-Corpus Christi', 'TAMUCC'],
    legalNames: ['TX A&M UNIVERSITY CORPUS CHRISTI'],
  },
  {
    // East Texas A&M University since 2024.
    slug: 'texas-a-and-m-university-commerce',
    name: 'Texas A&M University-Commerce',
    names: ['Texas A&M University-Commerce', 'East Texas A&M University'],
    legalNames: ['TEXAS A&M UNIVERSITY COMMERCE', 'TX A&M UNIV COMMERCE PART OF TX A&'],
  },
  {
    slug: 'texas-a-and-m-university-san-antonio',
    name: 'Texas A&M University-San Antonio',
    names: ['Texas A&M University-San Antonio'],
    legalNames: ['TEXAS A&M UNIVERSITY SAN ANTONIO', 'TX A&M UNIV SAN ANTONIO'],
  },
  {
    slug: 'texas-a-and-m-international-university',
    name: 'Texas A&M International University',
    names: ['Texas A&M International University', 'TAMIU'],
    legalNames: ['TEXAS A&M INTL UNIV', 'TEXAS A&M INTL UNIV PART OF TEXAS'],
  },
  {
    slug: 'west-texas-a-and-m-university',
    name: 'West Texas A&M University',
    names: ['West Texas A&M University'],
    legalNames: ['WEST TEXAS A&M UNIVERSITY', 'W TEXAS A&M UNIVERSITY'],
  },
  {
    // A member of the system; its FY2014 name is cut after 'PART OF' (the Texas A&M University System).
    slug: 'tarleton-state-university',
    name: 'Tarleton State University',
    names: ['Tarleton State University', 'Tarleton State'],
    legalNames: ['TARLETON STATE UNIVERSITY', 'TARLETON STATE UNIVERSITY PART OF'],
  },
  {
    // Teachers Insurance and Annuity Association of America, as filed (one tax ID). TIAA FSB, its bank until
    // 2023 and EverBank before and since, and Nuveen, its asset manager, hire under their own names.
    slug: 'tiaa',
    name: 'TIAA',
    names: ['TIAA', 'TIAA-CREF', 'Teachers Insurance and Annuity Association'],
    legalNames: [
      'TEACHERS INSURANCE AND ANNUITY ASSOCIATION OF AMERICA TIAA',
      'TIAA',
      'TEACHERS INSURANCE AND ANNUITY ASS',
      'TEACHERS INSURANCE AND ANNUITY',
      'TEACHERS INSURANCE & ANNUITY ASSOC',
      'TEACHERS INSUR & ANNUITY ASSOC OF',
      'TEACHERS INSUR & ANNUITY ASSN OF A',
    ],
  },
  {
    // The bookseller and its website (barnesandnoble.com). Not Barnes-Jewish Hospital, Barnes Group or
    // Barnes & Thornburg.
    slug: 'barnes-and-noble',
    name: 'Barnes & Noble',
    names: ['Barnes & Noble', 'Barnes & Noble Booksellers'],
    legalNames: ['BARNES & NOBLE INC', 'BARNES & NOBLE.COM'],
  },
  {
    // The college bookstores, a company of their own since 2015 (Barnes & Noble Education).
    slug: 'barnes-and-noble-education',
    name: 'Barnes & Noble Education',
    names: ['Barnes & Noble Education', 'Barnes & Noble College', 'Barnes & Noble College Booksellers'],
    legalNames: ['BARNES & NOBLE COLLEGE BOOKSELLERS', 'BARNES & NOBLE COLLEGE BOOK SELLER'],
  },
  {
    // The consultancy: 'Bain & Company' or 'Bain & Co', never bare 'Bain' (also Bain Capital's). Its key
    // drops '& Company' as a legal suffix, so the name keeps it (match.ts).
    slug: 'bain-and-company',
    name: 'Bain & Company',
    names: ['Bain & Company'],
    legalNames: ['BAIN & COMPANY INC', 'BAIN & COMPANY DC LLC'],
  },
  {
    // The investment firm, apart from the consultancy it was founded from; filed as an LLC, then an LP.
    slug: 'bain-capital',
    name: 'Bain Capital',
    names: ['Bain Capital'],
    legalNames: ['BAIN CAPITAL LP', 'BAIN CAPITAL LLC'],
  },
  { slug: 'walgreens', name: 'Walgreens', names: ['Walgreens'], legalNames: ['WALGREEN CO'] },
  {
    slug: 'siemens',
    name: 'Siemens',
    names: ['Siemens'],
    legalNames: [
      'SIEMENS CORPORATION',
      'SIEMENS INDUSTRY INC',
      'SIEMENS MEDICAL SOLUTIONS USA INC',
      'SIEMENS INDUSTRY SOFTWARE INC',
    ],
  },
  {
    slug: 'philips',
    name: 'Philips',
    names: ['Philips'],
    legalNames: ['PHILIPS NORTH AMERICA LLC', 'PHILIPS ELECTRONICS NA CORPORATION'],
  },
  {
    slug: 'kaiser-permanente',
    name: 'Kaiser Permanente',
    names: ['Kaiser Permanente'],
    legalNames: ['KAISER FOUNDATION HOSPITALS', 'KAISER FDN HEALTH PLAN INC'],
  },
  { slug: 'boeing', name: 'Boeing', names: ['Boeing'], legalNames: ['BOEING COMPANY', 'THE BOEING COMPANY'] },
  {
    slug: 'atos-syntel',
    name: 'Atos Syntel',
    names: ['Atos Syntel', 'Syntel'],
    legalNames: ['ATOS SYNTEL INC', 'SYNTEL CONSULTING INC', 'SYNTEL INC'],
  },
  {
    slug: 'igate',
    name: 'iGate',
    names: ['iGate'],
    legalNames: ['IGATE TECHNOLOGIES INC', 'IGATE TECH INC', 'IGATE SOLUTIONS LLC'],
  },
  {
    slug: 'adobe',
    name: 'Adobe',
    names: ['Adobe'],
    legalNames: ['ADOBE INC', 'ADOBE SYSTEMS INCORPORATED'],
  },
];
