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
Information architecture|IA
User research|UX research,usability research,user interviews
Usability testing|usability,usability studies
Wireframing|wireframes,wireframe
Prototyping|prototypes,rapid prototyping
Design systems|design system,component library
Design thinking|human-centered design,human-centred design,user-centered design,user-centred design
Typography|
Color theory|colour theory
Branding|brand identity,brand design
Logo design|
Illustration|illustrations
Motion graphics|motion design,animation
Video editing|video production
Photography|photo editing,retouching
3D modeling|3D modelling,3D design
Industrial design|
Interior design|
Fashion design|
Print design|print production,layout design
Packaging design|
Presentation design|
Copywriting|copy writing
Content writing|content creation,content development,writing content
Editing|proofreading,copy editing,copyediting
Journalism|reporting news
Creative writing|
Content strategy|
UX writing|microcopy
Marketing|marketing skills
Digital marketing|online marketing,internet marketing
Content marketing|
Social media marketing|SMM,social media management,social media,social media campaigns
Search engine optimization|SEO,search engine optimisation
Search engine marketing|SEM,paid search,PPC,pay per click,pay-per-click
Email marketing|email campaigns,e-mail marketing
Marketing automation|
Performance marketing|paid media,paid acquisition,paid social
Growth marketing|growth hacking
Affiliate marketing|
Influencer marketing|
Product marketing|go-to-market,go to market,GTM strategy,product launches
Brand management|brand strategy,brand marketing
Marketing strategy|marketing plans,marketing planning
Market research|market analysis,market intelligence,competitive analysis,competitor analysis
Customer segmentation|segmentation,market segmentation
Campaign management|marketing campaigns
Event marketing|event management
Public relations|PR,media relations,press relations
Communications|corporate communications,internal communications,external communications
Advertising|media buying,media planning
Programmatic advertising|programmatic,DSP buying
Conversion rate optimization|CRO,conversion optimization
Customer acquisition|user acquisition,lead generation,demand generation,demand gen
Customer retention|retention marketing,churn reduction
Customer lifecycle management|lifecycle marketing,CRM marketing
Loyalty programs|loyalty programmes
Trade marketing|
B2B marketing|
B2C marketing|consumer marketing
E-commerce|ecommerce,e-commerce,online retail,eCommerce
Merchandising|visual merchandising
Category management|
Pricing strategy|pricing
Community management|community building
Sales|selling,sales experience
B2B sales|business-to-business sales|^Sales
B2C sales|^Sales
Inside sales|telesales,telemarketing|^Sales
Field sales|outside sales|^Sales
Enterprise sales|^Sales
SaaS sales|^Sales
Solution selling|consultative selling|^Sales
Account management|key account management,KAM
Business development|biz dev,BD
Lead qualification|lead qualification skills
Prospecting|cold calling,cold outreach
Pipeline management|sales pipeline,sales forecasting
Negotiation|negotiating,negotiation skills,negotiations
Deal closing|closing deals
Sales operations|sales ops,revenue operations,RevOps
Sales enablement|
Channel sales|partner management,channel partners
Customer success|customer success management
Customer service|customer support,client service,customer care,client support
Upselling|cross-selling,upsell,cross-sell
Retail sales|
Territory management|
Tender management|bid management,RFP,RFPs,proposal writing
Contract negotiation|
Finance|financial services
Accounting|accountancy,bookkeeping
Financial analysis|
Financial modeling|financial modelling,financial models
Financial reporting|financial statements,management accounts
Financial planning|FP&A,financial planning and analysis
Budgeting|budget management,budgets,budget planning
Forecasting|forecasts
Cost accounting|cost control,cost management
Management accounting|
Auditing|audit,internal audit,external audit,audits
Taxation|tax,tax compliance,tax returns,tax planning
Payroll|payroll processing
Accounts payable|AP
Accounts receivable|AR,collections,credit control
General ledger|GL,ledger
Reconciliation|account reconciliation,bank reconciliation,reconciliations
Month-end close|month end close,year-end close,closing the books
IFRS|International Financial Reporting Standards
US GAAP|GAAP
Corporate finance|
Investment banking|M&A,mergers and acquisitions
Private equity|
Venture capital|VC
Asset management|portfolio management,investment management,wealth management
Equity research|
Valuation|DCF,discounted cash flow,valuations
Risk management|risk assessment,risk analysis,enterprise risk management
Credit risk|credit analysis,underwriting
Market risk|
Operational risk|
Treasury|cash management,liquidity management
Trading|equities trading,derivatives trading,fixed income
Derivatives|derivative products
Banking|retail banking,commercial banking
Insurance|insurance industry
Payments|payment processing,payment systems
Fintech|financial technology
Anti-money laundering|AML,KYC,know your customer
Regulatory compliance|compliance,regulatory reporting,regulatory requirements
Internal controls|SOX,Sarbanes-Oxley
Fraud prevention|
Procurement|purchasing,sourcing,strategic sourcing
Vendor management|supplier management,supplier relationship management,vendor relations
Contract management|contract administration
Legal|legal advice
Contract law|contracts drafting,drafting contracts
Corporate law|
Employment law|labour law,labor law
Intellectual property|IP law,patents,trademarks
Litigation|
Legal research|
Paralegal|paralegal skills
GDPR|General Data Protection Regulation
Data protection law|privacy law,CCPA,HIPAA compliance
Human resources|HR,HRM,human resource management,people operations
Recruitment|talent acquisition,sourcing candidates
Employee onboarding|
Employee relations|
Compensation and benefits|benefits administration,C&B,compensation management
Performance management|performance reviews
Learning and development|L&D,training and development,training delivery
Talent management|succession planning
Organizational development|organisational development,OD
Workforce planning|
HR policies|
Diversity and inclusion|DEI,D&I,diversity equity and inclusion
Employer branding|
Coaching|
Mentoring|mentorship
Business analysis|business requirements
Business strategy|strategic planning,corporate strategy
Management consulting|consulting,consultancy
Product management|product ownership
Product strategy|product roadmap,roadmapping,roadmaps
Project management|managing projects,project delivery
Program management|programme management
Portfolio management office|PMO
Change management|organizational change,organisational change
Stakeholder management|stakeholder engagement,stakeholder relations
Business process improvement|process improvement,business process re-engineering,BPR
Business process modeling|BPMN,process mapping,process modelling
Operations management|business operations
Budget ownership|P&L,P&L management,profit and loss
Key performance indicators|KPIs,KPI
OKRs|objectives and key results
Entrepreneurship|
Economics|microeconomics,macroeconomics
Business administration|MBA
Administration|administrative support,office administration
Office management|
Executive assistance|executive assistant,diary management,calendar management
Data entry|
Bookkeeping software|
Real estate|property management,real estate development
Hospitality|hospitality management,hotel management
Tourism|travel industry
Event planning|event coordination,conference planning
Translation|translating,translator
Interpreting|
Teaching|lesson planning,classroom management
Curriculum development|instructional design,curriculum design
E-learning|elearning,online learning
Tutoring|
Early childhood education|childcare
Special education|SEN,special educational needs
Library science|
Social work|casework,case management
Counseling|counselling
Fundraising|donor relations,grant writing
Public policy|policy analysis
Public administration|
Nonprofit management|non-profit,NGO
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
Pardot|Salesforce Pardot,Account Engagement|^Marketing automation
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
Refinitiv|Eikon,Thomson Reuters Eikon
FactSet|
Capital IQ|S&P Capital IQ
!Concur|SAP Concur
Coupa|
Ariba|SAP Ariba
Expensify|
BambooHR|
ADP|ADP Workforce Now
Greenhouse|!Greenhouse
Lever|!Lever
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
Articulate Storyline|Articulate 360
@domain
Financial services industry|financial sector,financial industry,finance industry
Healthcare industry|healthcare sector,health care industry
Retail industry|retail,retail sector
Manufacturing industry|manufacturing sector
Automotive industry|automotive
Aerospace industry|aviation industry,aerospace
Defense industry|defence,defense
Energy sector|energy industry,oil and gas,renewable energy,renewables
Telecommunications|telecoms,telecom,telco
Media industry|broadcasting
Publishing|publishing industry
Gaming industry|video games,games industry
Education sector|edtech
Government sector|public sector,government agencies
Pharmaceutical industry|pharma,pharmaceuticals
Biotechnology|biotech
Life sciences|
Medical devices|medtech
Logistics industry|logistics sector
Construction industry|construction sector
Agriculture|agritech,farming
Food and beverage|F&B,food industry
Fashion industry|fashion,apparel
Luxury goods|luxury
Consumer goods|FMCG,CPG,consumer packaged goods
Travel industry|
Real estate industry|proptech
Legal sector|legal industry,legaltech
Insurance sector|insurtech
Cryptocurrency|crypto,digital assets,DeFi
SaaS|software as a service,SaaS products
B2B|business-to-business,business to business
B2B software|enterprise software
Marketplaces|marketplace,two-sided marketplace
Advertising technology|adtech,martech
Cleantech|climate tech,sustainability,ESG
Nonprofit sector|charity sector,third sector
Startups|startup experience,start-up experience
Consulting industry|professional services
Semiconductors|semiconductor industry
Mining industry|mining
Maritime industry|shipping industry,maritime
Hospitality industry|
Sports industry|sports industry
Entertainment industry|music industry,film industry
Security industry|
Utilities sector|utilities
Chemicals industry|chemicals
Transportation industry|
Cybersecurity industry|
`;
