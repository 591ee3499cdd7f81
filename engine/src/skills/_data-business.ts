// Design, marketing, sales, finance, legal and HR skills, written by us (docs/decisions/020-skills-taxonomy.md).
export const DATA_BUSINESS = `
@hard
User experience design|UX,UX design,user experience,UX/UI,UI/UX,UX designer
User interface design|UI,UI design,interface design,GUI design
Product design|product designer
Interaction design|IxD
Visual design|visual designer
Graphic design|graphics design
Web design|web designer
Mobile design|app design
Information architecture|
User research|UX research,usability research
User interviews|^User research
Usability testing|usability studies,usability tests
Wireframing|wireframes,wireframe
Prototyping|prototypes,rapid prototyping
Design systems|design system
Design thinking|
User-centered design|user-centred design,human-centered design,human-centred design,UCD
Typography|
Color theory|colour theory
Branding|brand identity,brand design
Logo design|
Illustration|illustrations
Motion graphics|motion design
Animation|2D animation,3D animation
Video editing|
Video production|
Photography|
Photo editing|retouching,photo retouching
3D modeling|3D modelling,3D design
Industrial design|
Interior design|
Fashion design|
Print design|layout design
Print production|
Packaging design|
Presentation design|
Copywriting|copy writing
Content writing|writing content
Content creation|content development
Editing|
Proofreading|proof reading,proof-reading
Copy editing|copyediting,copy-editing
Journalism|reporting news
Creative writing|
Content strategy|
UX writing|microcopy
Marketing|marketing skills
Digital marketing|online marketing,internet marketing
Content marketing|
Social media marketing|SMM,social media management,social media campaigns
Search engine optimization|SEO,search engine optimisation
Search engine marketing|SEM,paid search,PPC,pay per click,pay-per-click
Email marketing|email campaigns,e-mail marketing
Marketing automation|
Performance marketing|paid media,paid acquisition
Paid social|paid social media|^Performance marketing
Growth marketing|growth hacking
Affiliate marketing|
Influencer marketing|
Product marketing|
Go-to-market strategy|go-to-market,go to market,GTM strategy,GTM
Product launches|product launch
Brand management|brand marketing
Brand strategy|
Marketing strategy|marketing plans,marketing planning
Market research|market analysis
Competitive analysis|competitor analysis,competitive landscape analysis
Customer segmentation|market segmentation
Campaign management|marketing campaigns
Event marketing|
Event management|
Public relations|PR,media relations,press relations
Communications|corporate communications,internal communications,external communications,communications strategy
Advertising|
Media buying|^Advertising
Media planning|^Advertising
Programmatic advertising|programmatic,DSP buying
Conversion rate optimization|conversion optimization,conversion rate optimisation
Customer acquisition|user acquisition
Lead generation|lead gen
Demand generation|demand gen
Customer retention|retention marketing,churn reduction
Customer lifecycle management|lifecycle marketing,CRM marketing
Loyalty programs|loyalty programmes
Trade marketing|
B2B marketing|
B2C marketing|consumer marketing
E-commerce|ecommerce,e-commerce,online retail,eCommerce
Merchandising|
Visual merchandising|^Merchandising
Category management|
Pricing|
Pricing strategy|pricing strategies|^Pricing
Community management|community building
Sales|selling,sales experience
B2B sales|business-to-business sales|^Sales
B2C sales|^Sales
Inside sales|telesales,telemarketing|^Sales
Field sales|outside sales|^Sales
Enterprise sales|^Sales
SaaS sales|^Sales
Solution selling|consultative selling|^Sales
Account management|
Key account management|KAM|^Account management
Business development|biz dev,BD
Lead qualification|lead qualification skills
Prospecting|cold outreach
Cold calling|^Prospecting
Pipeline management|sales pipeline,sales pipeline management
Sales forecasting|
Negotiation|negotiating,negotiation skills,negotiations
Deal closing|closing deals
Sales operations|sales ops
Revenue operations|RevOps
Sales enablement|
Channel sales|channel partners
Partner management|partnership management
Customer success|customer success management
Customer service|customer support,client service,customer care,client support
Upselling|upsell
Cross-selling|cross-sell
Retail sales|
Territory management|
Tender management|bid management,tendering
Proposal writing|bid writing
RFP responses|RFP,RFPs,request for proposal
Contract negotiation|
Finance|
Accounting|accountancy|^Finance
Bookkeeping|book-keeping
Financial analysis||^Finance
Financial modeling|financial modelling,financial models|^Finance
Financial reporting|financial statements|^Finance
Financial planning||^Finance
FP&A|financial planning and analysis|^Finance
Budgeting|budget management,budget planning,budgets,budget control,budgetary control
Forecasting|forecasts
Cost accounting|
Cost control|cost management
Management accounting|management accounts
Auditing|audit,audits
Internal audit|^Auditing
External audit|^Auditing
Taxation|
Tax compliance|^Taxation
Tax returns|tax return preparation|^Taxation
Tax planning|^Taxation
Payroll|payroll processing
Accounts payable|
Accounts receivable|
Credit control|
General ledger|GL,ledger
Reconciliation|account reconciliation,reconciliations
Bank reconciliation|bank reconciliations|^Reconciliation
Month-end close|month end close,closing the books
Year-end close|year end close
IFRS|International Financial Reporting Standards
US GAAP|^GAAP
GAAP|generally accepted accounting principles
Corporate finance|
Investment banking|
Mergers and acquisitions|M&A
Private equity|
Venture capital|VC
Asset management|
Portfolio management|
Investment management|
Wealth management|
Equity research|
Valuation|valuations
Discounted cash flow|DCF|^Valuation
Risk management|
Enterprise risk management|!ERM|^Risk management
Credit risk|credit analysis
Underwriting|
Market risk|
Operational risk|
Treasury|treasury management
Cash management|^Treasury
Liquidity management|^Treasury
Financial trading|securities trading
Equities trading|equity trading|^Financial trading
Derivatives trading|^Financial trading
Fixed income|
Derivatives|derivative products
Banking|
Retail banking|^Banking
Commercial banking|^Banking
Insurance|
Payment processing|payment systems,payments processing,payments industry
Fintech|financial technology
Anti-money laundering|AML
KYC|know your customer
Compliance|compliance management,compliance frameworks
Regulatory compliance|^Compliance
Regulatory reporting|
Internal controls|
Sarbanes-Oxley|SOX,SOX compliance|^Internal controls
Fraud prevention|
Procurement|purchasing
Strategic sourcing|^Procurement
Vendor management|supplier management,supplier relationship management,vendor relations
Contract management|contract administration
Legal advice|legal counsel
Contract law|
Corporate law|
Employment law|labour law,labor law
Intellectual property|IP law,intellectual property law
Patents|patent law,patent prosecution|^Intellectual property
Trademarks|trademark law|^Intellectual property
Litigation|
Legal research|
Paralegal|paralegal skills
GDPR|General Data Protection Regulation
Data protection law|privacy law
CCPA|California Consumer Privacy Act
Human resources|HR,HRM,human resource management,people operations
Recruitment|talent acquisition,sourcing candidates
Employee onboarding|
Employee relations|
Compensation and benefits|C&B,compensation management,reward management
Benefits administration|
Performance management|
Learning and development|L&D
Training delivery|delivering training
Talent management|
Succession planning|
Organizational development|organisational development,OD
Workforce planning|
HR policies|
Diversity and inclusion|DEI,D&I,diversity equity and inclusion
Employer branding|
Coaching|
Mentoring|mentorship
Business analysis|
Business strategy|corporate strategy
Strategic planning|
Management consulting|
Product management|product ownership
Product strategy|
Product roadmap|product roadmaps
Project management|managing projects,project delivery
Project planning|project plans
Program management|programme management
Portfolio management office|PMO
Change management|organizational change,organisational change
Stakeholder management|stakeholder engagement,stakeholder relations
Business process improvement|process improvement,business process re-engineering,BPR
Business process modeling|process mapping,process modelling
BPMN|Business Process Model and Notation|^Business process modeling
Operations management|business operations
Budget ownership|P&L,P&L management,profit and loss
Key performance indicators|KPIs,KPI
OKRs|objectives and key results
Entrepreneurship|
Economics|microeconomics,macroeconomics
Business administration|
Administration|administrative support,office administration,administrative tasks,administrative duties,admin tasks,admin duties,administrative work
Clerical work|clerical duties,clerical tasks,clerical support
Office management|
Executive assistance|executive assistant
Diary management|calendar management
Data entry|data input,data inputting
Bookkeeping software|
Real estate|
Property management|
Real estate development|
Hospitality|hospitality management
Hotel management|
Tourism|
Event planning|event coordination,conference planning
Translation|translating,translator
Interpreting|
Teaching|
Lesson planning|
Classroom management|
Curriculum development|curriculum design
Instructional design|
E-learning|elearning,online learning
Tutoring|
Early childhood education|early years education
Special education|!SEN,special educational needs
Library science|
Social work|casework
Case management|case manager
Counseling|counselling
Fundraising|
Grant writing|
Donor relations|
Public policy|policy analysis
Public administration|
Nonprofit management|non-profit management
@tool
Adobe Creative Suite|Adobe Creative Cloud,Adobe CC,Creative Suite
Adobe Photoshop|Photoshop|^Adobe Creative Suite
Adobe Illustrator|Illustrator|^Adobe Creative Suite
Adobe InDesign|InDesign|^Adobe Creative Suite
Adobe XD|^Adobe Creative Suite
Adobe After Effects|After Effects|^Adobe Creative Suite
Adobe Premiere Pro|Premiere Pro,!Premiere|^Adobe Creative Suite
Adobe Lightroom|Lightroom|^Adobe Creative Suite
Adobe Acrobat|Acrobat
Adobe Experience Manager|AEM
Figma Design|!Figma,Figma design tool
Sketch|!Sketch
InVision|
Zeplin|
Framer|
Miro|
Canva|
Blender|
Autodesk Maya|!Maya
Cinema 4D|C4D
Final Cut Pro|
DaVinci Resolve|
Procreate|
Axure|Axure RP
Balsamiq|
Optimizely|
Google Ads|AdWords,Google AdWords|^Search engine marketing
Meta Ads|Facebook Ads,Facebook Ads Manager,Instagram Ads|^Performance marketing
LinkedIn Ads|LinkedIn Campaign Manager|^Performance marketing
Microsoft Ads|Bing Ads
Google Search Console|Search Console|^Search engine optimization
SEMrush|Semrush|^Search engine optimization
Ahrefs|^Search engine optimization
Moz|^Search engine optimization
Screaming Frog|^Search engine optimization
Marketo|Adobe Marketo|^Marketing automation
Pardot|Salesforce Pardot|^Marketing automation
Mailchimp|^Email marketing
Klaviyo|^Email marketing
!Braze|^Marketing automation
Hootsuite|^Social media marketing
Buffer|!Buffer
Sprout Social|^Social media marketing
Hubspot Marketing Hub|
Salesloft|
Outreach.io|
!Gong|
LinkedIn Sales Navigator|Sales Navigator
ZoomInfo|
Apollo.io|
!Intercom|
Gainsight|
Contentful|
Webflow|
Squarespace|
Wix|
QuickBooks|Quickbooks,QuickBooks Online
Xero|
FreshBooks|
Oracle Financials|
SAP FICO|SAP FI,SAP CO,SAP FI/CO|>SAP
Hyperion|Oracle Hyperion
Anaplan|
Adaptive Insights|Workday Adaptive Planning
Bloomberg Terminal|Bloomberg
Refinitiv|
Refinitiv Eikon|Eikon,Thomson Reuters Eikon|>Refinitiv
FactSet|
Capital IQ|S&P Capital IQ
!Concur|SAP Concur
Coupa|
Ariba|SAP Ariba
Expensify|
BambooHR|
ADP|ADP Workforce Now
?Greenhouse|Greenhouse ATS
?Lever|
Taleo|
SuccessFactors|SAP SuccessFactors
iCIMS|
!Workable|
Clio|
LexisNexis|Lexis
Westlaw|
DocuSign|
Moodle|
!Blackboard|
Canvas LMS|
Articulate Storyline|
Articulate 360|
@domain
Financial services industry|financial services,financial sector,financial industry,finance industry
Healthcare industry|healthcare sector,health care industry
Retail industry|retail sector,retail experience,retail environment
Manufacturing industry|manufacturing sector
Automotive industry|automotive
Aerospace industry|aerospace
Aviation industry|
Defense industry|defence,defense
Energy sector|energy industry
Oil and gas industry|oil and gas
Renewable energy|renewables
Telecommunications|telecoms,telecom,telco
Media industry|
Broadcasting|
Publishing|publishing industry
Gaming industry|video games,games industry
Education sector|
Edtech|educational technology
Government sector|public sector,government agencies
Pharmaceutical industry|pharma,pharmaceuticals
Biotechnology|biotech
Life sciences|
Medical devices|medtech
Logistics industry|logistics sector
Construction industry|construction sector
Agriculture|farming
Agritech|
Food and beverage|F&B,food industry|^Hospitality
Fashion industry|fashion,apparel
Luxury goods|
Consumer goods|FMCG,CPG,consumer packaged goods
Travel industry|
Real estate industry|
Proptech|
Legal sector|legal industry
Legaltech|
Insurance sector|insurance industry
Insurtech|
Cryptocurrency|crypto
DeFi|decentralized finance,decentralised finance
SaaS|software as a service,SaaS products
B2B|business-to-business,business to business
B2B software|enterprise software
Online marketplaces|online marketplace,two-sided marketplace,two-sided marketplaces
Advertising technology|adtech
Martech|marketing technology
Cleantech|climate tech,clean technology
ESG|environmental social and governance
Nonprofit sector|charity sector,third sector,non-profit,nonprofit,NGO
Startups|startup experience,start-up experience
Consulting industry|professional services
Semiconductors|semiconductor industry
Mining industry|mining
Maritime industry|shipping industry,maritime
Hospitality industry|
Sports industry|sports industry
Entertainment industry|
Music industry|
Film industry|
Security industry|
Utilities sector|utilities industry
Chemicals industry|chemical industry
Transportation industry|
Cybersecurity industry|
`;
