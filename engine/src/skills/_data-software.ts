// Software skills, written by us (docs/decisions/020-skills-taxonomy.md for the format).
export const DATA_SOFTWARE = `
@hard
Programming languages|programming language,modern programming languages
Scripting languages|scripting language,scripting
JavaScript|JS,Javascript,ECMAScript,ES6,ES2015,ES5,Vanilla JS|^Programming languages
TypeScript|TS|>JavaScript|^Programming languages
Python|Python3,Python 3,Python 2|^Programming languages
Java|Core Java,Java SE,Java EE,J2EE,Jakarta EE|^Programming languages
Kotlin||^Programming languages
Scala||^Programming languages
!Go|Golang,!Go lang|^Programming languages
Rust|!Rust lang|^Programming languages
C|!C language,ANSI C|^Programming languages
C++|CPP,C plus plus|^Programming languages
C#|C sharp,CSharp|^Programming languages
F#|F sharp|^Programming languages
Objective-C|ObjC,Obj-C|^Programming languages
!Swift|Swift UI language|^Programming languages
Ruby||^Programming languages
PHP|PHP7,PHP 8|^Programming languages
Perl||^Programming languages
!R|R language,R programming,RStudio|^Programming languages
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
Visual Basic|VB,VB.NET,VBA,Visual Basic for Applications|^Programming languages
COBOL||^Programming languages
Fortran||^Programming languages
Assembly language|ASM,x86 assembly|^Programming languages
Bash|Bash scripting,Shell scripting,Shell script,shell scripts|^Scripting languages
PowerShell||^Scripting languages
Solidity||^Programming languages
!Apex||^Programming languages
ABAP||^Programming languages
SQL|T-SQL,TSQL,Transact-SQL,ANSI SQL,SQL queries|^Databases
PL/SQL|PLSQL
HTML|HTML5,HTML 5
CSS|CSS3,CSS 3
Sass|SCSS
Less CSS|!LESS
WebAssembly|Wasm
GraphQL|Graph QL
REST|RESTful,REST API,REST APIs,RESTful APIs,RESTful services,REST services
SOAP|SOAP services
gRPC|protobuf,Protocol Buffers
JSON|
XML|XSLT,XPath
YAML|
WebSockets|WebSocket,Socket.IO
OAuth|OAuth2,OAuth 2.0,OpenID Connect,OIDC
JWT|JSON Web Tokens
Object-oriented programming|OOP,object oriented programming,object-oriented design,OOD
Functional programming|FP
Design patterns|software design patterns
Data structures|data structures and algorithms,DSA
Algorithms|algorithm design
Microservices|microservice,micro-services,microservice architecture
Software architecture|system architecture,solution architecture,application architecture
System design|systems design,distributed systems design
Distributed systems|distributed computing
Event-driven architecture|event driven architecture,EDA,event sourcing,CQRS
Domain-driven design|DDD,domain driven design
Serverless|serverless architecture,FaaS
API design|API development,API integration,APIs,API,web APIs,web services
Web development|web applications,web application development,web apps
Front-end development|front end,frontend,front-end,frontend development,client-side,UI development
Back-end development|back end,backend,back-end,backend development,server-side
Full-stack development|full stack,full-stack,fullstack
Mobile development|mobile applications,mobile apps,mobile app development
iOS development|iOS|^Mobile development
Android development|Android|^Mobile development
Cross-platform development|cross platform
Embedded systems|embedded software,embedded C,firmware,embedded development
Real-time systems|RTOS,real time systems
Game development|game programming,gamedev
Concurrency|multithreading,multi-threading,parallel programming,concurrent programming
Performance optimization|performance tuning,performance optimisation,profiling
Scalability|scalable systems,high availability,HA
Caching|cache
Software development|software engineering,software programming,software design
Software development lifecycle|SDLC,software development life cycle
Agile|Agile methodologies,Agile methodology,Agile development,agile software development,agile methods|^Software development
Scrum|Scrum methodology|>Agile
Kanban|>Agile
Extreme programming|XP
Lean software development|Lean development
Waterfall|waterfall methodology
Test-driven development|TDD,test driven development|^Software testing
Behavior-driven development|BDD,behaviour-driven development,behaviour driven development|^Software testing
Pair programming|pairing
Code review|code reviews,peer code review
Clean code|clean coding,!SOLID,SOLID principles
Refactoring|code refactoring
Version control|source control,revision control,VCS
Continuous integration|CI|^CI/CD
Continuous delivery|continuous deployment,CD|^CI/CD
CI/CD|CI CD,CICD,build pipelines,deployment pipelines
DevOps|Dev Ops
Site reliability engineering|SRE
Infrastructure as code|IaC,infrastructure-as-code
Configuration management|
Containerization|containers,containerisation
Container orchestration|
Cloud computing|cloud,cloud technologies,cloud services,cloud platforms,cloud infrastructure,cloud-native,cloud native
Cloud architecture|cloud architect
Multi-cloud|hybrid cloud
Networking|computer networking,network protocols,network engineering
TCP/IP|TCP,UDP,IP networking
DNS|
HTTP|HTTPS,HTTP/2
Load balancing|load balancers
CDN|content delivery network
Linux|GNU/Linux,Linux administration
Unix|UNIX,Solaris,AIX
Operating systems|OS internals
System administration|sysadmin,systems administration
Windows Server|Windows Server administration
Virtualization|virtualisation,hypervisor
Monitoring|observability,application monitoring,system monitoring
Logging|log management
Incident management|incident response,on-call
Security|software security,application security,AppSec
Cybersecurity|cyber security,information security,infosec,IT security
Network security|firewalls,firewall
Penetration testing|pentesting,pen testing,ethical hacking
Vulnerability management|vulnerability assessment,vulnerability scanning
Identity and access management|IAM,identity management,access management,SSO,single sign-on
Cryptography|encryption,PKI,TLS,SSL
Threat modeling|threat modelling
Security operations|SOC,security operations center
SIEM|security information and event management
DevSecOps|
Zero trust|zero-trust
Compliance engineering|
Software testing|testing,software quality,tests,test automation engineering
Quality assurance|QA,quality engineering,QE|^Software testing
Test automation|automated testing,automation testing,automated tests|^Software testing
Unit testing|unit tests|^Software testing
Integration testing|integration tests|^Software testing
End-to-end testing|E2E testing,end to end testing,e2e tests|^Software testing
Performance testing|load testing,stress testing|^Software testing
Manual testing|exploratory testing|^Software testing
Regression testing|^Software testing
Acceptance testing|UAT,user acceptance testing|^Software testing
API testing|^Software testing
Mobile testing|^Software testing
Accessibility|a11y,WCAG,web accessibility
Responsive design|responsive web design,mobile-first
Progressive web apps|PWA,PWAs
Single-page applications|SPA,SPAs
Server-side rendering|SSR
Web performance|Core Web Vitals,page speed
Cross-browser compatibility|cross browser
Internationalization|i18n,localization,l10n,internationalisation,localisation
Search engine technology|full-text search,search relevance
Blockchain|distributed ledger,smart contracts,Web3
Computer vision|CV algorithms,image recognition,image processing
Natural language processing|NLP,computational linguistics,text mining
Robotics|robot programming,ROS
Internet of Things|IoT
Augmented reality|mixed reality
Virtual reality|VR
Computer graphics|graphics programming,3D graphics,rendering
Compilers|compiler design
Databases|database,database design,DBMS,RDBMS,relational databases,database development
Database administration|DBA,database management
NoSQL|NoSQL databases,non-relational databases
Data modeling|data modelling,schema design
Query optimization|query tuning,SQL tuning
Technical documentation|technical writing,API documentation,software documentation
Technical support|tech support,IT support,help desk,helpdesk,service desk,desktop support
IT service management|ITSM
Software licensing|
Low-code development|low-code,no-code
Salesforce development|Salesforce developer
SAP development|
ERP systems|ERP,enterprise resource planning
CRM systems|CRM,customer relationship management
Enterprise architecture|TOGAF framework
Requirements engineering|requirements gathering,requirements analysis,gathering requirements
Technical leadership|tech lead,technical lead
Software estimation|estimation
Open source|open-source,OSS,open source software
Mainframe|z/OS
Quantum computing|
Digital signal processing|DSP,signal processing
Hardware design|PCB design,circuit design
FPGA|VHDL,Verilog
Electronics|electronic engineering,electrical engineering
Computer science|CS,computer sciences
Mathematics|maths,math,applied mathematics
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
@tool
React|ReactJS,React.js,React JS|>JavaScript|^Front-end development
React Native|>React,JavaScript|^Mobile development
Redux|Redux Toolkit,RTK|>React
Next.js|NextJS,Next JS|>React
Gatsby|GatsbyJS|>React
Angular|Angular 2,AngularJS,Angular.js,Angular JS|>TypeScript|^Front-end development
Vue.js|Vue,VueJS,Vue JS,Vue 3|>JavaScript|^Front-end development
Nuxt.js|Nuxt,NuxtJS|>Vue.js
Svelte|SvelteKit|>JavaScript
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
Bootstrap|Twitter Bootstrap|>CSS
Material UI|MUI,Material-UI|>React
Storybook|
Styled Components|styled-components,CSS-in-JS|>CSS
!Electron|>JavaScript
Ionic|
Flutter|>Dart
Xamarin|>C#
SwiftUI|>Swift
UIKit|>Swift
!Cocoa|Cocoa Touch
Jetpack Compose|>Kotlin
!Spring|Spring Framework,Spring MVC|>Java
Spring Boot|SpringBoot|>Spring,Java
Hibernate|JPA|>Java
Maven|Apache Maven|>Java
Gradle|
Quarkus|>Java
Micronaut|>Java
Vert.x|>Java
JavaFX|>Java
Django|Django REST framework,DRF|>Python
!Flask|>Python
FastAPI|Fast API|>Python
!Celery|>Python
SQLAlchemy|>Python
Pydantic|>Python
Ruby on Rails|Rails,RoR|>Ruby
Sinatra|>Ruby
Laravel|>PHP
Symfony|>PHP
CodeIgniter|>PHP
Zend Framework|Laminas|>PHP
WordPress|WP|>PHP
Drupal|>PHP
Magento|Adobe Commerce|>PHP
Shopify|Shopify Liquid
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
OpenMP|MPI
Phoenix Framework|>Elixir
Actix|>Rust
Tokio|>Rust
Gin framework|Gin Gonic|>Go
Akka|>Scala
Play Framework|
Apache Spark|!Spark,PySpark,Spark SQL|^Big data
PostgreSQL|Postgres,PostgreSQL DB,PSQL,Postgre|>SQL|^Databases
MySQL|MariaDB|>SQL|^Databases
Microsoft SQL Server|SQL Server,MSSQL,MS SQL,SSMS|>SQL|^Databases
Oracle Database|Oracle DB,Oracle,Oracle SQL|>SQL|^Databases
SQLite|>SQL|^Databases
IBM Db2|DB2|>SQL|^Databases
Teradata|>SQL|^Databases
MongoDB|Mongo|^NoSQL
Redis|^NoSQL
Cassandra|Apache Cassandra|^NoSQL
DynamoDB|Amazon DynamoDB|^NoSQL
Couchbase|CouchDB|^NoSQL
Neo4j|Cypher|^NoSQL
Elasticsearch|Elastic Search,ELK,ELK stack,OpenSearch
Apache Solr|Solr
Memcached|
InfluxDB|
Firebase|Firestore
Supabase|
CockroachDB|
Apache Kafka|Kafka,Kafka Streams
RabbitMQ|Rabbit MQ,AMQP
ActiveMQ|
Amazon SQS|SQS,SNS
Apache Pulsar|
NATS|
Docker|Dockerfile,Docker Compose,docker-compose|^Containerization
Kubernetes|K8s,k8s,Kube,kubectl|^Container orchestration
!Helm|Helm charts|>Kubernetes
OpenShift|Red Hat OpenShift|>Kubernetes
Docker Swarm|
Podman|
Istio|service mesh
Terraform|HashiCorp Terraform|^Infrastructure as code
Pulumi|^Infrastructure as code
CloudFormation|AWS CloudFormation|^Infrastructure as code
Ansible|^Configuration management
Chef|!Chef|^Configuration management
Puppet|!Puppet|^Configuration management
SaltStack|
!Vagrant|
!Packer|
!Consul|
Vault|HashiCorp Vault
Jenkins|Jenkins pipelines|^CI/CD
GitLab CI|GitLab CI/CD|^CI/CD
GitHub Actions|^CI/CD
CircleCI|Circle CI|^CI/CD
Travis CI|TravisCI|^CI/CD
TeamCity|^CI/CD
!Bamboo|^CI/CD
Azure DevOps|Azure Pipelines,VSTS,TFS|^CI/CD
Argo CD|ArgoCD,Argo|^CI/CD
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
Amazon RDS|RDS,!Aurora|>Amazon Web Services
Amazon ECS|ECS,Fargate|>Amazon Web Services
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
Prometheus|^Monitoring
Grafana|^Monitoring
Datadog|^Monitoring
New Relic|^Monitoring
Splunk|^Monitoring
Dynatrace|^Monitoring
AppDynamics|^Monitoring
!Sentry|^Monitoring
PagerDuty|
Nagios|^Monitoring
Zabbix|^Monitoring
Kibana|
Logstash|
Fluentd|
Jaeger|OpenTelemetry,distributed tracing
Selenium|Selenium WebDriver,WebDriver|^Test automation
Cypress|Cypress.io|^Test automation
Playwright|^Test automation
Puppeteer|^Test automation
TestCafe|^Test automation
Appium|^Mobile testing
!Cucumber|Gherkin|^Behavior-driven development
JUnit|JUnit5,JUnit 5|>Java|^Unit testing
TestNG|>Java|^Unit testing
Mockito|>Java|^Unit testing
pytest|PyTest|>Python|^Unit testing
unittest|>Python
Jest|>JavaScript|^Unit testing
Mocha|Chai|>JavaScript|^Unit testing
Jasmine|Karma|>JavaScript|^Unit testing
Vitest|>JavaScript|^Unit testing
Testing Library|React Testing Library|^Unit testing
!Enzyme|>React
RSpec|>Ruby|^Unit testing
PHPUnit|>PHP|^Unit testing
NUnit|xUnit|>.NET|^Unit testing
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
Vim|Neovim
Emacs|
Wireshark|
Burp Suite|
Metasploit|
Nmap|
Snort|
CrowdStrike|
Okta|
Active Directory|AD,Azure AD,Entra ID,LDAP
!Windows|Microsoft Windows,Windows 10,Windows 11
macOS|Mac OS,OS X
Ubuntu|
Red Hat Enterprise Linux|RHEL,Red Hat,CentOS,Fedora|>Linux
Debian|>Linux
VMware|vSphere,ESXi,VMware vSphere|^Virtualization
Hyper-V|^Virtualization
Citrix|
Cisco|Cisco IOS,Cisco networking
Juniper|
Palo Alto Networks|Palo Alto
Fortinet|FortiGate
ServiceNow|
Zendesk|
Freshdesk|
Salesforce|SFDC,Salesforce CRM,Salesforce.com,Sales Cloud,Service Cloud|^CRM systems
HubSpot|Hubspot|^CRM systems
Microsoft Dynamics|Dynamics 365,MS Dynamics,Dynamics CRM|^CRM systems
Zoho CRM|Zoho|^CRM systems
Pipedrive|^CRM systems
SAP|SAP ERP,SAP S/4HANA,S/4HANA,SAP ECC|^ERP systems
SAP HANA|HANA|>SAP
Oracle E-Business Suite|Oracle EBS|^ERP systems
NetSuite|Oracle NetSuite|^ERP systems
!Workday|
Odoo|^ERP systems
!Sage|Sage 50,Sage Intacct
Microsoft Power Platform|Power Apps,PowerApps,Power Automate
SharePoint|MS SharePoint
Microsoft 365|Office 365,O365,M365
Google Workspace|G Suite,GSuite,Google Apps
Google Docs|
Google Sheets|
!Excel|MS Excel,Microsoft Excel,Excel spreadsheets,spreadsheets,!EXCEL
Microsoft Word|MS Word,!Word
Microsoft PowerPoint|PowerPoint,MS PowerPoint,Powerpoint
Microsoft Outlook|Outlook,MS Outlook
Microsoft Access|MS Access
Microsoft Project|MS Project
Microsoft Visio|Visio,MS Visio
Microsoft Office|MS Office,Office suite,Microsoft Office Suite
Zapier|
Airtable|
Twilio|
Stripe API|!Stripe
Auth0|
Keycloak|
Swagger|OpenAPI,OpenAPI Specification
!Kong|API gateway
Apigee|
MuleSoft|Mule ESB
Apache Camel|
Apache Airflow|Airflow
Apache NiFi|NiFi
Apache Beam|
Apache Flink|Flink
Apache Hadoop|Hadoop,HDFS,MapReduce,!Hive,Apache Hive|^Big data
Apache HBase|HBase
Presto|Trino
Apache Zookeeper|ZooKeeper
Linux kernel|kernel development
Raspberry Pi|
Arduino|
!ARM|ARM Cortex
Yocto|
`;
