// Healthcare, life-science and care skills, written by us (docs/decisions/020-skills-taxonomy.md).
export const DATA_HEALTH = `
@hard
Patient care|direct patient care,care of patients,patient-centered care,patient-centred care,bedside care
Nursing|registered nursing,nursing care
Critical care|intensive care,ICU
Emergency medicine|emergency care,A&E,emergency department,ER
Acute care|
Primary care|general practice
Palliative care|end-of-life care,hospice care
Geriatric care|elderly care,aged care,care of the elderly,older people's care
Gerontology|
Pediatrics|paediatrics,pediatric care,paediatric care
Neonatal care|NICU,neonatology
Obstetrics|maternity care,labor and delivery,labour and delivery
Midwifery|
Gynecology|gynaecology
Oncology|cancer care
Cardiology|cardiac care
Neurology|
Orthopedics|orthopaedics
Dermatology|
Psychiatry|psychiatric care
Mental health|mental health care,behavioral health,behavioural health
Psychology|
Clinical psychology|^Psychology
Psychotherapy|psychotherapeutic
Cognitive behavioural therapy|CBT,cognitive behavioral therapy|^Psychotherapy
Radiology|diagnostic imaging,medical imaging
Anesthesiology|anaesthesia,anesthesia
Surgery|surgical care
Perioperative care|perioperative nursing,theatre nursing
Internal medicine|
Family medicine|
Infectious diseases|infectious disease
Infection prevention and control|infection control,infection prevention,IPC
Public health|population health
Epidemiology|
Occupational health|
Physiotherapy|physical therapy,physiotherapist
Occupational therapy|occupational therapist
Speech therapy|speech and language therapy,speech-language pathology,SLP
Respiratory therapy|
Rehabilitation|rehab
Nutrition|dietetics,dietitian,dietary planning
Pharmacy|pharmacist
Pharmacology|
Dispensing|dispensing medication,dispensing medicines|^Pharmacy
Dentistry|
Dental hygiene|
Optometry|
Audiology|
Home care|home health,domiciliary care
Personal care|personal hygiene assistance
Disability support|disability care
Learning disabilities|learning disability
Dementia care|Alzheimer's care
Wound care|wound management
Medication administration|administering medication,administering medicines,administration of medication,administration of medications,administration of medicines,medicines administration
Medicines management|medication management
Vital signs|vital signs monitoring,taking vitals
Phlebotomy|venipuncture,venepuncture,blood draws,blood taking
IV therapy|intravenous therapy
Cannulation|IV insertion,IV cannulation
Triage|patient triage
Clinical skills|clinical skill,clinical competence,clinical competencies
Patient assessment|clinical assessment,health assessment,nursing assessment
Care planning|care plans
Discharge planning|
Case management in healthcare|care coordination
Clinical documentation|charting,medical documentation,patient records
SOAP notes|SOAP note|^Clinical documentation
Medical terminology|
Medical coding|ICD-10,ICD10,CPT coding,clinical coding
Medical billing|healthcare billing
Claims processing|
Revenue cycle management|RCM
Health information management|!HIM
Medical records|medical records management
Healthcare administration|health administration,hospital administration
Healthcare management|health services management
Clinical research|clinical trials,clinical studies
Good clinical practice|GCP guidelines,ICH-GCP
Regulatory affairs|
Regulatory submissions|^Regulatory affairs
Pharmacovigilance|drug safety,adverse event reporting
Quality management in healthcare|
Clinical governance|
Clinical audit|clinical audits
Patient safety|
Health and safety in care|
Safeguarding|safeguarding adults,safeguarding children,safeguarding vulnerable adults,safeguarding vulnerable groups
Child protection|
Medical devices knowledge|
Laboratory skills|lab skills,laboratory techniques,lab work,wet lab
Clinical laboratory science|medical laboratory science
Clinical chemistry|
Haematology|hematology
Microbiology|
Molecular biology|
PCR|polymerase chain reaction|^Molecular biology
qPCR|RT-PCR,quantitative PCR|^PCR
Cell culture|tissue culture
Biochemistry|
Immunology|
ELISA|
Flow cytometry|
Genetics|
Histology|
Pathology|
Chemistry|
Analytical chemistry|^Chemistry
Organic chemistry|^Chemistry
HPLC|high-performance liquid chromatography|^Chromatography
Chromatography|
Mass spectrometry|
LC-MS|^Mass spectrometry
Biology|
Neuroscience|
Toxicology|
Veterinary medicine|veterinary care
Animal care|
Sterilization|sterile processing,sterilisation
Aseptic technique|aseptic non-touch technique,ANTT
Medical equipment|
ECG|EKG,electrocardiography
Ultrasound|sonography
X-ray|X-rays
Radiography|
MRI|magnetic resonance imaging
CT scanning|CT scans,CT scan,computed tomography
Patient education|patient teaching
Health promotion|
Telemedicine|telehealth
Electronic health records|EHR,EMR,electronic medical records
Clinical decision support|
First aid|first-aid
Cardiopulmonary resuscitation|CPR
Caregiving|
Lifting and handling|manual handling,moving and handling,patient handling
Fitness training|personal training,fitness instruction
Massage therapy|
Cosmetology|
Beauty therapy|
Hairdressing|hair styling
Yoga instruction|yoga teaching
@tool
Epic Systems|!Epic,Epic EHR|^Electronic health records
Cerner|Oracle Health|^Electronic health records
Meditech||^Electronic health records
Allscripts||^Electronic health records
athenahealth||^Electronic health records
eClinicalWorks||^Electronic health records
NextGen Healthcare|
Medidata|Medidata Rave
Veeva|Veeva Vault
REDCap|
LabVIEW|
GraphPad Prism|
@certification
Registered Nurse|RN,registered nurse license,RN license
Licensed Practical Nurse|LPN,LVN,licensed vocational nurse
Nurse Practitioner|NP
APRN|advanced practice registered nurse
Certified Nursing Assistant|CNA,nursing assistant,nurse aide
Basic Life Support|BLS,BLS certification
Advanced Cardiovascular Life Support|ACLS
Pediatric Advanced Life Support|!PALS
Neonatal Resuscitation Program|NRP
Emergency Medical Technician|EMT
Paramedic|
Certified Medical Assistant|medical assistant
Certified Pharmacy Technician|CPhT,pharmacy technician
Certified Professional Coder|CPC
Registered Health Information Administrator|RHIA
Certified Coding Specialist|CCS
Doctor of Medicine|medical degree
MBBS|MBChB
Doctor of Pharmacy|PharmD
Doctor of Physical Therapy|DPT
Board certification|board certified,board-certified
Medical license|medical licence,licensed physician
Nursing license|nursing licence
NMC registration|NMC registered,registered with the NMC,NMC PIN
HCPC registration|
Certified Diabetes Educator|CDE
Food hygiene certificate|food safety certificate,food handler certificate
ServSafe|ServSafe certification
`;
