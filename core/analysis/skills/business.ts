/** Product, design and creative tools; finance, accounting and actuarial. Format: see ./README.md. */
export const BUSINESS_SKILLS = `
# design
Figma
!Sketch | sketch app
Adobe XD
InVision
Zeplin
~Framer | framer motion
Axure | axure rp
Balsamiq
Miro
FigJam
Adobe Creative Suite | adobe creative cloud | creative cloud
Photoshop | adobe photoshop
!Illustrator | adobe illustrator
InDesign | adobe indesign
After Effects | adobe after effects
Premiere Pro | adobe premiere
Lightroom | adobe lightroom
Final Cut Pro
DaVinci Resolve
Blender | blender 3d
!Maya | autodesk maya
Cinema 4D | c4d
3ds Max | 3d studio max
ZBrush
Substance Painter
Canva
Procreate
User research | ux research
Usability testing | usability studies | usability tests
User interviews
Personas | user personas
Journey mapping | customer journey mapping | user journey mapping
Wireframing | wireframes
Prototyping | rapid prototyping | interactive prototypes | prototypes
Interaction design | ~IxD
Information architecture
Visual design
UI design | user interface design
UX design | user experience design | ~UX | ~UI/UX | ux/ui
Design systems | design system
Motion design | motion graphics
Graphic design
Typography
Branding | brand identity
Illustration
Service design
Design thinking
Human-centered design | human centred design
Heuristic evaluation
Card sorting
Accessibility audits | accessibility audit
Product management
Product roadmap | roadmapping | product roadmaps
Product requirements documents | ~PRD | ~PRDs
User stories | user story writing
Backlog management | backlog grooming
Product analytics
Go-to-market strategy | ~GTM strategy | go to market strategy
Market research
Competitive analysis
Pricing strategy
OKRs | objectives and key results
Stakeholder management
Product discovery
Jobs to be done | ~JTBD
Technical program management | ~TPM program
Program management
Project management | project planning
PRINCE2
Certified ScrumMaster | ~CSM | scrum master certification
Certified Scrum Product Owner | ~CSPO
PMI-ACP
!Asana | asana project management
Trello
!Notion | notion.so
Monday.com
Smartsheet
Airtable
Aha! roadmaps | aha roadmapping
Productboard
Pendo
LaunchDarkly | feature flags
SEO | search engine optimization
SEM | search engine marketing | google ads | adwords
Content management systems | ~CMS
Email marketing | mailchimp
Marketing automation
Social media marketing
Technical writing
Copywriting
# finance
Financial modeling | financial modelling | financial models
Financial analysis
Financial reporting
Financial planning and analysis | FP&A | fp & a
Budgeting | budget planning
Financial forecasting | rolling forecasts
Variance analysis | budget vs actual
Discounted cash flow | ~DCF | dcf modeling
Leveraged buyout modeling | ~LBO
Valuation | business valuation | company valuation | valuations
Mergers and acquisitions | M&A | ~M&A
Due diligence | financial due diligence
Comparable company analysis | trading comps | comps analysis
Precedent transactions
Three-statement modeling | 3-statement model | three statement model | three-statement model | three-statement models
Capital budgeting
Cash flow management | cash flow forecasting | cash management
Treasury management | treasury
Working capital management
Cost accounting
Managerial accounting | management accounting
Financial accounting
Accounts payable | ~AP
Accounts receivable | ~AR
General ledger | ~GL | gl accounting
Account reconciliation | reconciliations | bank reconciliations | account reconciliations
Month-end close | month end close | financial close | year-end close
Journal entries
Financial consolidation | consolidations
Intercompany accounting
Fixed asset accounting | fixed assets
Revenue recognition | ~ASC 606 | asc 606
Lease accounting | asc 842 | ifrs 16
ASC 718 | stock-based compensation accounting
ASC 740 | income tax provision | tax provision
Payroll accounting | payroll
Auditing | financial audit | external audit
Internal audit | internal auditing
Internal controls | internal control
SOX compliance | sarbanes-oxley | ~SOX | sox 404
SEC reporting | sec filings | 10-k | 10-q
GAAP | us gaap | u.s. gaap | generally accepted accounting principles
IFRS | international financial reporting standards
Tax preparation | tax returns
Corporate tax | corporate taxation
Transfer pricing
Indirect tax | sales tax | ~VAT
Tax compliance
CPA | certified public accountant | ~CPA
CFA | chartered financial analyst | cfa level i | cfa level ii | cfa level iii | cfa charterholder
CMA | certified management accountant
!CIA | certified internal auditor
ACCA
Chartered Accountant | ~ACA
Enrolled Agent | irs enrolled agent
FRM | financial risk manager
CAIA
Series 7
Series 63
Series 65
Series 66
Series 79
Series 24
QuickBooks | quickbooks online
Xero
Sage Intacct | intacct
Oracle Hyperion | hyperion | hyperion planning | essbase
SAP FICO | sap fi/co | sap fi | sap co
Anaplan
Adaptive Insights | workday adaptive planning
BlackLine
Coupa
Concur | sap concur
Bill.com
Expensify
Bloomberg Terminal | bloomberg
Capital IQ | s&p capital iq
FactSet
PitchBook
Refinitiv | thomson reuters eikon | eikon
Morningstar Direct | morningstar
Murex
Calypso
Aladdin | blackrock aladdin
Investment banking
Equity research
Private equity
Venture capital
Asset management
Portfolio management
Wealth management
Fixed income
Equities trading | equity trading
Derivatives pricing | derivatives trading | options pricing
Black-Scholes | black scholes
Stochastic calculus
Quantitative finance | quant finance | mathematical finance
Algorithmic trading | algo trading
Risk management | financial risk management
Credit risk | credit risk modeling
Market risk
Operational risk
Liquidity risk
Value at risk | ~VaR
Stress testing
CCAR
CECL
Basel III | basel
IFRS 9
Anti-money laundering | ~AML | ~BSA/AML
Know your customer | ~KYC
Regulatory reporting
Regulatory compliance | compliance reporting
Underwriting | credit underwriting
Loan origination
Credit analysis
Commercial lending
Mortgage lending | mortgage
Insurance underwriting
Claims management | claims adjusting
Reinsurance
Actuarial science | actuarial
Actuarial modeling | actuarial models
Pricing models | insurance pricing
Loss reserving | reserving
Exam P | soa exam p | probability exam
Exam FM | soa exam fm | financial mathematics exam
Exam IFM | soa exam ifm
Exam STAM | soa exam stam
Exam LTAM | soa exam ltam
Exam SRM | soa exam srm
Exam PA | soa exam pa
Exam FAM | soa exam fam
Exam ALTAM | soa exam altam
CAS Exam 5 | cas exam 6 | cas exam 7 | cas exams
~ASA | associate of the society of actuaries
~FSA | fellow of the society of actuaries
ACAS | associate of the casualty actuarial society
FCAS | fellow of the casualty actuarial society
Prophet actuarial | fis prophet
AXIS actuarial | ggy axis
WTW Emblem | willis towers watson emblem
WTW Igloo | igloo actuarial
WTW ResQ | resq reserving
Economic modeling | economic analysis
Cost-benefit analysis
Pricing analysis
Procurement | strategic sourcing
Vendor management
Inventory management
Logistics
Demand planning
S&OP | sales and operations planning
Business analysis | business analyst
Requirements gathering | requirements analysis
Process improvement | business process improvement
Business process modeling | ~BPMN | process mapping
Change management
Operations management
Strategic planning
Management consulting
`;
