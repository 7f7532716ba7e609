/** Software: languages, frameworks, libraries, tools and practices. Format: see ./README.md. */
export const SOFTWARE_SKILLS = `
# software
Python | python3 | py3
Java | core java | j2ee | java ee | jakarta ee
JavaScript | javascript | ecmascript | es6 | es2015 | vanilla js | ~JS
TypeScript | ~TS
!C | ansi c | c language | c programming | c99 | c11
C++ | cpp | c plus plus | cplusplus | c++11 | c++14 | c++17 | c++20 | modern c++
C# | c sharp | csharp
!Go | golang | go lang
!Rust | rust-lang | rustlang
Ruby
Ruby on Rails | rails | ror
PHP
Kotlin
!Swift | swift 5 | swift language
Objective-C | objective c | objc
Scala
!R | r programming | r language | r-studio | cran
Perl
~Bash | bash scripting | bash script
Shell scripting | shell script | shell scripts | unix shell
PowerShell
Lua
Haskell
Elixir
Erlang
Clojure
F# | fsharp
OCaml
!Dart | dart language
!Julia | julia language
Groovy
Visual Basic | vb.net | vb6
VBA | excel vba | visual basic for applications
COBOL
Fortran
!Assembly | assembly language | x86 assembly | arm assembly | asm
!Pascal | object pascal
!Delphi
!Ada | ada programming
Lisp | common lisp
Prolog
Scheme programming
!Solidity
Zig language
Nim language
Crystal language
Apex | salesforce apex
ABAP | sap abap
SQL | structured query language
PL/SQL | plsql
T-SQL | tsql | transact-sql
HTML | html5
CSS | css3
Sass | scss
Less css
Tailwind CSS | tailwind | tailwindcss
!Bootstrap | twitter bootstrap
Material UI | mui | material-ui
Chakra UI
~React | react.js | reactjs | react js
React Native | !RN | react-native
Redux | redux toolkit
Angular | angular 2+ | angularjs | angular.js
Vue.js | vue | vuejs | vue 3 | vue.js 3
Nuxt.js | nuxt | nuxtjs
Next.js | nextjs | next js
Svelte | sveltekit
!Ember | ember.js | emberjs
!Backbone | backbone.js
jQuery
Node.js | node | nodejs | node js
Deno
!Express | express.js | expressjs
NestJS | nest.js
Koa
Fastify
Hapi.js
GraphQL | graphql api
Apollo GraphQL | apollo server | apollo client
REST APIs | rest api | restful | restful api | restful apis | restful services | rest services | !REST
gRPC
Protocol Buffers | protobuf | protobufs
WebSockets | websocket | socket.io
OpenAPI | swagger | openapi specification
Webpack
Vite | vitejs
!Babel | babel.js
ESLint
Prettier
npm
!Yarn | yarn package manager
pnpm
Storybook
~Jest
!Mocha | mocha.js
!Chai | chai.js
Vitest
!Cypress | cypress.io
!Playwright | playwright test
~Puppeteer
!Selenium | selenium webdriver
WebdriverIO
Appium
JUnit | junit 5
TestNG
Mockito
pytest | py.test
unittest
RSpec
Cucumber | gherkin | bdd testing
Postman | postman api
SoapUI
JMeter | apache jmeter
Gatling
k6 load testing
LoadRunner
Unit testing | unit tests
Integration testing | integration tests
End-to-end testing | e2e testing | e2e tests
Test automation | automated testing | automation testing
Test-driven development | tdd
Behavior-driven development
!Spring | spring framework
Spring Boot | springboot
Spring Cloud
Spring Security
Spring MVC
!Hibernate | hibernate orm
JPA | java persistence api
Maven | apache maven
Gradle
Ant build | apache ant
Quarkus
Micronaut
Vert.x | vertx
Struts | apache struts
JSP | java server pages
Servlets | java servlets
Tomcat | apache tomcat
JBoss | wildfly
WebLogic
WebSphere
Django | django rest framework | drf
!Flask | flask api | python flask
FastAPI
Pyramid framework
!Celery | celery workers
SQLAlchemy
Pydantic
asyncio
Tornado web
Laravel
Symfony
CodeIgniter
WordPress
Drupal
Joomla
Magento | adobe commerce
Shopify | shopify liquid
WooCommerce
.NET | dotnet | dot net | .net framework
.NET Core | dotnet core | .net 6 | .net 7 | .net 8
ASP.NET | asp.net mvc | asp.net core
Entity Framework | ef core | entity framework core
Blazor
Xamarin
.NET MAUI | maui
WPF | windows presentation foundation
WinForms | windows forms
LINQ
Razor pages
Gin framework | gin-gonic
Echo framework
Actix
Tokio
Phoenix framework
Android development | android sdk | android studio | ~Android
iOS development | ios sdk | ~iOS
SwiftUI
UIKit
Xcode
Jetpack Compose
Flutter
!Ionic | ionic framework
Cordova | phonegap
!Electron | electron.js | electronjs
Qt | qt framework | qml
GTK
Win32 API
COM/DCOM
!Unity | unity3d | unity engine | unity 3d
Unreal Engine | unreal | ue4 | ue5
Godot
OpenGL
Vulkan
DirectX
Metal API
WebGL
Three.js | threejs
Game development | game dev
Shader programming | hlsl | glsl
Git
GitHub | github.com
GitLab
Bitbucket
Subversion | svn
Mercurial
Perforce | helix core
Jira | atlassian jira
Confluence | atlassian confluence
Linux | gnu/linux
Unix
Ubuntu
Red Hat Enterprise Linux | rhel | red hat linux
CentOS
Debian
macOS | mac os x | os x
Windows Server
Vim | neovim
Emacs
Visual Studio
Visual Studio Code | vs code | vscode
IntelliJ IDEA | intellij
Eclipse IDE
PyCharm
Object-oriented programming | oop | object oriented programming | object-oriented design | ood
Functional programming
Design patterns | gang of four | gof patterns
Data structures
Algorithms | algorithm design
System design | systems design
Distributed systems
Microservices | microservice architecture | micro-services
Service-oriented architecture | soa
Event-driven architecture | event driven architecture
Domain-driven design | ddd
Serverless | serverless architecture
Concurrency | multithreading | multi-threading | concurrent programming
Parallel programming | parallel computing
Asynchronous programming
Memory management
Performance tuning | performance optimization
Low latency systems | low-latency
High-frequency trading systems
Compilers | compiler design
Operating systems
Networking protocols | tcp/ip | network programming
HTTP | http/2 | https
DNS
Caching | cache design
Message queues | message queue | message broker
API design
API development
Web development
Frontend development | front-end development | front end development
Backend development | back-end development | back end development
Full-stack development | full stack development | fullstack development
Mobile development | mobile app development
Embedded software | embedded software development
Code review | code reviews
Agile | agile methodology | agile methodologies
Scrum
Kanban
SAFe | scaled agile framework
Waterfall methodology
Software development life cycle | sdlc
Software architecture
Technical documentation
UML
Regular expressions | regex
JSON
XML
YAML
XSLT
SOAP | soap web services
Microsoft Office | ms office | office 365 | microsoft 365
!Word | microsoft word | ms word
PowerPoint | microsoft powerpoint | ms powerpoint
!Outlook | microsoft outlook
!Access | microsoft access | ms access
Visio | microsoft visio
Microsoft Project | ms project
SharePoint
Google Workspace | g suite | google docs | google sheets
Power Automate | microsoft flow
Power Apps | powerapps
Dynamics 365 | microsoft dynamics
Salesforce | sfdc | salesforce.com
Salesforce Lightning | lightning web components | lwc
Visualforce
ServiceNow
~SAP
SAP S/4HANA | s/4hana | s4 hana
SAP HANA
Oracle E-Business Suite | oracle ebs
Oracle Fusion
PeopleSoft
!Workday | workday hcm
NetSuite | oracle netsuite
HubSpot
Marketo
Zendesk
Twilio
Stripe API | stripe payments
PayPal API
Elasticsearch | elastic search | elk stack | ~ELK
Solr | apache solr
Lucene | apache lucene
RPA | robotic process automation
UiPath
Automation Anywhere
Blue Prism
Low-code development | low code
Mainframe | z/os
JCL
CICS
DB2 | ibm db2
AS/400 | ibm i
Blockchain
Ethereum
Smart contracts
Web3
Hyperledger
WebAssembly | wasm
Progressive web apps | pwa
Accessibility development | wcag | web accessibility | section 508 | aria
Internationalization | i18n | localization | l10n
Server-side rendering | ssr
Single-page applications | spa
Responsive design | responsive web design
Cross-browser compatibility
Browser extensions | chrome extensions
`;
