// Operations, supply chain, manufacturing, engineering and trades skills, written by us
// (docs/decisions/020-skills-taxonomy.md).
export const DATA_OPERATIONS = `
@hard
Supply chain management|supply chain,SCM,supply chain operations
Logistics|logistics management,logistics operations
Inventory management|inventory control,stock control,stock management
Warehouse management|warehousing,warehouse operations
Demand planning|demand forecasting
Supply planning|materials planning
Material requirements planning|MRP,MRP II|^Supply planning
Production planning|production scheduling
Distribution management|distribution operations
Transportation management|transport management
Fleet management|
Freight forwarding|freight
Route planning|
Import and export|customs clearance,import/export,customs compliance
Shipping and receiving|goods in
Order fulfillment|order fulfilment,order processing,picking and packing,pick and pack
Forklift operation|forklift,forklift driving
Reach truck operation|reach truck|^Forklift operation
Last-mile delivery|last mile delivery
Delivery driving|multi-drop delivery
Lean manufacturing|lean principles,lean methodology
Six Sigma methodology|Six Sigma,DMAIC
Kaizen|
Continuous improvement|
5S|
Total quality management|TQM
Quality control|QC,quality inspection
Quality management|quality management systems,QMS
Statistical process control|SPC
Root cause analysis|RCA
5 whys|five whys|^Root cause analysis
Fishbone diagrams|fishbone,Ishikawa|^Root cause analysis
Failure mode and effects analysis|FMEA
ISO 9001|ISO9001
ISO 14001|
ISO 27001|ISO/IEC 27001
ISO 13485|
GMP|good manufacturing practice,cGMP
HACCP|
Manufacturing|manufacturing processes
Process engineering|process engineer
Manufacturing engineering|
Production management|production supervision
Product assembly|assembly line,assembly work
Machine operation|machine operator,operating machinery
CNC machining|CNC,CNC programming,CNC machinist
Machining|
Milling|CNC milling|^Machining
Lathe operation|lathe,lathe work|^Machining
Welding|welder
MIG welding|^Welding
TIG welding|^Welding
Arc welding|stick welding|^Welding
Fabrication|metal fabrication
Sheet metal work|sheet metal|^Fabrication
Soldering|
Brazing|
Blueprint reading|reading blueprints,reading drawings,read blueprints
Tool and die making|toolmaking
?Maintenance|maintenance work,maintenance tasks,maintenance experience,maintenance skills,repairs and maintenance,maintenance and repair,maintenance and repairs
Equipment maintenance|machine maintenance,maintenance of equipment|^Maintenance
Repairs|minor repairs,repair work,repair jobs|^Maintenance
Reactive maintenance|breakdown maintenance|^Maintenance
Preventive maintenance|preventative maintenance,planned maintenance,planned preventive maintenance,planned preventative maintenance,PPM|^Maintenance
Facilities management|facility management,facilities maintenance
Building maintenance|building services maintenance,estates maintenance,estate maintenance|^Maintenance
Electrical installation|electrical wiring,electrical work
Electrician skills|electrician
PLC programming|!PLC,!PLCs,programmable logic controllers,Siemens PLC
Allen-Bradley|Allen Bradley|^PLC programming
SCADA|
Industrial automation|automation systems
Instrumentation|instrumentation and control
HVAC|heating ventilation and air conditioning,air conditioning
Refrigeration|
Plumbing|plumber
Carpentry|carpenter,joinery,woodworking
Masonry|bricklaying,stonework
Roofing|
Drywall|drywalling
Plastering|plasterer
Painting and decorating|painter and decorator,decorating
Flooring|
Tiling|tiler
Concrete work|concreting
Heavy equipment operation|heavy machinery,excavator operation
Crane operation|crane operator
Scaffolding|
Landscaping|groundskeeping
Gardening|
Automotive repair|auto repair,vehicle maintenance,car mechanic,automotive technician
Diesel mechanics|diesel engines,heavy vehicle mechanic
Aircraft maintenance|aviation maintenance,A&P
Electronics repair|electronics troubleshooting
Troubleshooting|fault finding,fault-finding,problem diagnosis
Construction|building construction
Construction management|
Site management|site supervision,site manager
Construction estimating|cost estimating
Quantity surveying|quantity surveyor
Building codes|building regulations
Surveying|land surveying
Architecture design|architectural design
Urban planning|town planning
Health and safety|HSE,EHS,occupational health and safety,workplace safety
Risk assessments|risk assessment,risk assessment and method statements,!RAMS
OSHA compliance|OSHA regulations
Environmental management|environmental compliance
Energy management|energy efficiency
Solar installation|solar PV,photovoltaics
Wind energy|wind turbines
Power systems|power distribution,electrical power
Mechanical design|machine design
Product development|new product development,NPD
Research and development|R&D
Technical drawing|technical drawings,draughting,drafting skills
Tolerance analysis|GD&T,geometric dimensioning and tolerancing
Finite element analysis|FEA,finite element
Computational fluid dynamics|CFD
Thermodynamics|
Fluid mechanics|
Materials science|materials engineering
Metallurgy|
Robotics engineering|industrial robots
Mechatronics|
Hydraulics|hydraulic systems
Pneumatics|pneumatic systems
Cleaning|janitorial,housekeeping,custodial
Security guarding|security officer,patrolling
Loss prevention|
Food preparation|food prep,cooking,culinary skills,culinary|^Hospitality
Food safety|food hygiene
Bartending|mixology|^Hospitality
Barista skills|barista,coffee making|^Hospitality
Cash handling|cashier,till operation
Point of sale systems|POS,point of sale,EPOS
Stock replenishment|shelf stacking,restocking
Front desk|receptionist,front of house,reception duties
Driving licence|driving license,driver's license,clean driving licence,valid driver's license
Commercial driving|HGV,LGV,truck driving
Delivery operations|
Call center operations|call centre,contact center,contact centre
Facilities planning|space planning
Process optimization|process optimisation,workflow optimization
Operational excellence|
Capacity planning|
Vendor negotiation|
Purchasing management|purchase orders
Fleet maintenance|
Dispatch coordination|dispatching
Emergency response|emergency management
Disaster recovery|disaster recovery planning,DR planning
Business continuity|BCP,business continuity planning
Physical security|
Access control|access control systems
Event operations|
@tool
SAP MM|SAP Materials Management|>SAP
SAP SD|>SAP
SAP PP|>SAP
SAP WM|SAP EWM|>SAP
Oracle SCM|
Manhattan WMS|Manhattan Associates
JDA|Blue Yonder
Kinaxis|
AutoCAD|Autodesk AutoCAD,AutoCAD LT
Revit|Autodesk Revit
BIM|building information modeling,building information modelling
SolidWorks|Solidworks,SOLIDWORKS
CATIA|
Siemens NX|!NX,Unigraphics
PTC Creo|Creo,Pro/Engineer
Autodesk Inventor|
Fusion 360|
ANSYS|Ansys
Abaqus|
COMSOL|
SketchUp|
Navisworks|
Primavera P6|Primavera,Oracle Primavera
Procore|
Bluebeam|
Microsoft Dynamics 365 Supply Chain|
Fishbowl Inventory|
Siemens TIA Portal|TIA Portal
Rockwell Studio 5000|RSLogix,Studio 5000
Wonderware|
Ignition SCADA|
Minitab Quality|
@certification
Six Sigma Green Belt|Green Belt,Lean Six Sigma Green Belt|>Six Sigma methodology
Six Sigma Black Belt|Black Belt,Lean Six Sigma Black Belt|>Six Sigma methodology
Six Sigma Yellow Belt|Yellow Belt|>Six Sigma methodology
APICS CPIM|CPIM
APICS CSCP|CSCP,Certified Supply Chain Professional
CPSM|Certified Professional in Supply Management
CIPS|MCIPS
OSHA 10|OSHA 10-hour
OSHA 30|OSHA 30-hour
NEBOSH|NEBOSH certificate
IOSH|IOSH Managing Safely
CSCS card|CSCS
Journeyman license|journeyman electrician,journeyman
Master electrician|
EPA 608|EPA Section 608
NATE certification|
AWS Certified Welder|
Forklift certification|forklift license,forklift licence,forklift certified
Commercial driver's license|CDL,Class A CDL,Class B CDL,commercial driver's licence
Driver CPC|Driver Certificate of Professional Competence
Professional Engineer|PE license,P.Eng
Chartered Engineer|CEng
Engineer in Training|EIT,FE exam
LEED|LEED AP,LEED Green Associate
ASE certification|ASE certified,ASE
First aid certificate|first aid certification,first aid certified
Food Handler's permit|
Security clearance|active clearance,active security clearance
Secret clearance|secret security clearance|^Security clearance
Top Secret clearance|top secret security clearance|^Security clearance
TS/SCI clearance|TS/SCI|^Security clearance
SC clearance|security check clearance|^Security clearance
DV clearance|developed vetting|^Security clearance
NV1 clearance|NV1|^Security clearance
`;
