// Data, analytics and machine-learning skills, written by us (docs/decisions/020-skills-taxonomy.md).
export const DATA_DATA = `
@hard
Data analysis|data analytics,analyzing data,analysing data,data analyses
Data science|
Machine learning|ML,machine-learning,statistical learning
Deep learning|DL,deep neural networks|^Machine learning
Artificial intelligence|AI,A.I.
Generative AI|GenAI,Gen AI,generative models|^Artificial intelligence
Large language models|LLM,LLMs|^Generative AI
Prompt engineering|^Generative AI
Retrieval-augmented generation|!RAG|^Large language models
Neural networks|neural network,!ANN|^Deep learning
Convolutional neural networks|CNN,CNNs|^Deep learning
Recurrent neural networks|RNN,RNNs|^Deep learning
LSTM|long short-term memory|^Recurrent neural networks
Transformers architecture|transformer models,transformer architecture|^Deep learning
!BERT|^Transformers architecture
GPT models|!GPT|^Large language models
Reinforcement learning|RL|^Machine learning
Supervised learning|^Machine learning
Classification models|classification algorithms,classifiers|^Supervised learning
Unsupervised learning|^Machine learning
Clustering|cluster analysis,clustering algorithms|^Unsupervised learning
Feature engineering|^Machine learning
Model deployment|model serving|^MLOps
MLOps|ML Ops,machine learning operations
Recommender systems|recommendation systems,recommendation engines|^Machine learning
Time series analysis|time series|^Statistics
Anomaly detection|outlier detection|^Machine learning
Fraud detection|
Speech recognition|ASR,automatic speech recognition
Sentiment analysis|^Natural language processing
Statistics|
Statistical analysis|statistical methods,statistical techniques|^Statistics
Statistical modeling|statistical modelling,statistical models|^Statistics
Probability|probability theory
Bayesian statistics|Bayesian methods,Bayesian inference|^Statistics
Hypothesis testing|significance testing|^Statistics
A/B testing|AB testing,split testing,A/B tests
Regression analysis|regression models,regression modelling,regression modeling|^Statistics
Linear regression|^Regression analysis
Logistic regression|^Regression analysis
Econometrics|^Statistics
Biostatistics|^Statistics
Survival analysis|^Statistics
Multivariate analysis|^Statistics
ANOVA|analysis of variance|^Statistics
Factor analysis|exploratory factor analysis|^Multivariate analysis
Correlation analysis|^Statistics
Statistical sampling|sampling theory,sampling methods,sampling techniques,survey sampling|^Statistics
Descriptive statistics|^Statistics
Inferential statistics|statistical inference|^Statistics
Predictive modeling|predictive modelling,predictive analytics|^Machine learning
Mathematical optimization|mathematical optimisation,optimization models,optimisation models,optimization algorithms,optimisation algorithms,numerical optimization
Linear programming|^Mathematical optimization
Simulation modeling|simulation modelling,computer simulation,simulation models
Monte Carlo simulation|Monte Carlo,Monte Carlo methods|^Simulation modeling
Quantitative analysis|quantitative methods
Qualitative research|qualitative analysis
Data engineering|
Data pipelines|data pipeline|^Data engineering
ETL|extract transform load,extract, transform and load,extract, transform, and load,extraction, transformation and loading,extraction, transformation, and loading,ETL pipelines,ETL processes,ETL development|^Data pipelines
ELT|^Data pipelines
Data warehousing|data warehouse,DWH,data warehouses|^Data engineering
Data lakes|data lake|^Data engineering
Lakehouse|data lakehouse|^Data engineering
Data integration|^Data engineering
Data migration|
Data governance|data stewardship
Data quality|
Data cleaning|data cleansing|^Data quality
Data validation|^Data quality
Data management|
Master data management|MDM|^Data management
Data privacy|data protection
Data visualization|data visualisation,visualization,visualisation
Dashboards|dashboard,dashboarding,dashboard development|^Data visualization
Data storytelling|storytelling with data|^Data visualization
Business intelligence|BI
Reporting|reports,reporting skills,reporting tools,data reporting
Management reporting|management reports,MI reporting,management information reporting|^Reporting
Report writing|writing reports
Data mining|
Big data|big data technologies
Stream processing|streaming data,event streaming,data streaming
Batch processing|
Data architecture|
Dimensional modeling|dimensional modelling,Kimball
Star schema|^Dimensional modeling
Web scraping|web crawling
Bioinformatics|computational biology
Genomics|
Next-generation sequencing|NGS,next generation sequencing|^Genomics
Cheminformatics|
Geospatial analysis|spatial analysis
GIS|geographic information systems,geographic information system
Operations research|
Actuarial science|actuarial
Data literacy|
Scientific research|research skills
Research methods|research methodology,research methodologies
Experimental design|design of experiments
Analytics|analytics skills
Product analytics|
Marketing analytics|
Web analytics|
People analytics|HR analytics
Financial analytics|
Customer analytics|
Text analytics|
@tool
pandas|Pandas|>Python
NumPy|Numpy|>Python
SciPy|>Python
scikit-learn|sklearn,scikit learn,SciKit-Learn|>Python|^Machine learning
TensorFlow|Tensorflow,TF2|^Deep learning
Keras|^Deep learning
PyTorch|Pytorch|^Deep learning
!JAX|^Deep learning
XGBoost|^Machine learning
LightGBM|^Machine learning
CatBoost|^Machine learning
Hugging Face|HuggingFace,Hugging Face Transformers|^Natural language processing
spaCy|SpaCy|^Natural language processing
NLTK|^Natural language processing
LangChain|^Large language models
LlamaIndex|^Large language models
OpenAI API|^Generative AI
ChatGPT|^Generative AI
OpenCV|^Computer vision
Matplotlib|>Python|^Data visualization
Seaborn|>Python|^Data visualization
Plotly|^Data visualization
tidyverse|>R
ggplot2|>R|^tidyverse
dplyr|>R|^tidyverse
Jupyter|Jupyter Notebook,Jupyter notebooks,JupyterLab
Google Colab|Colab
Anaconda|conda
MLflow|^MLOps
Kubeflow|^MLOps
Weights & Biases|W&B
Databricks|>Apache Spark
Snowflake|
dbt|data build tool
Fivetran|
Talend|
Informatica|
SSIS|SQL Server Integration Services
SSRS|SQL Server Reporting Services
SSAS|
Alteryx|
KNIME|
RapidMiner|
Tableau|Tableau Desktop,Tableau Server|^Data visualization
Power BI|PowerBI,Microsoft Power BI|^Business intelligence
Power Query|
DAX|>Power BI
Looker|^Business intelligence
Looker Studio|Google Data Studio,Google Looker Studio|^Business intelligence
Qlik|QlikView,Qlik Sense|^Business intelligence
MicroStrategy|^Business intelligence
Cognos|IBM Cognos|^Business intelligence
Metabase|^Business intelligence
Superset|Apache Superset|^Business intelligence
Sisense|^Business intelligence
Domo|^Business intelligence
Google Analytics|GA4,Universal Analytics|^Web analytics
Adobe Analytics|Omniture|^Web analytics
Mixpanel|^Product analytics
Amplitude|^Product analytics
Heap Analytics|
Hotjar|
Segment|!Segment,Segment CDP,Twilio Segment
SAS|SAS programming,SAS Enterprise Guide|^Statistics
SPSS|IBM SPSS|^Statistics
Stata|^Statistics
Minitab|^Statistics
EViews|^Econometrics
ArcGIS|Esri ArcGIS|^GIS
QGIS|^GIS
Google Earth Engine|
Airbyte|
Great Expectations|
Delta Lake|
Apache Iceberg|
Azure Data Factory|ADF|>Microsoft Azure
Azure Synapse|Synapse Analytics|>Microsoft Azure
Google Dataflow|!Dataflow|>Google Cloud Platform
Google Tag Manager|
Label Studio|
Weka|
NVivo|
Qualtrics|
SurveyMonkey|
`;
