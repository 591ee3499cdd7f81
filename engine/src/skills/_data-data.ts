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
Retrieval-augmented generation|RAG|^Large language models
Neural networks|neural network,ANN|^Deep learning
Convolutional neural networks|CNN,CNNs|^Deep learning
Recurrent neural networks|RNN,LSTM|^Deep learning
Transformers architecture|transformer models,BERT,GPT|^Deep learning
Reinforcement learning|RL|^Machine learning
Supervised learning|classification,regression models|^Machine learning
Unsupervised learning|clustering|^Machine learning
Feature engineering|^Machine learning
Model deployment|model serving|^MLOps
MLOps|ML Ops,machine learning operations
Recommender systems|recommendation systems,recommendation engines|^Machine learning
Time series analysis|time series,forecasting models|^Statistics
Anomaly detection|fraud detection|^Machine learning
Speech recognition|ASR,speech processing
Sentiment analysis|^Natural language processing
Statistics|statistical analysis,statistical methods,statistical modeling,statistical modelling
Probability|probability theory
Bayesian statistics|Bayesian methods,Bayesian inference|^Statistics
Hypothesis testing|significance testing|^Statistics
A/B testing|AB testing,split testing,experimentation,A/B tests
Regression analysis|linear regression,logistic regression|^Statistics
Econometrics|^Statistics
Biostatistics|^Statistics
Survival analysis|^Statistics
Multivariate analysis|^Statistics
Predictive modeling|predictive modelling,predictive analytics|^Machine learning
Optimization|mathematical optimization,linear programming,operations research
Simulation|Monte Carlo,Monte Carlo simulation
Quantitative analysis|quantitative methods,quant
Qualitative research|qualitative analysis
Data engineering|
Data pipelines|data pipeline,ETL,ELT,ETL pipelines,extract transform load|^Data engineering
Data warehousing|data warehouse,DWH,data warehouses|^Data engineering
Data lakes|data lake,lakehouse|^Data engineering
Data integration|^Data engineering
Data migration|
Data governance|data stewardship
Data quality|data cleansing,data cleaning,data validation
Data management|master data management,MDM
Data privacy|data protection
Data visualization|data visualisation,dashboards,dashboarding,visualization,visualisation
Business intelligence|BI
Reporting|reports,management reporting
Data mining|
Big data|big data technologies
Stream processing|streaming data,real-time data,event streaming
Batch processing|
Data architecture|
Dimensional modeling|star schema,Kimball
Web scraping|web crawling
Bioinformatics|computational biology
Genomics|next-generation sequencing,NGS
Cheminformatics|
Geospatial analysis|GIS,geographic information systems,spatial analysis
Operations research|
Actuarial science|actuarial
Data literacy|
Scientific research|research skills,research methods
Experimental design|design of experiments,DOE
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
JAX|^Deep learning
XGBoost|LightGBM,CatBoost|^Machine learning
Hugging Face|HuggingFace,Hugging Face Transformers|^Natural language processing
spaCy|SpaCy|^Natural language processing
NLTK|^Natural language processing
LangChain|LlamaIndex|^Large language models
OpenAI API|ChatGPT|^Generative AI
OpenCV|^Computer vision
Matplotlib|Seaborn,Plotly|>Python|^Data visualization
ggplot2|tidyverse,dplyr|>R
Jupyter|Jupyter Notebook,Jupyter notebooks,JupyterLab,IPython
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
Power BI|PowerBI,Microsoft Power BI,Power Query,DAX|^Business intelligence
Looker|Looker Studio,Google Data Studio,Data Studio|^Business intelligence
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
Segment|!Segment
SAS|SAS programming,SAS Enterprise Guide|^Statistics
SPSS|IBM SPSS|^Statistics
Stata|^Statistics
Minitab|^Statistics
EViews|^Econometrics
ArcGIS|Esri|^Geospatial analysis
QGIS|^Geospatial analysis
Google Earth Engine|
Airbyte|
Great Expectations|
Delta Lake|
Apache Iceberg|
Azure Data Factory|ADF|>Microsoft Azure
Azure Synapse|Synapse Analytics|>Microsoft Azure
Google Dataflow|Dataflow
Google Tag Manager|GTM
Label Studio|
Weka|
NVivo|
Qualtrics|
SurveyMonkey|
`;
