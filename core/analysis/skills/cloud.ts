/** Cloud platforms, DevOps, infrastructure and site reliability. Format: see ./README.md. */
export const CLOUD_SKILLS = `
# cloud
Amazon Web Services | ~AWS | amazon web services (aws)
Microsoft Azure | azure | ms azure
Google Cloud Platform | ~GCP | google cloud
IBM Cloud
Oracle Cloud Infrastructure | ~OCI | oracle cloud
Alibaba Cloud
DigitalOcean
Heroku
Vercel
Netlify
Cloudflare | cloudflare workers
Amazon EC2 | ec2
Amazon S3 | ~S3
AWS Lambda | lambda functions | !Lambda
Amazon ECS | ~ECS | elastic container service
Amazon EKS | ~EKS | elastic kubernetes service
AWS Fargate | fargate
Amazon RDS | ~RDS | amazon aurora
AWS CloudFormation | cloudformation
AWS CDK | aws cloud development kit
Amazon CloudWatch | cloudwatch
AWS IAM | aws identity and access management
Amazon VPC | ~VPC | virtual private cloud
Amazon Route 53 | route 53 | route53
Amazon CloudFront | cloudfront
Amazon API Gateway | api gateway
AWS Step Functions | step functions
AWS Glue | !Glue
Amazon Athena | !Athena
Amazon EMR | ~EMR cluster | elastic mapreduce
Amazon SageMaker | sagemaker
Amazon Bedrock | bedrock llm
AWS Elastic Beanstalk | elastic beanstalk
AWS CodePipeline | codepipeline
AWS CodeBuild | codebuild
AWS Secrets Manager | secrets manager
AWS KMS | ~KMS
Amazon ElastiCache | elasticache
AWS Batch
Amazon EventBridge | eventbridge
AWS Organizations
AWS Certified Solutions Architect | aws solutions architect | aws certified solutions architect associate | aws certified solutions architect professional | aws saa
AWS Certified Developer
AWS Certified SysOps Administrator
AWS Certified DevOps Engineer
AWS Certified Cloud Practitioner | aws cloud practitioner
AWS Certified Machine Learning Specialty
AWS Certified Security Specialty
Azure Functions
Azure DevOps | ~ADO | vsts | azure pipelines
Azure Kubernetes Service | ~AKS
Azure App Service
Azure Blob Storage | blob storage
Azure SQL Database | azure sql
Azure Data Factory | ~ADF
Azure Databricks
Azure Active Directory | azure ad | entra id | microsoft entra
Azure Resource Manager | arm templates
Bicep | azure bicep
Azure Monitor
Azure Logic Apps | logic apps
Azure Machine Learning | azure ml
Azure OpenAI | azure openai service
Azure Administrator | az-104
Azure Solutions Architect | az-305
Azure Fundamentals | az-900
Azure Developer Associate | az-204
Google Kubernetes Engine | ~GKE
Google Compute Engine | compute engine
Google Cloud Storage | ~GCS
Google Cloud Functions | cloud functions
Google Cloud Run | cloud run
Google App Engine | app engine
Google Dataflow | !Dataflow
Google Dataproc | dataproc
Vertex AI
Google Cloud Composer | cloud composer
Google Professional Cloud Architect | professional cloud architect
Google Professional Data Engineer | professional data engineer
Docker | docker compose | docker-compose | dockerfile
Containerization | containerized | container orchestration
Kubernetes | ~K8s | k8s | kubectl
Helm charts | !Helm
OpenShift | red hat openshift
Rancher
Podman
containerd
Istio
Linkerd
Service mesh
Envoy proxy
!Consul | hashicorp consul
HashiCorp Vault | !Vault | vault secrets
!Nomad | hashicorp nomad
Terraform | terraform cloud
Pulumi
Ansible | ansible playbooks
!Puppet | puppet enterprise
!Chef | chef infra | chef cookbooks
SaltStack | !Salt
Packer | hashicorp packer | !Packer
Vagrant
Infrastructure as code | ~IaC | infrastructure-as-code
Configuration management
CI/CD | ci cd | cicd | ci/cd pipelines | continuous integration | continuous delivery | continuous deployment
Jenkins | jenkins pipelines
GitHub Actions
GitLab CI | gitlab ci/cd
CircleCI
Travis CI
TeamCity
Bamboo ci | atlassian bamboo
Argo CD | argocd
Argo Workflows
Flux CD | fluxcd
Spinnaker
Tekton
GitOps
DevOps
DevSecOps
Site reliability engineering | ~SRE
Platform engineering
Observability
Monitoring and alerting | infrastructure monitoring | application monitoring
Prometheus
Datadog
New Relic
Splunk
Dynatrace
AppDynamics
Nagios
Zabbix
PagerDuty
OpsGenie
OpenTelemetry | otel
Jaeger tracing | jaeger
Zipkin
!Sentry | sentry.io
Logstash
Fluentd
Elastic Stack | elastic stack (elk)
Distributed tracing
Incident management | on-call | incident response process
Chaos engineering
Capacity planning
Load balancing | load balancer | load balancers
Auto scaling | autoscaling
High availability
Disaster recovery
Backup and recovery
Nginx
Apache HTTP Server | apache httpd | apache web server | !Apache
HAProxy
Traefik
Varnish cache
CDN | content delivery network
Virtualization
VMware | vsphere | esxi | vmware vsphere
Hyper-V
KVM
Proxmox
Citrix
VDI | virtual desktop infrastructure
Cloud architecture | cloud architect
Cloud migration
Multi-cloud | hybrid cloud
Cloud cost optimization | finops
Cloud security posture | cspm
Computer networking | network engineering
TCP/IP networking
Routing and switching | routing protocols
BGP
OSPF
MPLS
VLAN | vlans
SD-WAN
VPN | vpns | ipsec
Firewalls | firewall
Cisco IOS | cisco networking | cisco routers
Juniper | junos
Arista
Wi-Fi networking | wireless networking | wlan
Network automation
CCNA | cisco certified network associate
CCNP | cisco certified network professional
CCIE
CompTIA Network+ | network+
CompTIA A+ | a+ certification
Linux administration | linux system administration | linux sysadmin
Windows administration | windows server administration
System administration | sysadmin | systems administration
Active Directory | !AD | active directory domain services
Group Policy | ~GPO
Microsoft Exchange | exchange server
Microsoft Intune | intune
SCCM | microsoft endpoint configuration manager
Jamf
Okta
Ping Identity
Single sign-on | ~SSO
OAuth | oauth 2.0 | oauth2
OpenID Connect | ~OIDC
SAML
JWT | json web tokens
LDAP
Kerberos
RHCSA | red hat certified system administrator
RHCE | red hat certified engineer
Linux Foundation Certified | ~LFCS
CKA | certified kubernetes administrator
CKAD | certified kubernetes application developer
CKS | certified kubernetes security specialist
HashiCorp Certified Terraform Associate | terraform associate
ITIL | itil v4 | itil foundation
IT service management | ~ITSM
Help desk | technical support | it support
Storage area network | ~SAN | ~NAS | network attached storage
NetApp
Pure Storage
Ceph
MinIO
Object storage
Edge computing
IoT platforms | ~IoT | internet of things | iot
AWS IoT Core
MQTT
5G networks | ~5G
LTE
`;
