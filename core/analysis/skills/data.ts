/** Data, analytics, machine learning and AI. Format: see ./README.md. */
export const DATA_SKILLS = `
# data
Machine learning | ~ML | machine-learning
Deep learning | deep neural networks | dnn
Artificial intelligence | ~AI
Natural language processing | ~NLP
Computer vision | !CV | machine vision
Large language models | ~LLM | ~LLMs | large language model
Generative AI | genai | gen ai
Prompt engineering
Retrieval-augmented generation | ~RAG | retrieval augmented generation
Fine-tuning | llm fine-tuning | fine tuning | fine-tune | fine-tuned
Reinforcement learning | ~RL
Supervised learning
Unsupervised learning
Semi-supervised learning
Transfer learning
Neural networks | neural network
Convolutional neural networks | ~CNN | ~CNNs | convnets
Recurrent neural networks | ~RNN | ~RNNs | lstm
Transformer models | transformer architecture | attention mechanisms
Graph neural networks | ~GNN
Generative adversarial networks | ~GAN | ~GANs
Diffusion models
Recommendation systems | recommender systems | recommendation engines
Search ranking | learning to rank
Information retrieval
Speech recognition | asr | automatic speech recognition
Text-to-speech | ~TTS
Object detection
Image segmentation | semantic segmentation
Image classification
OCR | optical character recognition
Anomaly detection
Fraud detection
Time series analysis | time-series analysis | time series forecasting
Forecasting | demand forecasting
Regression analysis | linear regression | logistic regression
Classification models
Clustering | k-means | kmeans
Decision trees
Random forest | random forests
Gradient boosting | gbm | gradient boosted trees
Support vector machines | ~SVM
Bayesian statistics | bayesian inference | bayesian methods
Causal inference
A/B testing | ab testing | a/b tests | split testing
Experimental design | design of experiments | ~DOE
Hypothesis testing
Statistical modeling | statistical models | statistical modelling
Statistics | statistical analysis
Biostatistics
Econometrics
Survival analysis
Multivariate analysis
Dimensionality reduction | ~PCA | principal component analysis
Feature engineering
Model deployment | model serving
MLOps | ml ops
Data science
Data analysis | data analytics
Exploratory data analysis | ~EDA
Data visualization | data visualisation | data viz
Data mining
Data cleaning | data wrangling | data munging
Data modeling | data modelling | dimensional modeling
Data warehousing | data warehouse | ~EDW
Data lakes | data lake | lakehouse
Data pipelines | data pipeline
ETL | ~ELT | extract transform load | etl pipelines
Data engineering
Data governance
Data quality
Master data management | ~MDM
Data lineage
Data catalog
Big data
Stream processing | streaming data | real-time data processing
Batch processing
Business intelligence | ~BI
Reporting and dashboards | dashboarding
KPI reporting
Web scraping | web crawling
pandas
NumPy
SciPy
scikit-learn | sklearn | scikit learn
TensorFlow | tensorflow 2
PyTorch
Keras
~JAX
XGBoost
LightGBM
CatBoost
Hugging Face | huggingface | hugging face transformers
LangChain
LlamaIndex
OpenAI API | openai | gpt-4 | chatgpt api
Vector databases | vector database | vector search
Pinecone
Weaviate
FAISS
Milvus
ChromaDB
OpenCV
spaCy
NLTK
Gensim
BERT
GPT models | ~GPT
Stable Diffusion
YOLO | ~YOLO
MLflow
Kubeflow
Weights & Biases | wandb
DVC | data version control
!Ray | ray tune | ray serve
Dask
Polars
Apache Spark | pyspark | spark sql | spark streaming | !Spark
Databricks
Apache Hadoop | hadoop
HDFS
MapReduce
!Hive | apache hive | hiveql
Apache Pig | pig latin
HBase | apache hbase
Apache Kafka | kafka | kafka streams
Apache Flink | flink
Apache Beam
Apache Storm
!Airflow | apache airflow
Luigi pipelines
Prefect
Dagster
~dbt | data build tool | dbt core | dbt cloud
Fivetran
Stitch data
Talend
Informatica | informatica powercenter
SSIS | sql server integration services
SSRS | sql server reporting services
SSAS | sql server analysis services
Alteryx
KNIME
Matillion
Apache NiFi | nifi
~Snowflake | snowflake data cloud | snowflake schema
Amazon Redshift | !Redshift
Google BigQuery | bigquery
Azure Synapse Analytics | azure synapse | synapse analytics
Teradata
Vertica
ClickHouse
Apache Druid | druid
Presto | prestodb
Trino
Apache Iceberg | iceberg tables
Delta Lake
Apache Parquet | parquet
Apache Avro | avro
ORC format
Tableau | tableau desktop
Power BI | powerbi | microsoft power bi
~Looker | looker studio | google data studio
Qlik | qlikview | qlik sense
MicroStrategy
Sisense
Domo
Metabase
Apache Superset | superset
Grafana
Kibana
Matplotlib
Seaborn
Plotly | plotly dash
D3.js | d3js
ggplot2 | ggplot
tidyverse | dplyr | tidyr
!Shiny | r shiny | rshiny
Jupyter | jupyter notebook | jupyter notebooks | jupyterlab | ipython
RStudio | r studio
~SAS | sas programming | sas base | sas enterprise guide
SPSS | ibm spss
Stata
Minitab
~JMP | jmp pro
EViews
MATLAB | matlab programming
Mathematica | wolfram mathematica
!Excel | microsoft excel | ms excel | advanced excel | excel spreadsheets
Excel modeling | spreadsheet modeling
Google Analytics | ga4 | universal analytics
Google Tag Manager | ~GTM
Adobe Analytics | omniture
Mixpanel
!Amplitude | amplitude analytics
Heap analytics
!Segment | segment.io
Hotjar
FullStory
Optimizely
Google Optimize
SQL querying | sql queries | complex sql
NoSQL
PostgreSQL | postgres | psql | postgresql 14 | postgis
MySQL
MariaDB
SQLite
Oracle Database | oracle db | oracle 19c | oracle 12c | oracle rdbms | ~Oracle
Microsoft SQL Server | sql server | ms sql | mssql | ms sql server
MongoDB | mongo | mongoose
Redis
Memcached
Cassandra | apache cassandra
ScyllaDB
Amazon DynamoDB | dynamodb
Azure Cosmos DB | cosmos db | cosmosdb
Couchbase
CouchDB
Neo4j | cypher query language
Amazon Neptune
ArangoDB
InfluxDB
TimescaleDB
Firebase | firestore | firebase realtime database
Supabase
CockroachDB
Google Cloud Spanner | cloud spanner
Bigtable | google bigtable
OpenSearch | amazon opensearch
Database design | database schema design
Database administration | ~DBA | database administrator
Query optimization | sql tuning | query tuning
Stored procedures
Database replication
Sharding | database sharding
Indexing strategies | database indexing
Data migration | database migration
Change data capture | !CDC | debezium
RabbitMQ
ActiveMQ | apache activemq
Amazon SQS | sqs
Amazon SNS
Google Pub/Sub | pub/sub | pubsub | cloud pub/sub
Azure Service Bus
Apache Pulsar | pulsar
NATS messaging
ZeroMQ | zmq
Amazon Kinesis | kinesis
Azure Event Hubs | event hubs
Operations research | optimization modeling
Linear programming | mixed integer programming | milp
Gurobi
CPLEX
Simulation modeling | discrete event simulation
Monte Carlo simulation | monte carlo methods | monte carlo
Quantitative analysis | quantitative research
Predictive modeling | predictive analytics | predictive models
Prescriptive analytics
Customer segmentation
Churn prediction | churn modeling | churn models | churn model
Marketing mix modeling | media mix modeling
Attribution modeling | marketing attribution
Geospatial analysis | spatial analysis
Network analysis | graph analytics
Sentiment analysis
Named entity recognition | ~NER
Topic modeling
Text mining | text analytics
Knowledge graphs | knowledge graph
Ontology engineering | ontologies
Annotation tools | data labeling | data annotation
Label Studio
Synthetic data generation
Responsible AI | ai ethics | model fairness
Explainable AI | ~XAI | shap | lime explanations
Model monitoring | ml monitoring
Feature stores | feature store | feast
Edge AI | tinyml
ONNX
TensorRT
CUDA | cuda programming
OpenMP
~MPI | message passing interface
High-performance computing | ~HPC
GPU programming | gpu computing
`;
