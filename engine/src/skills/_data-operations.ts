// Operations, supply chain, manufacturing, engineering and trades skills, written by us
// (docs/decisions/020-skills-taxonomy.md).
export const DATA_OPERATIONS = `
@hard
Supply chain management|supply chain,SCM,supply chain operations
Logistics|logistics management,logistics operations
Inventory management|inventory control,stock control,stock management,inventory
Warehouse management|warehousing,warehouse operations
Demand planning|demand forecasting
Supply planning|materials planning,MRP,material requirements planning
Production planning|production scheduling,scheduling
Distribution|distribution management
Transportation management|fleet management,freight,route planning
Import and export|customs clearance,import/export,customs compliance
Shipping and receiving|goods in
Order fulfillment|order fulfilment,order processing,picking and packing,pick and pack
Forklift operation|forklift,forklift driving,reach truck
Last-mile delivery|delivery driving
Lean manufacturing|lean principles,lean methodology
Six Sigma methodology|Six Sigma,DMAIC
Kaizen|continuous improvement
5S|
Total quality management|TQM
Quality control|QC,quality inspection
Quality management|quality management systems,QMS
Statistical process control|SPC
Root cause analysis|RCA,5 whys,fishbone
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
Assembly|assembly line,product assembly
Machine operation|machine operator,operating machinery
CNC machining|CNC,CNC programming,CNC machinist
Machining|lathe,milling,turning
Welding|MIG welding,TIG welding,arc welding,stick welding,welder
Fabrication|metal fabrication,sheet metal
Soldering|
Brazing|
Blueprint reading|reading blueprints,technical drawings,reading drawings
Tool and die making|toolmaking
Maintenance|preventive maintenance,planned maintenance,equipment maintenance
Facilities management|facilities maintenance,building maintenance,facility management
Electrical installation|electrical wiring,electrical work
Electrician skills|electrician
PLC programming|PLC,PLCs,programmable logic controllers,Siemens PLC,Allen-Bradley
SCADA|
Industrial automation|automation systems
Instrumentation|instrumentation and control
HVAC|heating ventilation and air conditioning,air conditioning
Refrigeration|
Plumbing|plumber,pipefitting
Carpentry|carpenter,joinery,woodworking
Masonry|bricklaying,stonework
Roofing|
Drywall|plastering
Painting and decorating|painter and decorator,decorating
Flooring|tiling
Concrete work|concreting
Heavy equipment operation|heavy machinery,excavator,crane operation
Scaffolding|
Landscaping|gardening,groundskeeping
Automotive repair|auto repair,vehicle maintenance,car mechanic,automotive technician
Diesel mechanics|diesel engines,heavy vehicle mechanic
Aircraft maintenance|aviation maintenance,A&P
Electronics repair|electronics troubleshooting
Troubleshooting|fault finding,diagnostics,problem diagnosis
Construction|building construction,construction management
Site management|site supervision,site manager
Construction estimating|quantity surveying,cost estimating
Building codes|building regulations
Surveying|land surveying
Architecture design|architectural design
Urban planning|town planning
Health and safety|HSE,EHS,occupational health and safety,workplace safety
Risk assessments|risk assessment and method statements,RAMS
OSHA compliance|OSHA regulations
Environmental management|environmental compliance
Energy management|energy efficiency
Solar installation|solar PV,photovoltaics
Wind energy|wind turbines
Power systems|power distribution,electrical power
Mechanical design|machine design
Product development|new product development,NPD
Research and development|R&D
Technical drawing|drafting
Tolerance analysis|GD&T,geometric dimensioning and tolerancing
Finite element analysis|FEA,finite element
Computational fluid dynamics|CFD
Thermodynamics|
Fluid mechanics|
Materials science|materials engineering
Metallurgy|
Robotics engineering|industrial robots
Mechatronics|
Hydraulics|hydraulic systems,pneumatics
Cleaning|janitorial,housekeeping,custodial
Security guarding|security officer,patrolling,loss prevention
Food preparation|food prep,cooking,culinary skills,culinary
Food safety|food hygiene
Bartending|mixology
Barista skills|barista,coffee making
Cash handling|cashier,till operation,point of sale,POS
Stock replenishment|shelf stacking,restocking
Front desk|reception,receptionist,front of house
Driving licence|driving license,driver's license,clean driving licence,valid driver's license
Commercial driving|CDL,HGV,LGV,truck driving
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
Emergency response|emergency management,disaster recovery
Business continuity|BCP,business continuity planning
Physical security|access control
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
Revit|Autodesk Revit,BIM,building information modeling
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
Siemens TIA Portal|TIA Portal,Step 7
Rockwell Studio 5000|RSLogix,Studio 5000
Wonderware|
Ignition SCADA|
Minitab Quality|
@certification
Six Sigma Green Belt|Green Belt,Lean Six Sigma Green Belt|>Six Sigma methodology
Six Sigma Black Belt|Black Belt,Lean Six Sigma Black Belt|>Six Sigma methodology
Six Sigma Yellow Belt|Yellow Belt|>Six Sigma methodology
APICS CPIM|CPIM
APICS CSCP|CSCP
Certified Supply Chain Professional|
CPSM|Certified Professional in Supply Management
CIPS|MCIPS
OSHA 10|OSHA 10-hour
OSHA 30|OSHA 30-hour
NEBOSH|NEBOSH certificate
IOSH|IOSH Managing Safely
CSCS card|CSCS
Journeyman license|journeyman electrician,journeyman
Master electrician|
EPA 608|EPA certification,EPA Section 608
NATE certification|
AWS Certified Welder|certified welder
Forklift certification|forklift license,forklift licence,forklift certified
Commercial driver's license|Class A CDL,Class B CDL
Professional Engineer|PE license,P.Eng,chartered engineer,CEng
Engineer in Training|EIT,FE exam
LEED|LEED AP,LEED Green Associate
ASE certification|ASE certified,ASE
First aid certificate|first aid certification,first aid certified
Food Handler's permit|
Security clearance|security clearance,active clearance,secret clearance,top secret clearance,TS/SCI,SC clearance,DV clearance,NV1
`;
