// More tools, methods and trades across all domains, written by us (docs/decisions/020-skills-taxonomy.md).
export const DATA_EXTRA = `
@tool
Lodash|>JavaScript
Moment.js|MomentJS|>JavaScript
date-fns|>JavaScript
Axios|>JavaScript
Apollo GraphQL|Apollo Client,Apollo Server|>GraphQL
!Relay|>GraphQL
Prisma|Prisma ORM
Sequelize|>Node.js
TypeORM|>TypeScript
Mongoose|>MongoDB
Knex.js|Knex
Drizzle ORM|
Socket.IO|SocketIO|>WebSockets
Koa|Koa.js|>Node.js
Fastify|>Node.js
Hapi.js|hapi|>Node.js
!Meteor|Meteor.js|>JavaScript
Alpine.js|>JavaScript
Preact|>JavaScript
SolidJS|>JavaScript
Astro|Astro framework
!Remix|Remix Run|>React
Redux-Saga|redux saga|>Redux
State management|state management libraries
MobX|>React|^State management
Zustand|>React|^State management
React Query|TanStack Query|>React
React Router|>React
Formik|>React
React Hook Form|>React
Ant Design|AntD|>React
Chakra UI|>React
Vuex|>Vue.js|^State management
Pinia|>Vue.js|^State management
Vuetify|>Vue.js
Quasar|>Vue.js
NgRx|>Angular|^State management
Angular Material|>Angular
PrimeNG|>Angular
Handlebars|Handlebars.js
Mustache templates|!Mustache
!Pug|
EJS|
Thymeleaf|>Java
JSP|JavaServer Pages|>Java
Servlets|Java Servlets|>Java
JDBC|>Java
JMS|Java Message Service|>Java
Lombok|>Java
Log4j|Log4j2|>Java
SLF4J|>Java
Logback|>Java
Apache Struts|Struts|>Java
Dropwizard|>Java
Jackson JSON|>Java
Netty|>Java
GraalVM|
Ktor|>Kotlin
Coroutines|Kotlin coroutines|>Kotlin
RxJava|>Java
!Retrofit|>Android development
!Dagger|Dagger 2|>Android development
Hilt|Dagger Hilt|>Android development
Room database|>Android development
Core Data|>iOS development
Combine framework|>Swift
CocoaPods|>iOS development
Fastlane|
TestFlight|
Firebase Crashlytics|Crashlytics
!Expo|>React Native
!Capacitor|
Cordova|PhoneGap
!Tornado|>Python
Pyramid framework|>Python
aiohttp|>Python
asyncio|>Python
!Poetry|>Python
virtualenv|venv|>Python
Jinja|Jinja2|>Python
Scrapy|>Python
Beautiful Soup|BeautifulSoup|>Python
Selenium Grid|>Selenium
Sidekiq|>Ruby
Capistrano|
Composer PHP|>PHP
!Twig|>PHP
Yii|>PHP
CakePHP|>PHP
Phalcon|>PHP
!Razor|Razor Pages|>ASP.NET
SignalR|>.NET
!MAUI|.NET MAUI|>.NET
Dapper|>.NET
AutoMapper|>.NET
MediatR|>.NET
Serilog|>.NET
IdentityServer|>.NET
Hangfire|>.NET
!Cargo|>Rust
Tauri|
Rocket framework|>Rust
Echo framework|>Go
Cobra CLI|>Go
Gorilla Mux|>Go
!Conan|
Bazel|
GNU Make|Makefile
Ninja build|
!Gulp|Gulp.js
!Grunt|Grunt.js
!Parcel|
!Rollup|Rollup.js
esbuild|
SWC|
Turborepo|
Nx|Nx monorepo
Lerna|
Monorepos|monorepo
!Chromatic|
Cypress Dashboard|
WebdriverIO|>Selenium
Robot Framework|
Katalon|
Ranorex|
TestRail|
Zephyr|
BrowserStack|^Cross-browser testing
Sauce Labs|SauceLabs|^Cross-browser testing
LambdaTest|^Cross-browser testing
!Pact|Pact testing|^Contract testing
Contract testing|consumer-driven contract testing|^Software testing
WireMock|
Testcontainers|
!Locust|
!Allure|
Gherkin syntax|Gherkin|^Behavior-driven development
Jira Service Management|JSM
Opsgenie|
Statuspage|
Terragrunt|
Crossplane|
Kustomize|>Kubernetes
Rancher|>Kubernetes
k3s|>Kubernetes
!Nomad|
Linkerd|
!Envoy|Envoy proxy
Traefik|
Flux CD|FluxCD
Tekton|
Octopus Deploy|
?Harness|Harness CI,Harness CD|^CI/CD
Artifactory|JFrog,JFrog Artifactory
Nexus Repository|Sonatype Nexus
Snyk|
Checkmarx|
Veracode|
!Fortify|
OWASP|OWASP Top 10
Trivy|
Aqua Security|
Tenable|
Nessus|>Tenable
Qualys|
Rapid7|
Splunk Enterprise Security|
Microsoft Sentinel|Azure Sentinel
QRadar|IBM QRadar
Elastic SIEM|
CyberArk|
SailPoint|
Ping Identity|
Duo Security|
Zscaler|
Cloudflare Workers|
AWS CDK|CDK
AWS SAM|AWS Serverless Application Model|>Amazon Web Services
Serverless Framework|^Serverless
AWS Step Functions|Step Functions|>Amazon Web Services
Amazon API Gateway|>Amazon Web Services
Amazon Route 53|Route 53,Route53|>Amazon Web Services
Amazon VPC|VPC|>Amazon Web Services
AWS IAM|>Amazon Web Services
Amazon Athena|!Athena|>Amazon Web Services
Amazon EMR|AWS EMR,Elastic MapReduce|>Amazon Web Services
Amazon Aurora|!Aurora|>Amazon Web Services
Amazon ElastiCache|ElastiCache|>Amazon Web Services
Amazon OpenSearch|Amazon OpenSearch Service|>Amazon Web Services,OpenSearch
AWS Batch|>Amazon Web Services
Amazon Bedrock|!Bedrock|>Amazon Web Services
Azure Blob Storage|>Microsoft Azure
Azure SQL Database|Azure SQL|>Microsoft Azure
Azure Cosmos DB|Cosmos DB,CosmosDB|>Microsoft Azure
Azure App Service|>Microsoft Azure
Azure Service Bus|>Microsoft Azure
Azure Event Hubs|Event Hubs|>Microsoft Azure
Azure Databricks|>Microsoft Azure
Azure Machine Learning|Azure ML|>Microsoft Azure
Azure OpenAI|>Microsoft Azure
Google Cloud Storage|GCS|>Google Cloud Platform
Google Cloud Run|Cloud Run|>Google Cloud Platform
Google Pub/Sub|Pub/Sub,PubSub|>Google Cloud Platform
Google App Engine|App Engine|>Google Cloud Platform
Vertex AI|>Google Cloud Platform
Cloud SQL|>Google Cloud Platform
Google Firebase Auth|
Algolia|
Meilisearch|
Typesense|
ClickHouse|
TimescaleDB|
Apache Druid|Druid
Pinecone|^Vector databases
Vector databases|vector database,vector DB,vector stores
Weaviate|^Vector databases
Milvus|^Vector databases
Chroma DB|
Ollama|
vLLM|
ONNX|
TensorRT|
OpenVINO|
TensorFlow Lite|TFLite
Core ML|CoreML
ML Kit|
Stable Diffusion|
Midjourney|
DALL-E|
GitHub Copilot|
Cursor editor|
Postman Collections|
!Insomnia|
Charles Proxy|
Fiddler|
Grafana Loki|!Loki
!Tempo|
Thanos|
VictoriaMetrics|
Graylog|
Sumo Logic|
!Honeycomb|
Lightstep|
Elastic APM|
Kafka Connect|
Debezium|
Confluent|Confluent Platform
Apache Storm|
Apache Kudu|
Apache Ozone|
Apache Cassandra Reaper|
ScyllaDB|
Vitess|
PlanetScale|
Neon database|
Liquibase|
Flyway|
pgAdmin|
DBeaver|
MySQL Workbench|
!Toad|
Erwin|erwin Data Modeler
Lucidchart|
draw.io|diagrams.net
PlantUML|>UML
UML|Unified Modeling Language
ArchiMate|
Sparx Enterprise Architect|Sparx EA,Sparx Systems Enterprise Architect
Smartsheet|
Wrike|
Basecamp|
Microsoft Planner|
Jira Align|
Aha!|!Aha!
Productboard|
Pendo|
FullStory|
LaunchDarkly|^Feature flagging
Contentstack|
Strapi|
!Sanity|Sanity.io
Ghost CMS|
Joomla|
Sitecore|
Umbraco|
Adobe Target|
Tealium|
Salesforce Marketing Cloud|SFMC,ExactTarget|>Salesforce
Salesforce Commerce Cloud|Demandware|>Salesforce
Salesforce Lightning|Lightning Experience|>Salesforce
Lightning Web Components|LWC|>Salesforce Lightning
Visualforce|>Salesforce
SOQL|>Salesforce
Veeva CRM|
Oracle APEX|
Oracle Forms|
PeopleSoft|
JD Edwards|
!Infor|
Epicor|
Acumatica|
SAP Business One|
SAP BW|SAP Business Warehouse|>SAP
SAP Fiori|Fiori|>SAP
SAP UI5|SAPUI5,OpenUI5|>SAP
SAP Basis|>SAP
SAP HCM|>SAP
SAP PI/PO|SAP PI|>SAP
Kronos|UKG
?Deputy|Deputy rostering
!Gusto|
Rippling|
Paychex|
Personio|
HiBob|
!Lattice|
Culture Amp|
Xero Payroll|
Sage Payroll|
Dext|Receipt Bank
Bill.com|
Tipalti|
Avalara|
Vertex tax|
Kyriba|
BlackLine|
Trintech|
Oracle Hyperion Financial Management|HFM
OneStream|
Tagetik|
Board International|
Jedox|
Vena Solutions|
Power Pivot|
Excel macros|>Excel
Pivot tables|pivot table,PivotTables|>Excel
VLOOKUP|VLOOKUPs|>Excel
XLOOKUP|>Excel
INDEX MATCH|INDEX/MATCH|>Excel
Google Apps Script|Apps Script
Murex|
Calypso|
Summit trading|
Charles River IMS|
Aladdin|BlackRock Aladdin
SimCorp|
Advent Geneva|
Wall Street Systems|
FIS|
Fiserv|
Temenos|
Finastra|
Mambu|
Thought Machine|
!Plaid|
Adyen|
Braintree|
PayPal|
Square POS|
Toast POS|
!Lightspeed|
Opera PMS|
!Micros|
SevenRooms|
OpenTable|
Cvent|
Eventbrite|
Hopin|
Mailgun|
SendGrid|
Postmark|
Front app|
Help Scout|
Freshworks|
Gorgias|
Kustomer|
Talkdesk|
Five9|
Genesys|
Avaya|
RingCentral|
Aircall|
Dialpad|
Calendly|
!Loom|
Vimeo|
Wistia|
Camtasia|
!Audacity|
Adobe Audition|
Pro Tools|
Logic Pro|
Ableton Live|Ableton
FL Studio|
Avid Media Composer|
!Nuke|
Houdini|
ZBrush|
Substance Painter|Substance 3D
Marvelous Designer|
Autodesk 3ds Max|3ds Max,3D Studio Max
Rhino 3D|Rhinoceros,Rhino3D
Grasshopper|Grasshopper 3D|>Rhino 3D
Vectorworks|
ArchiCAD|
Lumion|
V-Ray|
Enscape|
Twinmotion|
Affinity Designer|
CorelDRAW|
QuarkXPress|
Adobe Dreamweaver|Dreamweaver
Adobe Animate|
Principle app|
ProtoPie|
Maze|!Maze
UserTesting|
!Dovetail|
Optimal Workshop|
!Lookback|
@hard
Message queues|message brokers,messaging systems,pub/sub messaging
Caching strategies|
Service-oriented architecture|SOA
Monolith decomposition|
API gateways|API gateway
Rate limiting|
Feature flagging|feature flags,feature toggles,feature flag
Chaos engineering|
Capacity management|
Release management|release engineering,release process
Build automation|build systems
Dependency management|
Package management|
Code quality|code analysis
Static analysis|static code analysis|^Code quality
Linting|linters|^Code quality
Secure coding|secure development,secure software development
Authentication|authentication and authorization,AuthN
Authorization|AuthZ,access authorization
Web security|
Cross-site scripting|XSS|^Web security
CSRF|cross-site request forgery|^Web security
SQL injection|^Web security
Digital forensics|forensics,incident forensics
Malware analysis|
Reverse engineering|
Risk and compliance|GRC,governance risk and compliance
Audit readiness|
SOC 2|SOC2,SOC 2 Type II
PCI DSS|PCI-DSS,PCI compliance
NIST|NIST framework,NIST CSF
FedRAMP|
HIPAA|HIPAA compliance
GxP|
21 CFR Part 11|
Data ethics|
Responsible AI|
MLOps pipelines|
Model evaluation|
Model validation|^Model evaluation
Model monitoring|
Causal inference|
Computer architecture|
Parallel computing|parallel programming
High-performance computing|high performance computing,HPC|^Parallel computing
GPU programming|GPGPU
Network architecture|network design
SD-WAN|
VPN|virtual private network
Routing and switching|
BGP|Border Gateway Protocol|^Routing and switching
OSPF|^Routing and switching
Wireless networking|WLAN
Storage systems|
Storage area networks|!SAN,storage area network|^Storage systems
Network-attached storage|!NAS,network attached storage|^Storage systems
Backup and recovery|backup and restore
Endpoint management|mobile device management,MDM solutions
Microsoft Intune|Intune|^Endpoint management
Jamf|^Endpoint management
Hardware troubleshooting|hardware support
Printer support|
Desktop virtualization|VDI
IT asset management|ITAM
Change control|change advisory board,!CAB
Problem management|
Service level management|SLA,SLAs,service level agreements
Vendor evaluation|
Technical due diligence|
Solution design|
Pre-sales|presales,solutions engineering,sales engineering
Technical account management|technical account manager
Developer relations|DevRel,developer advocacy
Technical training|
Technical recruiting|tech recruiting
Agile coaching|agile coach
Scrum mastery|scrum master
Sprint planning|
Backlog management|backlog grooming,backlog refinement
User stories|user story
Acceptance criteria|
Roadmap planning|
Product discovery|
Product analytics methods|
Growth strategy|
Pricing analysis|
Competitive intelligence|market intelligence
Customer journey mapping|journey mapping
Personas|user personas
Card sorting|
Heuristic evaluation|
Service design|service blueprint
Content design|
Brand guidelines|brand guideline
Art direction|
Creative direction|
Storyboarding|storyboards
Video production planning|
Podcasting|podcast production
Social media analytics|
Online reputation management|
Press releases|
Crisis communications|crisis communication
Crisis management|
Speechwriting|
Newsletter writing|
Grant management|
Donor management|
Volunteer management|volunteer coordination
Program evaluation|impact measurement,monitoring and evaluation,M&E
Survey design|questionnaire design
Focus groups|
Ethnography|
Statistical software|
Spreadsheet modeling|spreadsheet modelling
Variance analysis|
Cash flow forecasting|cash flow forecasts
Cash flow management|cash flow
Working capital management|
Capital budgeting|
Cost-benefit analysis|cost benefit analysis,ROI analysis
Revenue recognition|ASC 606,IFRS 15
Lease accounting|IFRS 16,ASC 842
Financial consolidation|group consolidation
Intercompany accounting|
Fixed assets|fixed asset accounting
Accruals|
Prepayments|
VAT|VAT returns
Sales tax|
Transfer pricing|
Statutory reporting|statutory accounts
Investor relations|
Fundraising rounds|
Due diligence|
Portfolio analysis|
Fixed income analysis|
Equity analysis|
Foreign exchange|FX,forex
Commodities|commodity trading
Quantitative finance|
Algorithmic trading|algo trading,quantitative trading
Credit scoring|
Loan processing|mortgage processing,loan origination
Claims handling|claims management,claims adjusting
Underwriting insurance|
Actuarial modeling|
Collections management|debt collection
Billing|invoicing,invoice processing
Expense management|expense reports
Purchase-to-pay|P2P,procure-to-pay
Order-to-cash|O2C
Record-to-report|R2R
Shared services|
Outsourcing|
Offshoring|
Business process outsourcing|BPO
Contract drafting|drafting contracts,contracts drafting
Compliance monitoring|
Policy writing|policy development
Regulatory research|
Legal writing|
E-discovery|eDiscovery
Conveyancing|
Immigration law|
Family law|
Criminal law|
Tax law|
Real estate law|property law
Corporate governance|board governance
Company secretarial|
Records management|
Document management|
Document control|
Archiving|
Court reporting|
Notarization|
@hard
Childcare|child care
Nannying|babysitting
Elderly companionship|
Pet care|
Dog walking|
Pet grooming|
Animal handling|
Housekeeping services|
Laundry|
Catering||^Hospitality
Baking|pastry,bakery
Butchery|
Food service|food and beverage service,waiting tables,waiter,waitress|^Hospitality
Kitchen management|kitchen operations|^Hospitality
Menu planning|menu development|^Hospitality
Wine knowledge|sommelier
Hotel front office||^Hospitality
Concierge|
Tour guiding|tour guide
Travel planning|travel booking,itinerary planning
Flight operations|
Aviation safety|
Air traffic control|
Piloting|commercial pilot,pilot license
Cabin crew|flight attendant
Ship operations|seamanship
Rail operations|
Warehouse picking|
Cold chain|
Hazardous materials handling|HAZMAT,dangerous goods
Packaging|
Labeling|labelling
Printing|print operations
Textile production|
Sewing|
Tailoring|
Upholstery|
Glazing|
Locksmithing|
Pest control|
Tree surgery|arboriculture
Pool maintenance|
Appliance repair|
Small engine repair|
Boilermaking|boilermaker
Pipe fitting|pipefitting,pipefitter
Steel erection|ironworking
Insulation installation|
Fire protection|
Fire safety|
Fire alarm systems|fire alarms
Sprinkler systems|
Security systems installation|alarm systems
CCTV|
Telecom installation|
Fibre optics|fiber optics
Structured cabling|cabling
Elevator maintenance|
Marine engineering|
Mining operations|
Drilling|
Oil and gas operations|
Pipeline operations|
Water treatment|wastewater treatment
Waste management|
Environmental science|
Ecology|
Geology|
Geotechnical engineering|
Hydrology|
Meteorology|
Agronomy|
Horticulture|
Animal husbandry|livestock
Forestry|
Fishing|
Aquaculture|
Food science|food technology
Brewing|
Winemaking|
Viticulture|
Quality assurance testing in food|
Laboratory management|
Calibration|
Metrology|
Non-destructive testing|NDT
Welding inspection|CWI
Electrical testing|
PAT testing|portable appliance testing|^Electrical testing
Lockout/tagout|LOTO
Confined space|confined spaces
Working at heights|work at height
Rigging|
Crane signaling|
Traffic management|
Road construction|
Surveying equipment|total station
Estimating software|
Site safety|
Project scheduling|
Cost control in construction|
Building surveying|
Property management operations|
Facilities coordination|
Mail handling|mailroom
Filing systems|
Switchboard|
Transcription|
Audio typing|
Minute taking|
Bookkeeping entries|
`;
