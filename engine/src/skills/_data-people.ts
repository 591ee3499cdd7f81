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
Mandarin Chinese|Mandarin,Putonghua|^Chinese
Chinese|Chinese language
Cantonese|^Chinese
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
Multilingual|multilingualism
Bilingual|bilingualism
@soft
// A soft skill's name is only a label: it is found by the phrases after it, each asking for a
// quality of the person ("self-motivated", "strong work ethic"), never by a word that as often
// describes the employer, the team or the duties ("dedicated team", "passionate about our mission",
// "responsible for", "leadership development"). Matched as whole words: no plurals, not inside a
// hyphenated word (docs/decisions/111-taxonomy-synonyms.md).
Communication|communication,communication skills,communications skills,communicator,communicate effectively,communicate clearly,communicating effectively,written and verbal communication,verbal and written communication,written and oral communication,oral and written communication,written and spoken communication
Written communication|written communication,written communication skills,writing skills,written skills|^Communication
Verbal communication|verbal communication,verbal communication skills,oral communication,oral communication skills,verbal skills|^Communication
Presentation skills|presentation skills,presentational skills,presenting skills,public speaking,presentations,deliver presentations,delivering presentations
Active listening|active listening,listening skills,good listener
Interpersonal skills|interpersonal skills,interpersonal,people skills,interpersonal communication
Relationship building|relationship building,relationship-building,building relationships,build relationships,build strong relationships,building strong relationships,build rapport,building rapport,rapport building|^Interpersonal skills
Teamwork|teamwork,team work,team working skills,teamworking,team player,team players,team-player,team spirit,team-oriented,team oriented,working in a team,work in a team,work as part of a team,working as part of a team,work well in a team,work well with others,work as a team,working as a team
Collaboration|collaboration,collaborative,collaborate,collaborating,collaboratively,collaboration skills
Leadership|leadership skills,act as a leader,leadership qualities,leadership ability,leadership abilities,leadership experience,strong leadership,proven leadership,demonstrable leadership,lead a team,leading a team,lead teams,leading teams,team leadership,lead by example,leading by example,natural leader,ability to lead
People management|people management,line management experience,line management responsibility,line management responsibilities,line manage,line managing,team management,managing teams,managing a team,manage a team,staff management,managing people,manage people,managing staff,manage staff,supervising staff,supervise staff,staff supervision,direct reports
Problem solving|problem solving,problem-solving,problem solver,problem solvers,problem-solver,solving problems,solve problems,solve complex problems,solving complex problems
Critical thinking|critical thinking,critical thinker,think critically,thinking critically
Analytical skills|analytical skills,analytical thinking,analytic skills,analytical mind,analytic mind,analytical mindset,analytical ability,analytical abilities,analytically minded,analytical thinker,strong analytical,highly analytical,analytical approach
Logical thinking|logical thinking,logical reasoning,logical thinker
Creativity|creativity,creative thinking,creative thinker,creative individual,creative person,creative mind,be creative,creative mindset,creative flair,creative problem solving,creative problem-solving,think creatively,thinking creatively,creative ideas
Innovation|innovative thinking,innovative thinker,innovative mindset,think innovatively
Attention to detail|attention to detail,attention to details,attentive to detail,detail-oriented,detail oriented,detail-focused,detail focused,eye for detail,meticulous,high level of accuracy
Time management|time management,time-management,manage your time,manage your own time,manage own time,manage their time,managing your time,managing time,manage time effectively
Meeting deadlines|meet deadlines,meeting deadlines,meet tight deadlines,work to deadlines,working to deadlines,work to tight deadlines,working to tight deadlines,deadline-driven,deadline driven,deadline-oriented|^Time management
Organisational skills|organisational skills,organizational skills,organisation skills,organization skills,organisational abilities,organizational abilities,organisational and,organizational and,well organised,well organized,well-organised,well-organized,highly organised,highly organized,organised approach,organized approach
Prioritization|prioritization,prioritisation,prioritize,prioritise,prioritizing,prioritising,ability to prioritise,ability to prioritize
Multitasking|multitasking,multi-tasking,multitask,multi-task,juggle multiple priorities,juggling multiple priorities,manage multiple priorities,managing multiple priorities,competing priorities,multiple priorities
Adaptability|adaptability,adaptable,flexibility,flexibly,be flexible,remain flexible,stay flexible,flexible manner,adapt to change,adapting to change,adapt quickly,easily adapt,flexible approach,flexible attitude,flexible and adaptable,adaptable and flexible,flexibility and adaptability
Initiative|work on your own initiative,working on your own initiative,work on own initiative,act on your own initiative,use your initiative,use own initiative,use their initiative,using initiative,using your initiative,using own initiative,show initiative,showing initiative,take initiative,taking initiative,take the initiative,own initiative,sense of initiative,initiative and drive
Proactivity|proactive,proactivity,pro-active,proactively,proactive approach,proactive attitude
Self-motivation|self-motivated,self motivated,self-motivation,self motivation,self-starter,self-starters,self starter,self-starting,self-driven,highly motivated,motivated individual,intrinsically motivated
Working independently|work independently,working independently,minimum supervision,with minimum supervision,work on your own,working on your own,work autonomously,working autonomously,work unsupervised,working unsupervised,without supervision,with minimal supervision,minimal supervision,independent worker,self-directed,self-direction
Work ethic|work ethic,strong work ethic,hard-working,hardworking,hard working,diligent,diligence,conscientious
Reliability|dependable,you are reliable,dependability,reliable and trustworthy,trustworthy and reliable,reliable and punctual,be reliable,reliable individual,reliable person,reliable team member
Punctuality|punctual,punctuality,good timekeeping,excellent timekeeping
Accountability|take ownership,taking ownership,takes ownership,sense of ownership,sense of responsibility,personal accountability,personal responsibility
Integrity|act with integrity,acting with integrity,high integrity,personal integrity,honesty and integrity,integrity and honesty,high ethical standards
Empathy|empathy,empathetic,empathic,empathise,empathize
Compassion|compassion,compassionate,caring nature,caring attitude,caring manner,caring disposition
Emotional intelligence|emotional intelligence,EQ,emotionally intelligent
Patience|patience,patient manner
Resilience|personal resilience,resilience to stress,emotional resilience,show resilience,demonstrate resilience,resilient individual,resilient and,be resilient
Working under pressure|work under pressure,working under pressure,perform under pressure,performing under pressure,calm under pressure,cope under pressure,coping under pressure,cope with pressure,thrive under pressure,remain calm under pressure
Conflict resolution|conflict resolution,conflict management,resolve conflict,resolving conflict,resolve conflicts,resolving conflicts
Decision making|decision making,decision-making,make decisions,making decisions,decisive,decisiveness
Judgement|sound judgement,sound judgment,good judgement,good judgment,professional judgement,professional judgment
Strategic thinking|strategic thinking,strategic thinker,strategic mindset,think strategically,thinking strategically,big-picture thinking,big picture thinking
Business acumen|business acumen,commercial awareness,commercial acumen,business sense,commercially aware
Customer focus|customer focus,customer-oriented,customer oriented,customer-focused,customer focused,customer centric,customer-centric,customer first,client focus,client-focused,client focused
Results orientation|results-driven,results driven,results-oriented,results oriented,results-focused,results focused,goal-oriented,goal oriented,target-driven,target driven
Curiosity|curiosity,intellectual curiosity,intellectually curious,naturally curious,curious mind,curious nature,inquisitive,inquisitive mind
Willingness to learn|eager to learn,eagerness to learn,willingness to learn,willing to learn,keen to learn,desire to learn,learning mindset,growth mindset,learning attitude
Continuous learning|continuous learner,lifelong learner,continually learn,keep learning
Open-mindedness|open-minded,open minded,open-mindedness,open mind,open to new ideas
Enthusiasm|enthusiasm,enthusiastic,enthusiastic attitude
Positive attitude|positive and constructive,positive attitude,can-do attitude,positive outlook,positive mindset,positive approach
Energy|energetic,high-energy
Professionalism|professionalism,professional manner,professional demeanour,professional demeanor,professional attitude
Cultural awareness|cultural awareness,cultural sensitivity,culturally sensitive,cross-cultural awareness,intercultural skills,cross-cultural communication
Influencing|influencing,influencing skills,ability to influence,influence others,influence stakeholders,persuasion,persuasive,persuasion skills
Facilitation|facilitation skills,facilitating workshops,workshop facilitation,facilitate workshops,facilitate meetings,facilitating meetings
Delegation|delegation skills,delegating,delegate tasks,delegate effectively,ability to delegate
Motivating others|motivate others,motivating others,motivate a team,motivate the team,motivate teams,motivating teams,inspire others,inspiring others,motivate and inspire
Giving feedback|giving feedback,give feedback,giving constructive feedback,give constructive feedback,deliver feedback,delivering feedback
Storytelling|storytelling,story telling
Networking skills|networking skills,professional networking
Organizational awareness|organisational awareness,organizational awareness
Self-awareness|self-awareness,self awareness,self-aware,self aware
Confidence|self-confidence,self-confident,self confident,confident person,confident and articulate,be confident,high levels of confidence,confident manner,confident personality,confident individual,confident approach
Humility|humility,humble
Tact|tact,tactful,diplomacy,diplomatic,tact and diplomacy
Discretion|discreet,use discretion,exercise discretion,tact and discretion,discretion and tact
Confidentiality|maintain confidentiality,maintaining confidentiality,handle confidential information,handling confidential information,handle sensitive information,handling sensitive information
Assertiveness|assertive,assertiveness
Friendliness|friendly manner,friendly and approachable,approachable,warm and friendly,friendly personality,friendly disposition,friendly attitude
Service orientation|service orientation,service-minded,service mindset,hospitality mindset
Sales mindset|sales mindset,hunter mentality,hunter mindset
Entrepreneurial mindset|entrepreneurial mindset,entrepreneurial spirit,entrepreneurial attitude,entrepreneurial flair,intrapreneurship
Learning agility|learning agility,quick learner,fast learner,learn quickly,learns quickly,quick to learn,pick things up quickly
Resourcefulness|resourceful,resourcefulness
Pragmatism|pragmatic,pragmatism
Structured thinking|structured thinking,structured thinker,structured approach,methodical,methodical approach
Conceptual thinking|conceptual thinking,abstract thinking,conceptual thinker
Numeracy|numeracy,numerate,numerical skills,numeracy skills,good with numbers
Literacy|literacy,literacy skills,literate
Coordination|coordination,coordination skills,ability to coordinate,coordinating skills
Planning|planning skills,planning and organising,planning and organizing,plan and organise,plan and organize,ability to plan
Mentoring others|mentoring others,coaching others,mentor others,mentor junior,mentoring junior
Remote collaboration|remote collaboration,collaborate remotely,collaborating remotely
Stakeholder communication|stakeholder communication,stakeholder communications
Physical fitness|physical fitness,physically fit,physical stamina,good level of fitness,good physical fitness
Safety awareness|safety awareness,safety-conscious,safety conscious,safety-minded
Persistence|persistence,tenacity,tenacious,perseverance
Humor|sense of humour,sense of humor,good sense of humour
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
GIAC|GIAC certification
GSEC|GIAC Security Essentials|^GIAC
ITIL|ITIL Foundation,ITIL v4
PMP|Project Management Professional|>Project management
PRINCE2|Prince2|>Project management
CAPM|Certified Associate in Project Management|>Project management
PMI-ACP|>Agile
Certified ScrumMaster|CSM,Scrum Master certification|>Scrum
Professional Scrum Master|PSM|>Scrum
Certified Scrum Product Owner|CSPO|>Scrum
Professional Scrum Product Owner|PSPO|>Scrum
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
Chartered Accountant|ACA,ICAEW Chartered Accountant
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
SHRM-CP|SHRM certification
SHRM-SCP|
CIPD|CIPD qualification
PHR|Professional in Human Resources
SPHR|Senior Professional in Human Resources
Certified Information Privacy Professional|CIPP,CIPP/E
TEFL|TEFL certificate
TESOL|
CELTA|
Teaching license|teaching licence,teaching certificate,QTS,qualified teacher status
PGCE|Postgraduate Certificate in Education
Bar admission|admitted to the bar,bar license,licensed attorney
Real estate license|real estate licence,licensed realtor
Notary public|
Google UX Design Certificate|
Adobe Certified Expert|Adobe Certified Professional
Microsoft Office Specialist|MOS certification
IELTS|
TOEFL|
Cambridge English certificate|Cambridge English qualification
@certification
Bachelor's degree|bachelor degree,bachelors degree,BSc,B.Sc,BS degree,BA degree,BS/BA degree,BA/BS degree,undergraduate degree,university degree,college degree,bachelor's or master's degree,B.Eng,BEng,degree or equivalent,a degree in,degree qualified,degree educated,relevant degree,related degree,degree level,degree-level,honours degree,first degree,technical degree,science degree,engineering degree
Time served apprenticeship|time served,time-served,served apprenticeship
Professional body membership|member of a professional body,membership of a professional body,member of an appropriate professional body,member of a relevant professional body,member of the relevant professional body,professional membership
Associate degree|associate's degree,associates degree,associate of science,associate of applied science
High school diploma|high-school diploma,secondary school diploma,high school education,GED
Master's degree|master degree,masters degree,MSc,M.Sc,MS degree,master of science,MEng,M.Eng,MA degree,postgraduate degree
Doctorate|PhD,Ph.D,doctoral degree,doctorate degree,DPhil
MBA|Master of Business Administration
@ignore
recruitment process
recruitment agency
recruitment agencies
admin fee
administration fee
teaching hospital
teaching hospitals
Rehabilitation of Offenders
Latin America
Latin American
National Insurance
car insurance
business insurance
SOC code
RAG status
RAG rating
GP surgery
GP surgeries
highly motivated team
motivated team
hard-working team
hardworking team
enthusiastic team
reporting to
reporting directly to
reporting into
reports to
reports directly to
reports into
report to
report directly to
reporting line
reporting lines
reporting structure
reporting concerns
report concerns
report any concerns
payroll giving
employee pricing
insurance plan
insurance benefits
insurance cover
insurance coverage
unemployment insurance
disability insurance
accident insurance
vision insurance
recruitment team
recruitment procedure
recruitment committee
collaborative environment
collaborative culture
collaborative workplace
collaborative atmosphere
culture of collaboration
CI poly
CI polygraph
Disability Confident
flexibility to work from home
flexibility to work remotely
clinical presentations
acute presentations
culture of continuous learning
childcare vouchers
tax-free childcare
learning and development opportunities
training and development opportunities
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
