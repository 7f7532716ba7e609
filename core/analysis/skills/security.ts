/** Information security. Format: see ./README.md. */
export const SECURITY_SKILLS = `
# security
Cybersecurity | cyber security | information security | infosec
Network security
Application security | appsec
Cloud security
Endpoint security
Penetration testing | pen testing | pentesting | ethical hacking
Vulnerability assessment
Vulnerability management
Threat modeling | threat modelling
Threat intelligence | cyber threat intelligence | ~CTI
Threat hunting
Incident response | ~DFIR
Digital forensics | computer forensics
Malware analysis
Reverse engineering
Security operations center | ~SOC analyst | security operations
SIEM | security information and event management
SOAR
EDR | endpoint detection and response
XDR
IDS/IPS | intrusion detection | intrusion prevention | ~IDS | ~IPS
Data loss prevention | ~DLP
Identity and access management | ~IAM
Privileged access management | ~PAM
Zero trust | zero trust architecture
Public key infrastructure | ~PKI
Cryptography | encryption
TLS/SSL | ~TLS | ~SSL | ssl/tls
Hardware security modules | ~HSM
Secure coding | secure software development
OWASP | owasp top 10
Static application security testing | ~SAST
Dynamic application security testing | ~DAST
Software composition analysis | ~SCA
Container security
Kubernetes security
Security architecture
Security engineering
Security auditing | security audits
Risk assessment | security risk assessment | risk assessments
Risk management framework | ~RMF
Governance, risk and compliance | ~GRC
Security awareness training
Red teaming | red team
Blue teaming | blue team
Purple teaming
Social engineering testing | phishing simulation
Web application firewall | ~WAF
Network access control | ~NAC
Email security
DDoS mitigation | ddos protection
Burp Suite | burp
Metasploit
Nmap
Wireshark
Nessus
Qualys
Rapid7 | insightvm
OpenVAS
Kali Linux
Snort
Suricata
Zeek | bro ids
CrowdStrike | crowdstrike falcon
SentinelOne
Carbon Black
Microsoft Defender | defender for endpoint
Microsoft Sentinel | azure sentinel
QRadar | ibm qradar
ArcSight
LogRhythm
Elastic Security
Palo Alto Networks | palo alto firewalls | pan-os
Fortinet | fortigate
Check Point firewalls
Cisco ASA
Zscaler
CyberArk
SailPoint
HashiCorp Boundary
Tenable
Veracode
Checkmarx
Snyk
SonarQube | sonarcloud
Fortify | micro focus fortify
OWASP ZAP | zap proxy
IDA Pro
Ghidra
Binary Ninja
Volatility framework
YARA rules | yara
MITRE ATT&CK | mitre attack | att&ck
Cyber kill chain
NIST Cybersecurity Framework | nist csf
NIST 800-53 | nist sp 800-53
NIST 800-171 | nist sp 800-171
CMMC
ISO 27001 | iso/iec 27001
SOC 2 | soc2 | soc 2 type ii
PCI DSS | pci-dss | pci compliance
HIPAA compliance | hipaa security rule
GDPR | general data protection regulation
CCPA
FedRAMP
FISMA
HITRUST
CIS Controls | cis benchmarks
CISSP
CISM
CISA certification | certified information systems auditor
CEH | certified ethical hacker
OSCP | offensive security certified professional
OSCE
CompTIA Security+ | security+ | sec+
CompTIA CySA+ | cysa+
CompTIA PenTest+ | pentest+
CompTIA CASP+ | casp+
GSEC
GCIH
GCIA
GPEN
GIAC certifications | ~GIAC
CCSP
SSCP
CRISC
CIPP | cipp/us | cipp/e
Security clearance | secret clearance | top secret clearance | ts/sci | ~TS/SCI
`;
