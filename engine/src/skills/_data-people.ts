// Human languages, soft skills and professional certifications, written by us
// (docs/decisions/020-skills-taxonomy.md).
export const DATA_PEOPLE = `
@language
English|English language,fluent English,business English
German|Deutsch,German language
French|French language
Spanish|Castilian,Spanish language
Italian|
Portuguese|Brazilian Portuguese
Dutch|Flemish
Swedish|
Norwegian|
Danish|
Finnish|
Icelandic|
Polish|!Polish
Czech|
Slovak|
Hungarian|
Romanian|
Bulgarian|
Greek|
Turkish|
Russian|
Ukrainian|
Belarusian|
Serbian|
Croatian|
Bosnian|
Slovenian|
Albanian|
Macedonian|
Lithuanian|
Latvian|
Estonian|
Georgian|
Armenian|
Azerbaijani|
Kazakh|
Uzbek|
Arabic|
Hebrew|
Persian|Farsi
Kurdish|
Urdu|
Hindi|
Bengali|Bangla
Punjabi|
Gujarati|
Marathi|
Tamil|
Telugu|
Kannada|
Malayalam|
Sinhala|
Nepali|
Mandarin Chinese|Mandarin,Chinese,Putonghua
Cantonese|
Japanese|
Korean|
Vietnamese|
Thai|
Khmer|
Lao|
Burmese|
Malay|Bahasa Malaysia
Indonesian|Bahasa Indonesia
Tagalog|Filipino
Swahili|Kiswahili
Amharic|
Somali|
Yoruba|
Igbo|
Hausa|
Zulu|
Xhosa|
Afrikaans|
Irish|Irish Gaelic
Welsh|
Catalan|
Basque|
Galician|
Latin|
Esperanto|
Yiddish|
American Sign Language|ASL
British Sign Language|BSL
Sign language|
Multilingual|bilingual,multilingualism
@soft
Communication|communication skills,communicating,communicate,verbal communication,written communication,oral communication,communicator
Written communication skills|writing skills,business writing
Presentation skills|presenting,public speaking,presentations
Active listening|listening skills
Interpersonal skills|people skills,relationship building,building relationships,rapport building
Teamwork|team player,team work,working in a team,collaboration,collaborative,collaborate,cross-functional collaboration
Leadership|leading teams,team leadership,leader,lead a team,leadership skills
People management|line management,team management,managing teams,staff management,managing people,direct reports
Problem solving|problem-solving,problem solver,solving problems,solve problems,troubleshoot problems
Critical thinking|analytical thinking,analytical skills,analytical,analytic skills,logical thinking
Creativity|creative,creative thinking,innovative,innovation,creative problem solving
Attention to detail|detail-oriented,detail oriented,attention to details,eye for detail,meticulous,accuracy
Time management|managing time,deadline-driven,meeting deadlines,deadlines
Organization skills|organizational skills,organisational skills,organised,organized,organisation skills
Prioritization|prioritisation,prioritizing,prioritising,prioritize,prioritise
Multitasking|multi-tasking,juggle multiple priorities,multiple priorities
Adaptability|adaptable,flexibility,flexible,adapt to change,agility
Self-motivation|self-motivated,self motivated,self-starter,proactive,proactivity,motivated,driven,initiative
Independence|work independently,working independently,autonomous,autonomy,independently
Work ethic|hard-working,hardworking,diligent,dedicated
Reliability|reliable,dependable,punctual,punctuality
Responsibility|accountable,accountability,ownership,take ownership,sense of ownership
Integrity|honesty,ethical,ethics,trustworthy
Empathy|empathetic,compassion,compassionate,caring
Emotional intelligence|EQ
Patience|patient manner
Resilience|resilient,stress management,work under pressure,working under pressure,perform under pressure,calm under pressure
Conflict resolution|conflict management,resolving conflicts,mediation
Decision making|decision-making,judgement,judgment,sound judgement
Strategic thinking|strategic mindset,big-picture thinking,vision
Business acumen|commercial awareness,commercial acumen,business sense
Customer focus|customer-oriented,customer oriented,customer-focused,customer centric,customer-centric,customer first,client focus
Results orientation|results-driven,results driven,results-oriented,goal-oriented,target-driven
Curiosity|curious,eager to learn,willingness to learn,learning mindset,growth mindset,continuous learning,desire to learn
Open-mindedness|open-minded,open minded
Positive attitude|positive,enthusiasm,enthusiastic,passion,passionate,can-do attitude
Professionalism|professional manner,professional demeanour
Cultural awareness|cultural sensitivity,cross-cultural,intercultural
Influencing|influence,persuasion,persuasive,influencing skills
Facilitation|facilitating workshops,workshop facilitation
Delegation|delegating
Motivating others|motivate,inspire,inspiring
Feedback|giving feedback,constructive feedback
Storytelling|data storytelling
Networking skills|professional networking
Organizational awareness|
Self-awareness|
Confidence|self-confidence,confident
Humility|humble
Courage|
Tact|diplomacy,diplomatic,tactful
Discretion|confidentiality,discreet
Assertiveness|assertive
Friendliness|friendly,approachable
Patience with customers|
Service orientation|service-minded,service mindset,hospitality mindset
Sales mindset|hunter mentality
Entrepreneurial mindset|entrepreneurial,entrepreneurial spirit,intrapreneurship
Learning agility|quick learner,fast learner,learn quickly
Resourcefulness|resourceful
Pragmatism|pragmatic
Structured thinking|structured,well-structured
Conceptual thinking|abstract thinking
Numeracy|numerical skills,numerate,numbers
Literacy|
Computer literacy|computer skills,IT literate,computer literate,digital literacy
Coordination|coordinating,coordinate
Planning|planning skills
Organizing events|
Negotiation skills soft|
Mentoring others|coaching others
Collaboration across cultures|
Remote collaboration|remote work,working remotely
Stakeholder communication|
Customer empathy|
Stress tolerance|
Physical stamina|physically fit,stand for long periods,lift heavy objects,physical fitness
Manual dexterity|hand-eye coordination,dexterity
Safety awareness|safety-conscious,safety conscious
Persistence|persistent,tenacity,tenacious,perseverance,determination
Humor|sense of humour,sense of humor
@certification
AWS Certified Solutions Architect|AWS Solutions Architect|>Amazon Web Services
AWS Certified Developer|>Amazon Web Services
AWS Certified SysOps Administrator|>Amazon Web Services
AWS Certified DevOps Engineer|>Amazon Web Services
AWS Certified Cloud Practitioner|>Amazon Web Services
AWS Certified Security Specialty|>Amazon Web Services
AWS Certified Machine Learning|>Amazon Web Services
Microsoft Certified Azure Administrator|AZ-104|>Microsoft Azure
Microsoft Certified Azure Developer|AZ-204|>Microsoft Azure
Microsoft Certified Azure Solutions Architect|AZ-305|>Microsoft Azure
Microsoft Certified Azure Fundamentals|AZ-900|>Microsoft Azure
Google Cloud Professional Cloud Architect|Professional Cloud Architect|>Google Cloud Platform
Google Cloud Professional Data Engineer|>Google Cloud Platform
Certified Kubernetes Administrator|CKA|>Kubernetes
Certified Kubernetes Application Developer|CKAD|>Kubernetes
HashiCorp Certified Terraform Associate|>Terraform
Red Hat Certified Engineer|RHCE|>Linux
Red Hat Certified System Administrator|RHCSA|>Linux
Linux Professional Institute Certification|LPIC
CompTIA A+|A+ certification,CompTIA A+ certification
CompTIA Network+|Network+
CompTIA Security+|Security+
CompTIA Linux+|Linux+
CompTIA CySA+|CySA+
Cisco CCNA|CCNA|>Cisco
Cisco CCNP|CCNP|>Cisco
Cisco CCIE|CCIE|>Cisco
CISSP|
CISM|
CISA|
CEH|Certified Ethical Hacker
OSCP|
GIAC|GSEC
ITIL|ITIL Foundation,ITIL v4
PMP|Project Management Professional|>Project management
PRINCE2|Prince2|>Project management
CAPM|>Project management
PMI-ACP|>Agile
Certified ScrumMaster|CSM,Scrum Master certification,PSM,Professional Scrum Master|>Scrum
Certified Scrum Product Owner|CSPO,PSPO|>Scrum
!SAFe|Scaled Agile Framework,SAFe Agilist|>Agile
ISTQB|ISTQB certification|>Software testing
Oracle Certified Professional Java|OCPJP,Oracle Certified Java Programmer|>Java
Salesforce Certified Administrator|Salesforce Administrator|>Salesforce
Salesforce Certified Developer|Platform Developer I|>Salesforce
Tableau Certification|>Tableau
Microsoft Certified Data Analyst|PL-300|>Power BI
Google Analytics Certification|GAIQ|>Google Analytics
Google Ads Certification|>Google Ads
HubSpot Certification|HubSpot Inbound Certification|>HubSpot
Certified Public Accountant|CPA,CPA license
Chartered Accountant|ACA,ICAEW,CA
ACCA|Association of Chartered Certified Accountants
CIMA|Chartered Management Accountant
Chartered Financial Analyst|CFA,CFA charterholder
Certified Financial Planner|CFP
Financial Risk Manager|FRM
Certified Internal Auditor|CIA certification
Certified Management Accountant|CMA certification
Enrolled Agent|
Series 7|FINRA Series 7
Series 63|
Series 65|
Series 66|
Chartered Insurance Institute|CII
SHRM-CP|SHRM-SCP,SHRM certification
CIPD|CIPD qualification
PHR|SPHR,Professional in Human Resources
Certified Information Privacy Professional|CIPP,CIPP/E
TEFL|TESOL,CELTA,ESL certification
Teaching license|teaching licence,teaching certificate,QTS,qualified teacher status,PGCE
Bar admission|admitted to the bar,bar license,licensed attorney
Real estate license|real estate licence,licensed realtor
Notary public|
Certified Associate in Project Management|
Google UX Design Certificate|
Adobe Certified Expert|Adobe Certified Professional
Microsoft Office Specialist|MOS
IELTS|TOEFL,Cambridge English
@certification
Bachelor's degree|bachelor degree,bachelors degree,BSc,B.Sc,BS degree,BA degree,BS/BA degree,BA/BS degree,undergraduate degree,university degree,academic degree,college degree,bachelor's or master's degree,B.Eng,BEng
Master's degree|master degree,masters degree,MSc,M.Sc,MS degree,master of science,MEng,M.Eng,MA degree,postgraduate degree
Doctorate|PhD,Ph.D,doctoral degree,doctorate degree,DPhil
@ignore
recruitment process
recruitment agency
recruitment agencies
recruiting process
health insurance
life insurance
dental insurance
dental care plan
medical insurance
travel insurance
mental health days
mental health support
employee assistance program
by law
applicable law
required by law
training budget
learning budget
sports club
company sports
gym membership
equal opportunity employer
sexual orientation
gender identity
veteran status
national origin
genetic information
marital status
`;
