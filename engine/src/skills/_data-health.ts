// Healthcare, life-science and care skills, written by us (docs/decisions/020-skills-taxonomy.md).
export const DATA_HEALTH = `
@hard
Patient care|direct patient care,patient-centered care,patient-centred care,bedside care
Nursing|registered nursing,nursing care
Critical care|intensive care,ICU
Emergency medicine|emergency care,A&E,emergency department,ER
Acute care|
Primary care|general practice
Palliative care|end-of-life care,hospice care
Geriatric care|elderly care,aged care,care of the elderly,gerontology
Pediatrics|paediatrics,pediatric care,paediatric care
Neonatal care|NICU,neonatology
Obstetrics|midwifery,maternity care,labor and delivery
Gynecology|gynaecology
Oncology|cancer care
Cardiology|cardiac care
Neurology|
Orthopedics|orthopaedics
Dermatology|
Psychiatry|psychiatric care
Mental health|mental health care,behavioral health,behavioural health
Psychology|clinical psychology
Psychotherapy|therapy,CBT,cognitive behavioral therapy,cognitive behavioural therapy
Radiology|diagnostic imaging,medical imaging
Anesthesiology|anaesthesia,anesthesia
Surgery|surgical care,operating room,theatre nursing,perioperative care
Internal medicine|
Family medicine|
Infectious diseases|infection control,infection prevention
Public health|epidemiology,population health
Occupational health|
Physiotherapy|physical therapy,PT,physiotherapist
Occupational therapy|OT
Speech therapy|speech and language therapy,speech-language pathology,SLP
Respiratory therapy|
Rehabilitation|rehab
Nutrition|dietetics,dietitian,dietary planning
Pharmacy|pharmacology,pharmacist,dispensing
Dentistry|dental care,dental
Dental hygiene|
Optometry|
Audiology|
Home care|home health,domiciliary care
Personal care|personal hygiene assistance
Disability support|disability care,learning disabilities
Dementia care|Alzheimer's care
Wound care|wound management,dressings
Medication administration|administering medication,medication management
Vital signs|vital signs monitoring,taking vitals
Phlebotomy|venipuncture,blood draws
IV therapy|intravenous therapy,IV insertion,cannulation
Triage|patient triage
Patient assessment|clinical assessment,health assessment,nursing assessment
Care planning|care plans
Discharge planning|
Case management in healthcare|care coordination
Clinical documentation|charting,medical documentation,patient records
Medical terminology|
Medical coding|ICD-10,ICD10,CPT coding,clinical coding
Medical billing|healthcare billing,claims processing,revenue cycle management
Health information management|HIM,medical records
Healthcare administration|health administration,hospital administration
Healthcare management|health services management
Clinical research|clinical trials,clinical studies
Good clinical practice|GCP guidelines,ICH-GCP
Regulatory affairs|regulatory submissions
Pharmacovigilance|drug safety,adverse event reporting
Quality management in healthcare|clinical governance
Patient safety|
Health and safety in care|safeguarding,safeguarding adults,child protection
Medical devices knowledge|
Laboratory skills|lab skills,laboratory techniques,lab work,wet lab
Clinical laboratory science|medical laboratory science,clinical chemistry,hematology,haematology
Microbiology|
Molecular biology|PCR,qPCR,cloning
Cell culture|tissue culture
Biochemistry|
Immunology|ELISA,flow cytometry
Genetics|
Histology|pathology
Chemistry|analytical chemistry,organic chemistry
HPLC|chromatography,mass spectrometry,LC-MS
Biology|life science
Neuroscience|
Toxicology|
Veterinary medicine|veterinary care,animal care
Sterilization|sterile processing,aseptic technique
Medical equipment|
ECG|EKG,electrocardiography
Ultrasound|sonography
X-ray|radiography
MRI|magnetic resonance imaging
CT scanning|CT,computed tomography
Patient education|health education
Health promotion|
Telemedicine|telehealth
Electronic health records|EHR,EMR,electronic medical records
Clinical decision support|
First aid|first-aid
Cardiopulmonary resuscitation|CPR
Caregiving|caregiver,carer
Lifting and handling|manual handling,moving and handling,patient handling
Fitness training|personal training,fitness instruction
Massage therapy|massage
Cosmetology|beauty therapy,hairdressing,hair styling
Yoga instruction|yoga
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
Nurse Practitioner|NP,APRN
Certified Nursing Assistant|CNA,nursing assistant,nurse aide
Basic Life Support|BLS,BLS certification
Advanced Cardiovascular Life Support|ACLS
Pediatric Advanced Life Support|PALS
Neonatal Resuscitation Program|NRP
Emergency Medical Technician|EMT,paramedic
Certified Medical Assistant|CMA,medical assistant
Certified Pharmacy Technician|CPhT,pharmacy technician
Certified Professional Coder|CPC
Registered Health Information Administrator|RHIA
Certified Coding Specialist|CCS
Doctor of Medicine|MD,medical degree,MBBS
Doctor of Pharmacy|PharmD
Doctor of Physical Therapy|DPT
Board certification|board certified,board-certified
Medical license|medical licence,licensed physician
Nursing license|nursing licence,NMC registration
HCPC registration|
Certified Diabetes Educator|CDE
Food hygiene certificate|food safety certificate,food handler certificate,ServSafe
`;
