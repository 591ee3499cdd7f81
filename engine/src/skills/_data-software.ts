// Software skills, written by us (docs/decisions/020-skills-taxonomy.md for the format).
export const DATA_SOFTWARE = `
@hard
Programming languages|programming language,modern programming languages
Scripting languages|scripting language,scripting
JavaScript|JS,Javascript,ECMAScript,ES6,ES2015,ES5,Vanilla JS|^Programming languages
TypeScript|TS|>JavaScript|^Programming languages
Python|Python3,Python 3,Python 2|^Programming languages
Java|Core Java,Java SE|^Programming languages
Java EE|J2EE,Jakarta EE|>Java
Kotlin||^Programming languages
Scala||^Programming languages
!Go|Golang,!Go lang|^Programming languages
Rust|!Rust lang|^Programming languages
C|!C language,ANSI C|^Programming languages
C++|CPP,C plus plus|^Programming languages
C#|C sharp,CSharp|^Programming languages
F#|F sharp|^Programming languages
Objective-C|ObjC,Obj-C|^Programming languages
!Swift||^Programming languages
Ruby||^Programming languages
PHP|PHP7,PHP 8|^Programming languages
Perl||^Programming languages
!R|R language,R programming|^Programming languages
MATLAB|Matlab|^Programming languages
Julia lang|!Julia|^Programming languages
Haskell||^Programming languages
Erlang||^Programming languages
!Elixir||^Programming languages
Clojure||^Programming languages
OCaml||^Programming languages
Lua||^Programming languages
!Dart||^Programming languages
!Groovy||^Programming languages
Visual Basic|VB|^Programming languages
VB.NET|Visual Basic .NET|>.NET|^Programming languages
VBA|Visual Basic for Applications,VBA macros,Excel VBA|^Programming languages
COBOL||^Programming languages
Fortran||^Programming languages
Assembly language|assembly programming|^Programming languages
Shell scripting|shell script,shell scripts|^Scripting languages
Bash|Bash scripting|^Shell scripting
PowerShell||^Scripting languages
Solidity||^Programming languages
!Apex||^Programming languages
ABAP||^Programming languages
SQL|ANSI SQL,SQL queries|^Databases
T-SQL|TSQL,Transact-SQL|>SQL
PL/SQL|PLSQL|>SQL
HTML|HTML5,HTML 5
CSS|CSS3,CSS 3
Sass|SCSS
Less CSS|!LESS
WebAssembly|Wasm
GraphQL|Graph QL
!REST|RESTful,REST API,REST APIs,RESTful APIs,RESTful services,REST services,RESTful web services
!SOAP|SOAP services,SOAP web services
gRPC|
Protocol Buffers|protobuf
JSON|
XML|
XSLT|>XML
XPath|>XML
YAML|
WebSockets|WebSocket
OAuth|OAuth2,OAuth 2.0
OpenID Connect|OIDC|>OAuth
JWT|JSON Web Tokens
Object-oriented programming|OOP,object oriented programming
Object-oriented design|object oriented design,OOD|>Object-oriented programming
Functional programming|FP
Design patterns|software design patterns
Data structures|
Data structures and algorithms|DSA|>Data structures,Algorithms
Algorithms|algorithm design
Microservices|microservice,micro-services,microservice architecture
Software architecture|software design architecture,application architecture
System architecture|systems architecture
Solution architecture|solutions architecture
System design|systems design
Distributed systems|distributed computing
Event-driven architecture|event driven architecture
Event sourcing|
CQRS|command query responsibility segregation
Domain-driven design|DDD,domain driven design
Serverless|serverless architecture,FaaS
APIs|API,web APIs,application programming interfaces
API design|API development,designing APIs|^APIs
API integration|API integrations,integrating APIs|^APIs
Web services|web service
Web development|web applications,web application development,web apps
Front-end development|front end,frontend,front-end,frontend development,client-side,UI development
Back-end development|back end,backend,back-end,backend development,server-side
Full-stack development|full stack,full-stack,fullstack
Mobile development|mobile applications,mobile apps,mobile app development
iOS development|iOS|^Mobile development
Android development|Android|^Mobile development
Cross-platform development|cross platform
Embedded systems|embedded software,firmware,embedded development
Embedded C|>C,Embedded systems
Real-time systems|real time systems
RTOS|real-time operating systems,real-time operating system|^Real-time systems
Game development|game programming,gamedev
Concurrency|multithreading,multi-threading,concurrent programming
Performance optimization|performance tuning,performance optimisation
Code profiling|performance profiling|^Performance optimization
Scalability|scalable systems
High availability|
Caching|cache
Software development|software programming
Software engineering|>Software development
Software design|software design principles
Software development lifecycle|SDLC,software development life cycle
Agile|Agile methodologies,Agile methodology,Agile development,agile software development,agile methods|^Software development
Scrum|Scrum methodology|>Agile
Kanban|>Agile
Extreme programming|
Lean software development|Lean development
Waterfall|waterfall methodology
Test-driven development|TDD,test driven development|^Software testing
Behavior-driven development|BDD,behaviour-driven development,behaviour driven development|^Software testing
Pair programming|
Code review|code reviews,peer code review
Clean code|clean coding
SOLID principles|!SOLID
Refactoring|code refactoring
Version control|source control,revision control,VCS
Continuous integration|CI|^CI/CD
Continuous delivery|^CI/CD
Continuous deployment|^CI/CD
CI/CD|CI CD,CICD,CI/CD pipelines,build pipelines,deployment pipelines
DevOps|Dev Ops
Site reliability engineering|SRE
Infrastructure as code|IaC,infrastructure-as-code
Configuration management|
Containerization|containerisation,containerised applications,containerized applications
Container orchestration|
Cloud computing|cloud,cloud technologies,cloud services,cloud platforms,cloud infrastructure,cloud-native,cloud native
Cloud architecture|cloud architect
Multi-cloud|multi cloud
Hybrid cloud|
Networking|computer networking,network engineering
Network protocols|
TCP/IP|TCP,IP networking
UDP|
DNS|
HTTP|HTTPS,HTTP/2
Load balancing|load balancers
CDN|content delivery network
Linux|GNU/Linux
Linux administration|Linux system administration|>Linux|^System administration
Unix|UNIX
Solaris|^Unix
AIX|^Unix
Operating systems|OS internals
System administration|sysadmin,systems administration
Windows Server|Windows Server administration
Virtualization|virtualisation
System monitoring|application monitoring,infrastructure monitoring,production monitoring,monitoring in production,monitoring and alerting
Observability|
Log management|application logging,centralised logging,centralized logging
Incident management|IT incident management
Incident response|security incident response
Application security|AppSec,software security
Cybersecurity|cyber security|^Information security
Information security|infosec,IT security
Network security|
Firewalls|firewall|^Network security
Penetration testing|pentesting,pen testing,ethical hacking
Vulnerability management|
Vulnerability assessment|vulnerability assessments,vulnerability scanning|^Vulnerability management
Identity and access management|IAM,identity management,access management
Single sign-on|SSO|^Identity and access management
Cryptography|encryption
PKI|public key infrastructure|^Cryptography
TLS|SSL,SSL/TLS|^Cryptography
Threat modeling|threat modelling
Security operations|!SOC,security operations center,security operations centre
SIEM|security information and event management
DevSecOps|
Zero trust|zero-trust
Compliance engineering|
Software testing|software quality,software tests,software QA
Quality assurance|QA,quality engineering,QE|^Software testing
Test automation|automated testing,automation testing,automated tests,test automation engineering|^Software testing
Unit testing|unit tests|^Software testing
Integration testing|integration tests|^Software testing
End-to-end testing|E2E testing,end to end testing,e2e tests|^Software testing
Performance testing|^Software testing
Load testing|^Performance testing
Stress testing|^Performance testing
Manual testing|^Software testing
Exploratory testing|^Manual testing
Regression testing|^Software testing
Acceptance testing|UAT,user acceptance testing|^Software testing
API testing|^Software testing
Mobile testing|^Software testing
Web accessibility|a11y,digital accessibility
WCAG|Web Content Accessibility Guidelines|^Web accessibility
Responsive design|responsive web design
Progressive web apps|PWA,PWAs
Single-page applications|!SPA,!SPAs,single page applications
Server-side rendering|SSR
Web performance|page speed
Core Web Vitals|^Web performance
Cross-browser compatibility|cross browser compatibility
Cross-browser testing|cross browser testing|^Software testing
Internationalization|i18n,internationalisation
Localization|l10n,localisation
Search engine technology|full-text search,search relevance
Blockchain|distributed ledger
Smart contracts|smart contract|^Blockchain
Web3|
Computer vision|CV algorithms
Image recognition|^Computer vision
Image processing|
Natural language processing|NLP
Computational linguistics|
Text mining|
Robotics|robot programming
ROS|!ROS,Robot Operating System|^Robotics
Internet of Things|IoT
Augmented reality|
Mixed reality|
Virtual reality|VR
Computer graphics|graphics programming,3D graphics
Compilers|compiler design
Databases|database,DBMS,database development
Relational databases|RDBMS,relational database|^Databases
Database design|
Database administration|DBA,database management
NoSQL|NoSQL databases,non-relational databases
Data modeling|data modelling,schema design
Query optimization|query tuning,SQL tuning
Technical documentation|software documentation
Technical writing|
API documentation|^Technical documentation
Technical support|tech support,IT support
Help desk|helpdesk,service desk|^Technical support
Desktop support|^Technical support
IT service management|ITSM
Software licensing|
Low-code development|low-code
No-code development|no-code
Salesforce development|Salesforce developer
SAP development|
ERP systems|ERP,enterprise resource planning
CRM systems|CRM,customer relationship management
Enterprise architecture|
TOGAF|TOGAF framework|^Enterprise architecture
Requirements engineering|
Requirements gathering|gathering requirements,requirements elicitation|^Requirements engineering
Requirements analysis|^Requirements engineering
Technical leadership|tech lead,technical lead
Software estimation|
Open source|open-source,OSS,open source software
Mainframe|
z/OS|^Mainframe
Quantum computing|
Digital signal processing|DSP|^Signal processing
Signal processing|
Hardware design|
PCB design|printed circuit board design|^Hardware design
Circuit design|^Hardware design
FPGA|
VHDL|
Verilog|
Electronics|electronic engineering,electronics engineering
Electrical engineering|
Computer science|CS,computer sciences
Mathematics|maths,math
Applied mathematics|^Mathematics
Physics|
Information technology|information technologies,IT industry,IT sector
Systems engineering|
Mechanical engineering|
Civil engineering|
Chemical engineering|
Industrial engineering|
Aerospace engineering|
Biomedical engineering|
Environmental engineering|
Structural engineering|
Computer literacy|computer literate,computer skills,IT skills,IT literate,IT literacy,PC literate,digital literacy
@tool
!React|ReactJS,React.js,React JS,react.js|>JavaScript|^Front-end development
React Native|>React,JavaScript|^Mobile development
Redux|Redux Toolkit,RTK|>React|^State management
Next.js|NextJS,Next JS|>React
Gatsby|GatsbyJS|>React
Angular|Angular 2,Angular 2+|>TypeScript|^Front-end development
AngularJS|Angular.js,Angular JS|>JavaScript|^Front-end development
Vue.js|Vue,VueJS,Vue JS,Vue 3|>JavaScript|^Front-end development
Nuxt.js|Nuxt,NuxtJS|>Vue.js
Svelte|>JavaScript
SvelteKit|>Svelte
Ember.js|EmberJS,!Ember|>JavaScript
Backbone.js|BackboneJS|>JavaScript
jQuery|JQuery|>JavaScript
Node.js|NodeJS,Node JS,!Node|>JavaScript|^Back-end development
Express.js|ExpressJS,!Express|>Node.js
NestJS|Nest.js|>Node.js,TypeScript
Deno|>TypeScript
Bun runtime|!Bun|>JavaScript
Webpack|
Vite|
Babel|
ESLint|
Prettier|
npm|NPM
!Yarn|
pnpm|
RxJS|>JavaScript
Three.js|ThreeJS|>JavaScript
D3.js|D3|>JavaScript
Tailwind CSS|Tailwind,TailwindCSS|>CSS
!Bootstrap|Twitter Bootstrap|>CSS
Material UI|MUI,Material-UI|>React
Storybook|
Styled Components|styled-components|>CSS|^CSS-in-JS
CSS-in-JS|CSS in JS|>CSS
!Electron|>JavaScript
Ionic|
Flutter|>Dart
Xamarin|>C#
SwiftUI|>Swift
UIKit|>Swift
!Cocoa|
Cocoa Touch|>iOS development
Jetpack Compose|>Kotlin
!Spring|Spring Framework,Spring MVC|>Java
Spring Boot|SpringBoot|>Spring,Java
Hibernate|>Java
JPA|Java Persistence API|>Java
Maven|Apache Maven|>Java
Gradle|
Quarkus|>Java
Micronaut|>Java
Vert.x|>Java
JavaFX|>Java
Django|>Python
Django REST framework|DRF|>Django
!Flask|>Python
FastAPI|Fast API|>Python
!Celery|>Python
SQLAlchemy|>Python
Pydantic|>Python
Ruby on Rails|!Rails,RoR|>Ruby
Sinatra|>Ruby
Laravel|>PHP
Symfony|>PHP
CodeIgniter|>PHP
Zend Framework|Laminas|>PHP
WordPress|WP|>PHP
Drupal|>PHP
Magento|Adobe Commerce|>PHP
Shopify|
.NET|dotnet,.NET Core,.NET Framework,DotNet|^Back-end development
ASP.NET|ASP.NET Core,ASP.NET MVC,ASPNET|>.NET,C#
Entity Framework|EF Core|>.NET
Blazor|>.NET,C#
WPF|Windows Presentation Foundation|>.NET
WinForms|Windows Forms|>.NET
LINQ|>C#
!Unity|Unity3D,Unity 3D|>C#
Unreal Engine|UE4,UE5,Unreal|>C++
Godot|
Qt|!QT|>C++
Boost C++|Boost libraries|>C++
STL|Standard Template Library|>C++
CMake|
OpenGL|
Vulkan|
DirectX|
CUDA|
OpenMP|
MPI|Message Passing Interface
Phoenix Framework|>Elixir
Actix|>Rust
Tokio|>Rust
Gin framework|Gin Gonic|>Go
Akka|>Scala
Play Framework|
Apache Spark|!Spark,Spark SQL|^Big data
PySpark|>Apache Spark,Python
PostgreSQL|Postgres,PostgreSQL DB,PSQL,Postgre|>SQL|^Databases
MySQL|>SQL|^Databases
MariaDB|>SQL|^Databases
Microsoft SQL Server|SQL Server,MSSQL,MS SQL|>SQL|^Databases
SSMS|SQL Server Management Studio|>Microsoft SQL Server
Oracle Database|Oracle DB,Oracle,Oracle SQL|>SQL|^Databases
SQLite|>SQL|^Databases
IBM Db2|DB2|>SQL|^Databases
Teradata|>SQL|^Databases
MongoDB|Mongo|^NoSQL
Redis|^NoSQL
Cassandra|Apache Cassandra|^NoSQL
DynamoDB|Amazon DynamoDB|^NoSQL
Couchbase|^NoSQL
CouchDB|Apache CouchDB|^NoSQL
Neo4j|^NoSQL
Cypher|Cypher query language|>Neo4j
Elasticsearch|Elastic Search
ELK stack|!ELK,Elastic Stack|>Elasticsearch
OpenSearch|
Apache Solr|Solr
Memcached|
InfluxDB|
Firebase|
Cloud Firestore|Firestore|>Firebase
Supabase|
CockroachDB|
Apache Kafka|Kafka
Kafka Streams|>Apache Kafka
RabbitMQ|Rabbit MQ
AMQP|
ActiveMQ|
Amazon SQS|SQS,AWS SQS|>Amazon Web Services
Amazon SNS|SNS,AWS SNS|>Amazon Web Services
Apache Pulsar|
!NATS|
Docker|Dockerfile|^Containerization
Docker Compose|docker-compose|>Docker
Kubernetes|K8s,k8s,Kube,kubectl|^Container orchestration
!Helm|Helm charts|>Kubernetes
OpenShift|Red Hat OpenShift|>Kubernetes
Docker Swarm|
Podman|
Istio|^Service mesh
Service mesh|
Terraform|HashiCorp Terraform|^Infrastructure as code
Pulumi|^Infrastructure as code
CloudFormation|AWS CloudFormation|^Infrastructure as code
Ansible|^Configuration management
?Chef|Chef Infra|^Configuration management
?Puppet|^Configuration management
SaltStack|
!Vagrant|
!Packer|
!Consul|
HashiCorp Vault|?Vault
Jenkins|Jenkins pipelines|^CI/CD
GitLab CI|GitLab CI/CD|^CI/CD
GitHub Actions|^CI/CD
CircleCI|Circle CI|^CI/CD
Travis CI|TravisCI|^CI/CD
TeamCity|^CI/CD
!Bamboo|^CI/CD
Azure DevOps|VSTS,Visual Studio Team Services|^CI/CD
Azure Pipelines|>Azure DevOps|^CI/CD
Team Foundation Server|TFS
Argo CD|ArgoCD|^CI/CD
Spinnaker|^CI/CD
Git|Git version control|^Version control
GitHub|Github|>Git
GitLab|Gitlab|>Git
Bitbucket|>Git
Subversion|SVN|^Version control
!Mercurial|^Version control
Amazon Web Services|AWS,amazon-web-services,Amazon AWS|^Cloud computing
AWS Lambda|!Lambda|>Amazon Web Services|^Serverless
Amazon EC2|EC2|>Amazon Web Services
Amazon S3|S3|>Amazon Web Services
Amazon RDS|RDS|>Amazon Web Services
Amazon ECS|ECS|>Amazon Web Services
AWS Fargate|Fargate|>Amazon Web Services
Amazon EKS|EKS|>Amazon Web Services,Kubernetes
Amazon Redshift|Redshift|>Amazon Web Services
Amazon CloudWatch|CloudWatch|>Amazon Web Services
AWS Glue|>Amazon Web Services
Amazon Kinesis|Kinesis|>Amazon Web Services
Amazon SageMaker|SageMaker|>Amazon Web Services
Microsoft Azure|Azure,MS Azure,Azure cloud|^Cloud computing
Azure Functions|>Microsoft Azure
Azure Kubernetes Service|AKS|>Microsoft Azure,Kubernetes
Google Cloud Platform|GCP,Google Cloud|^Cloud computing
BigQuery|Google BigQuery|>Google Cloud Platform
Google Kubernetes Engine|GKE|>Google Cloud Platform,Kubernetes
Cloud Functions|>Google Cloud Platform
IBM Cloud|^Cloud computing
Oracle Cloud|OCI|^Cloud computing
Heroku|
DigitalOcean|
Vercel|
Netlify|
Cloudflare|
Nginx|NGINX
Apache HTTP Server|Apache httpd,Apache web server
Tomcat|Apache Tomcat
IIS|
HAProxy|
Prometheus|^System monitoring
Grafana|^System monitoring
Datadog|^System monitoring
New Relic|^System monitoring
Splunk|^System monitoring
Dynatrace|^System monitoring
AppDynamics|^System monitoring
!Sentry|^System monitoring
PagerDuty|
Nagios|^System monitoring
Zabbix|^System monitoring
Kibana|
Logstash|
Fluentd|
Jaeger|^Distributed tracing
OpenTelemetry|^Distributed tracing
Distributed tracing|
Selenium|Selenium WebDriver,WebDriver|^Test automation
Cypress|Cypress.io|^Test automation
Playwright|^Test automation
Puppeteer|^Test automation
TestCafe|^Test automation
Appium|^Mobile testing
!Cucumber|^Behavior-driven development
JUnit|JUnit5,JUnit 5|>Java|^Unit testing
TestNG|>Java|^Unit testing
Mockito|>Java|^Unit testing
pytest|PyTest|>Python|^Unit testing
unittest|>Python
Jest|>JavaScript|^Unit testing
Mocha|Mocha.js|>JavaScript|^Unit testing
Chai|Chai.js|>JavaScript|^Unit testing
Jasmine|>JavaScript|^Unit testing
Karma|Karma test runner|>JavaScript|^Unit testing
Vitest|>JavaScript|^Unit testing
Testing Library|^Unit testing
React Testing Library||>React|^Testing Library
!Enzyme|>React
RSpec|>Ruby|^Unit testing
PHPUnit|>PHP|^Unit testing
NUnit|>.NET|^Unit testing
xUnit|xUnit.net|>.NET|^Unit testing
JMeter|Apache JMeter|^Performance testing
Gatling|^Performance testing
k6|^Performance testing
LoadRunner|^Performance testing
Postman|^API testing
SoapUI|^API testing
SonarQube|Sonar
Jira|JIRA,Atlassian Jira
Confluence|Atlassian Confluence
Trello|
!Asana|
Monday.com|
ClickUp|
!Notion|
!Slack|
Microsoft Teams|MS Teams
!Zoom|
Visual Studio|
Visual Studio Code|VS Code,VSCode
IntelliJ IDEA|IntelliJ
Eclipse IDE|!Eclipse
Xcode|
Android Studio|
Vim|
Neovim|
Emacs|
Wireshark|
Burp Suite|
Metasploit|
Nmap|
Snort|
CrowdStrike|
Okta|
Active Directory|MS Active Directory
Microsoft Entra ID|Azure AD,Azure Active Directory,Entra ID|>Microsoft Azure
LDAP|
!Windows|Microsoft Windows,Windows 10,Windows 11
macOS|Mac OS,OS X
Ubuntu|
Red Hat Enterprise Linux|RHEL,Red Hat Linux|>Linux
CentOS|>Linux
Fedora|Fedora Linux|>Linux
Debian|>Linux
VMware|^Virtualization
VMware vSphere|vSphere|^VMware
VMware ESXi|ESXi|^VMware
Hyper-V|^Virtualization
Citrix|
Cisco|Cisco networking
Cisco IOS|>Cisco
Juniper|
Palo Alto Networks|Palo Alto firewalls
Fortinet|
FortiGate|>Fortinet
ServiceNow|
Zendesk|
Freshdesk|
Salesforce|SFDC,Salesforce CRM,Salesforce.com|^CRM systems
Salesforce Sales Cloud|Sales Cloud|>Salesforce
Salesforce Service Cloud|Service Cloud|>Salesforce
HubSpot|Hubspot|^CRM systems
Microsoft Dynamics|Dynamics 365,MS Dynamics,Dynamics CRM|^CRM systems
Zoho CRM|Zoho|^CRM systems
Pipedrive|^CRM systems
SAP|SAP ERP,SAP S/4HANA,S/4HANA,SAP ECC|^ERP systems
SAP HANA|!HANA|>SAP
Oracle E-Business Suite|Oracle EBS|^ERP systems
NetSuite|Oracle NetSuite|^ERP systems
!Workday|
Odoo|^ERP systems
!Sage|Sage 50,Sage Accounting
Sage Intacct|
Microsoft Power Platform|Power Platform
Power Apps|PowerApps,Microsoft Power Apps|^Microsoft Power Platform
Power Automate|Microsoft Power Automate,Microsoft Flow|^Microsoft Power Platform
SharePoint|MS SharePoint
Microsoft 365|Office 365,O365,M365
Google Workspace|G Suite,GSuite,Google Apps
Google Docs|
Google Sheets|
!Excel|MS Excel,Microsoft Excel,Excel spreadsheets,!EXCEL|^Spreadsheets
Spreadsheets|spreadsheet,spreadsheet software
Microsoft Word|MS Word,!Word
Microsoft PowerPoint|PowerPoint,MS PowerPoint,Powerpoint
Microsoft Outlook|!Outlook,MS Outlook
Microsoft Access|MS Access
Microsoft Project|MS Project
Microsoft Visio|Visio,MS Visio
Microsoft Office|MS Office,Office suite,Microsoft Office Suite,Microsoft Suite,MS Suite
Zapier|
Airtable|
Twilio|
Stripe API|!Stripe
Auth0|
Keycloak|
Swagger|OpenAPI,OpenAPI Specification
!Kong|Kong Gateway|^API gateways
Apigee|
MuleSoft|Mule ESB
Apache Camel|
Apache Airflow|Airflow
Apache NiFi|NiFi
Apache Beam|
Apache Flink|Flink
Apache Hadoop|Hadoop|^Big data
HDFS|Hadoop Distributed File System|>Apache Hadoop
MapReduce|
Apache Hive|!Hive|>Apache Hadoop
Apache HBase|HBase
Presto|PrestoDB
Trino|
Apache Zookeeper|ZooKeeper
Linux kernel|kernel development
Raspberry Pi|
Arduino|
!ARM|ARM Cortex
Yocto|
`;
