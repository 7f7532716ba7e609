/** Healthcare; life-science lab methods; research and teaching. Format: see ./README.md. */
export const HEALTH_SCIENCE_SKILLS = `
# healthcare
Registered Nurse | registered nurse (rn) | !RN | rn license
Licensed Practical Nurse | ~LPN | ~LVN | licensed vocational nurse
Nurse Practitioner | !NP | ~FNP | family nurse practitioner | ~APRN
Certified Nursing Assistant | ~CNA | nursing assistant
Physician Assistant | !PA-C | physician assistant certified
Medical license | state medical license | unrestricted medical license
USMLE | usmle step 1 | usmle step 2 | usmle step 3
ECFMG certification | ~ECFMG
Board certification | board certified | board eligible
DEA registration | ~DEA license | dea number
NCLEX | nclex-rn | nclex-pn
Compact nursing license | multistate license | ~NLC
BLS | basic life support | bls certification | cpr
ACLS | advanced cardiovascular life support | advanced cardiac life support
PALS | pediatric advanced life support
NRP | neonatal resuscitation program
TNCC | trauma nursing core course
ENPC
CCRN
CEN certification | ~CEN | certified emergency nurse
CNOR
PCCN
ONC certification | oncology certified nurse | ~OCN
RNC-OB
CPHQ
CCM | certified case manager
CRRN
Wound care | wound care certification | ~WOCN | ~CWCN
IV therapy | iv insertion | intravenous therapy | iv certification
Phlebotomy | venipuncture
Medication administration | med administration
Patient assessment | physical assessment | health assessment
Care planning | nursing care plans
Patient triage | emergency triage | triage nursing
Telemetry nursing | cardiac telemetry | cardiac monitoring
Critical care | icu nursing | intensive care
Emergency nursing | emergency department | er nursing
Medical-surgical nursing | med-surg | med surg
Labor and delivery | l&d
Pediatrics | pediatric nursing | pediatric care
Oncology nursing | oncology
Operating room nursing | perioperative nursing | ~OR nurse
Home health | home health care
Hospice | palliative care
Case management | care coordination
Discharge planning
Infection control | infection prevention
Patient education
Ventilator management | mechanical ventilation
Dialysis | hemodialysis
Electrocardiogram | ~EKG | ~ECG | 12-lead ekg
Epic EHR | epic systems | epic emr | epic hyperspace | epicare | !Epic
Cerner | oracle health | cerner powerchart
Meditech
Allscripts
athenahealth | athenaone
eClinicalWorks | ~eCW
NextGen Healthcare | nextgen ehr
Electronic health records | ~EHR | ~EMR | electronic medical records
Health information management | ~HIM
Medical coding | icd-10 coding | medical coder
ICD-10 | icd-10-cm | icd-10-pcs | icd10
CPT coding | ~CPT | cpt codes
HCPCS
Medical billing | revenue cycle management | ~RCM
CPC certification | certified professional coder | ~CPC
CCS certification | certified coding specialist
RHIA
RHIT
HIPAA | hipaa regulations | ~HIPAA
HL7 | hl7 v2
FHIR | hl7 fhir
DICOM
PACS | picture archiving and communication system
Clinical documentation | charting
Clinical decision support
Utilization review | utilization management
Prior authorization | prior authorizations
Medicare | medicaid | cms regulations
Joint Commission standards | joint commission | ~JCAHO
Quality improvement | ~QI | healthcare quality
Population health
Public health
Epidemiology
Health informatics | clinical informatics | nursing informatics
Pharmacology
Pharmacy practice | pharmacist | ~PharmD | doctor of pharmacy
Medication reconciliation
Sterile compounding | usp 797 | iv compounding
Pharmacy informatics
Physical therapy | physiotherapy | ~DPT
Occupational therapy | ~OTR/L
Speech-language pathology | speech therapy | ~SLP | ~CCC-SLP
Respiratory therapy | respiratory therapist | ~RRT
Radiology | diagnostic imaging
MRI | magnetic resonance imaging
CT imaging | ct scan | computed tomography
Ultrasound | sonography | ~RDMS
X-ray | radiography
ARRT certification | ~ARRT
Nuclear medicine
Radiation therapy | radiation oncology
Anesthesia | anesthesiology | ~CRNA
Cardiology
Internal medicine
Family medicine
Emergency medicine
Psychiatry | psychiatric nursing | behavioral health | mental health
Psychotherapy | cognitive behavioral therapy | ~CBT | !DBT | dialectical behavior therapy
Licensed clinical social worker | ~LCSW
Licensed professional counselor | ~LPC
Applied behavior analysis | ~ABA | ~BCBA
Dentistry | dental hygiene | ~DDS | ~DMD
Optometry
Veterinary medicine | ~DVM
Surgery | surgical procedures
Telemedicine | telehealth
Clinical research | clinical trials
Good clinical practice | ~GCP certification | ich gcp | ~ICH-GCP
Clinical research coordinator | ~CRC
CCRP | ~SOCRA
ACRP certification | ~CCRC
Clinical trial management systems | ~CTMS
Electronic data capture | ~EDC | medidata rave | medidata
Veeva Vault | veeva
Pharmacovigilance | drug safety | adverse event reporting
Regulatory affairs | fda submissions | ~IND | ~NDA submission
FDA regulations | 21 cfr part 11 | 21 cfr part 820
Medical devices | medical device regulations | iso 13485
Biocompatibility | iso 10993
Healthcare administration | hospital administration
# lab
PCR | polymerase chain reaction
qPCR | rt-qpcr | real-time pcr | quantitative pcr
RT-PCR | reverse transcription pcr
ddPCR | digital pcr
ELISA | enzyme-linked immunosorbent assay
Western blot | western blots | western blotting | immunoblotting
Flow cytometry | ~FACS | facs sorting
Cell culture | tissue culture | mammalian cell culture
Primary cell culture
Stem cell culture | ipsc | induced pluripotent stem cells
Organoids | organoid culture
CRISPR | crispr-cas9 | crispr/cas9 | gene editing
Molecular cloning | gibson assembly
Gel electrophoresis | agarose gel electrophoresis | sds-page
DNA extraction | rna extraction | nucleic acid extraction
Transfection
Viral vectors | lentiviral vectors | ~AAV
Protein purification | protein expression
Chromatography | column chromatography | ~FPLC | akta
HPLC | high-performance liquid chromatography | uplc
Mass spectrometry | mass spec | ~MS/MS
LC-MS | lc-ms/ms | lcms
GC-MS | gc/ms | gas chromatography
NMR spectroscopy | ~NMR | nuclear magnetic resonance
Spectroscopy | uv-vis | ftir | raman spectroscopy
X-ray crystallography | crystallography
Cryo-EM | cryo-electron microscopy
Microscopy | light microscopy | fluorescence microscopy
Confocal microscopy | confocal
Electron microscopy | ~SEM imaging | ~TEM
Immunohistochemistry | ~IHC
Immunofluorescence | ~IF staining
Histology | histopathology | tissue processing
In situ hybridization | ~FISH | ~ISH
Next-generation sequencing | ~NGS | next generation sequencing | illumina sequencing
RNA-seq | rna sequencing | transcriptomics
Single-cell RNA-seq | scrna-seq | single cell sequencing
ChIP-seq | chip sequencing
ATAC-seq
Whole genome sequencing | ~WGS
Sanger sequencing
Genomics
Proteomics
Metabolomics
Bioinformatics
Computational biology
Biopython
Bioconductor
!BLAST | ncbi blast
Genome assembly
Variant calling | ~GATK
Phylogenetics | phylogenetic analysis
Molecular dynamics | molecular dynamics simulations | gromacs | amber md
Molecular docking | autodock
Cheminformatics | rdkit
PyMOL
Assay development
High-throughput screening | ~HTS
Cell-based assays
Enzyme kinetics
Biochemistry
Molecular biology
Cell biology
Microbiology | bacterial culture
Virology
Immunology
Neuroscience
Electrophysiology | patch clamp | patch-clamp
Pharmacokinetics | ~PK/PD | pharmacodynamics
Toxicology
In vivo studies | animal models | rodent handling | mouse models
Animal surgery | rodent surgery
~IACUC
Organic synthesis | synthetic chemistry | organic chemistry
Analytical chemistry
Medicinal chemistry
Polymer chemistry
Titration
Aseptic technique | sterile technique
Bioprocessing | bioprocess engineering | upstream processing | downstream processing
Fermentation | bioreactors | bioreactor operation
Process validation
Analytical method validation | method validation
GMP | ~cGMP | good manufacturing practice | current good manufacturing practice
GLP | good laboratory practice
Standard operating procedures | ~SOPs | ~SOP
LIMS | laboratory information management system
Electronic lab notebook | ~ELN | benchling
Laboratory safety | lab safety | biosafety
~BSL-2 | biosafety level 2
Quality control | ~QC
Quality assurance | ~QA | quality assurance testing
CAPA | corrective and preventive action
Deviation management
Technology transfer | tech transfer
Clinical laboratory | medical technologist | ~MLS | ~ASCP | medical laboratory scientist
CLIA | clia regulations
# research
Research design | study design
Quantitative research methods | quantitative methods
Qualitative research | qualitative methods | qualitative analysis
Mixed methods research | mixed methods
Survey design | questionnaire design
Systematic reviews | systematic review | meta-analysis | meta analysis
Literature review | literature reviews
Grant writing | grant proposals | ~NIH grants | ~NSF grants
Scientific writing | manuscript preparation | academic writing
Peer review
Research ethics | ~IRB | institutional review board
Data collection
NVivo
ATLAS.ti
Qualtrics
REDCap
SurveyMonkey
LaTeX | overleaf
EndNote | zotero | mendeley
Curriculum development | curriculum design
Lesson planning | lesson plans
Instructional design
Classroom management
Differentiated instruction
Assessment design | student assessment
Online teaching | online instruction | distance learning
Learning management systems | ~LMS
!Canvas | canvas lms | instructure canvas
!Blackboard | blackboard learn
Moodle
Google Classroom
Articulate Storyline | articulate 360 | articulate rise
Adobe Captivate
E-learning development | e-learning | elearning
ADDIE
University teaching | college teaching | undergraduate teaching
Teaching assistant | ~TA
Tutoring
Mentoring students | student mentoring
STEM education
ESL instruction | english as a second language | ~ESL | ~TESOL | ~TEFL
Special education | ~IEP | individualized education program
Teaching license | teaching certification | state teaching license
Academic advising
Educational technology | edtech
Thesis supervision
Laboratory teaching | lab instruction
`;
