/** Hardware and embedded; mechanical, electrical and civil engineering. Format: see ./README.md. */
export const ENGINEERING_SKILLS = `
# hardware
Embedded systems | embedded development
Embedded C | embedded c/c++
Firmware development | firmware | firmware engineering
Embedded Linux
Yocto Project | yocto | bitbake
Buildroot
Device drivers | linux device drivers | kernel drivers
Linux kernel | kernel development
Bootloaders | u-boot
RTOS | real-time operating systems | real-time operating system
FreeRTOS
Zephyr RTOS | zephyr
VxWorks
QNX
ThreadX | azure rtos
Microcontrollers | microcontroller | ~MCU
ARM Cortex-M | arm cortex | cortex-m
ARM architecture | ~ARM
RISC-V
STM32
ESP32
Arduino
Raspberry Pi
PIC microcontrollers
Texas Instruments MSP430 | msp430
Nordic nRF52 | nrf52
I2C | i²c | ~IIC
!SPI | serial peripheral interface
UART
CAN bus | ~CAN | controller area network | canbus
LIN bus
Modbus
EtherCAT
PROFINET
USB protocol | usb stack
PCIe | pci express
Ethernet | ethernet protocols
Bluetooth Low Energy | ~BLE | bluetooth le | bluetooth
Zigbee
LoRaWAN | lora
NFC | ~RFID
JTAG | swd debugging
Oscilloscope | oscilloscopes
Logic analyzer | logic analyzers
Spectrum analyzer
Multimeter
Soldering | rework soldering
FPGA | fpgas | field programmable gate array
ASIC | asic design
Verilog
VHDL
SystemVerilog
UVM | universal verification methodology
RTL design | ~RTL
Digital design | digital logic design
Analog design | analog circuit design
Mixed-signal design | mixed signal
Design verification | ~DV | functional verification
Formal verification
Static timing analysis | ~STA
Logic synthesis | rtl synthesis
Physical design | place and route
Design for testability | ~DFT
Xilinx Vivado | vivado | xilinx
Intel Quartus | quartus
Synopsys Design Compiler | design compiler | synopsys
Cadence Virtuoso | virtuoso
Cadence Allegro | allegro pcb
!Cadence | cadence tools
Mentor Graphics | siemens eda | questasim | modelsim
Altium Designer | altium
OrCAD
KiCad
Eagle PCB | autodesk eagle
PCB design | printed circuit board design | pcb layout
Schematic capture
Signal integrity | ~SI/PI | power integrity
High-speed design | high speed digital design
EMC/EMI | ~EMC | ~EMI | electromagnetic compatibility
RF design | rf engineering | radio frequency
Antenna design
Microwave engineering
DSP | digital signal processing | signal processing
Image processing
Audio processing | audio dsp
Computer architecture
SoC design | system on chip
Semiconductor device physics | semiconductor physics
Semiconductor fabrication | wafer fabrication | cleanroom
Photolithography | lithography
Thin film deposition | ~CVD | ~PVD
Failure analysis
Reliability engineering
Hardware testing | hardware validation
Post-silicon validation | silicon validation
Board bring-up | bring-up
Test equipment automation | ~ATE
Battery management systems | ~BMS
Power electronics
Motor control | motor drives
Robotics
ROS | robot operating system | ros2
SLAM | simultaneous localization and mapping
Kalman filter | kalman filters | extended kalman filter
Sensor fusion
Lidar
Computer-aided engineering | ~CAE
Autonomous vehicles | self-driving | autonomous driving
ADAS
AUTOSAR
ISO 26262 | functional safety
MISRA C | misra
DO-178C | do-178
IEC 61508
# mechanical
Mechanical engineering
Mechanical design
AutoCAD | autocad 2d | autocad 3d
SolidWorks | solid works | cswa | cswp
CATIA | catia v5
Creo | ptc creo | pro/engineer | pro/e
Siemens NX | unigraphics | !NX
Autodesk Inventor | !Inventor
Fusion 360 | autodesk fusion 360
Onshape
Rhino 3D | rhinoceros 3d | rhinoceros
SpaceClaim
ANSYS | ansys mechanical | ansys workbench
ANSYS Fluent
Abaqus
COMSOL Multiphysics | comsol
Nastran | msc nastran
LS-DYNA
HyperMesh | altair hypermesh | hyperworks
Star-CCM+ | star ccm+
OpenFOAM
FEA | finite element analysis | finite element method | ~FEM
CFD | computational fluid dynamics
GD&T | geometric dimensioning and tolerancing | asme y14.5
Tolerance stack-up analysis | tolerance analysis | tolerance stack-up
DFM | design for manufacturing | design for manufacturability | ~DFMA
DFMEA | design fmea
PFMEA | process fmea
FMEA | failure mode and effects analysis
Root cause analysis | ~RCA | 8d problem solving | 5 whys
Six Sigma | lean six sigma | six sigma green belt | six sigma black belt | ~DMAIC
Lean manufacturing | lean principles
Kaizen
5S
Statistical process control | ~SPC
Measurement system analysis | ~MSA | gage r&r
PPAP
APQP
Value stream mapping
Total productive maintenance | ~TPM
Heat transfer
Thermodynamics
Fluid mechanics | fluid dynamics
Thermal analysis | thermal management
Structural analysis
Stress analysis
Fatigue analysis
Vibration analysis | modal analysis
Kinematics | dynamics and kinematics
Mechatronics
Pneumatics | pneumatic systems
Hydraulics | hydraulic systems
HVAC | hvac design | heating ventilation and air conditioning
Plumbing design
Fire protection engineering
Injection molding | plastic injection molding
Sheet metal design | sheet metal
CNC machining | ~CNC | cnc programming
G-code | gcode
CAM | computer-aided manufacturing | mastercam
3D printing | additive manufacturing
Welding | welding engineering | ~GMAW | ~TIG welding
Casting and forging
Machine design
Gear design
Bearing selection
Materials science | materials engineering
Metallurgy
Composites | composite materials
Corrosion engineering
Non-destructive testing | ~NDT | ndt inspection
Metrology | ~CMM | coordinate measuring machine
Product lifecycle management | ~PLM | teamcenter | windchill
Engineering change management | ~ECO | ~ECN
Bill of materials | ~BOM
ISO 9001 | quality management system | ~QMS
AS9100
IATF 16949
Manufacturing engineering
Process engineering
Industrial engineering
Quality engineering | quality engineer
Supply chain management | ~SCM
Production planning
MRP | material requirements planning
ERP systems | ~ERP
Automotive engineering
Aerospace engineering
Propulsion
Aerodynamics
Orbital mechanics
# electrical
Electrical engineering
Circuit design | circuit analysis
Power systems | power system analysis
Power distribution
Substation design
Protection and control | protective relaying | relay protection
Load flow analysis | load flow
Short circuit analysis
Arc flash analysis | arc flash
ETAP
SKM PowerTools | skm
PSS/E | psse
PSCAD
PowerWorld
Grid integration | interconnection studies
Renewable energy | renewables
Solar PV design | solar pv | photovoltaics
Wind energy
Energy storage
Battery technology | lithium-ion batteries
Electric vehicles | ~EV charging | ev charging
NEC | national electrical code
NFPA 70E
IEEE standards
Lighting design
Low voltage systems
Medium voltage | high voltage
Transformers design | power transformers
Switchgear
Motors and generators
Variable frequency drives | ~VFD | ~VFDs
PLC programming | ~PLC | ~PLCs | programmable logic controllers
Ladder logic
Allen-Bradley | rockwell automation | rslogix | studio 5000
Siemens TIA Portal | tia portal | step 7 | simatic
SCADA
HMI design | ~HMI
DCS | distributed control systems
Industrial automation | automation engineering
Control systems | control engineering | control theory
PID control | pid controllers
Instrumentation | instrumentation and controls | i&c
MATLAB/Simulink | simulink
LabVIEW
SPICE simulation | ~SPICE | pspice | ltspice | hspice
Electronics | electronic circuits
Analog electronics
Digital electronics
Electrical schematics | wiring diagrams
EPLAN
Electrical testing | commissioning
# civil
Civil engineering
Structural engineering
Geotechnical engineering
Transportation engineering | traffic engineering
Water resources engineering | water resources
Environmental engineering
Construction management
Project controls
Cost estimating | construction estimating
Primavera P6 | primavera | ~P6
Revit | autodesk revit | revit architecture | revit mep
Civil 3D | autocad civil 3d
MicroStation | bentley microstation
OpenRoads | openroads designer
InRoads
Navisworks
BIM | building information modeling
SAP2000
ETABS
STAAD.Pro | staad
RISA | risa-3d
RAM Structural System | ram structural
SAFE software | csi safe
Tekla Structures | tekla
HEC-RAS
HEC-HMS
SWMM | stormwater management model
WaterGEMS | watercad
Stormwater design | stormwater management | stormwater
Hydrology | hydraulic modeling
Surveying | land surveying
GIS | geographic information systems
ArcGIS | arcgis pro | esri
QGIS
AASHTO | aashto lrfd
ACI 318 | aci code
AISC | aisc steel
IBC | international building code
ASCE 7
Reinforced concrete design | concrete design | reinforced concrete
Steel design | steel structures
Timber design
Bridge design | bridge engineering
Foundation design
Pavement design
Site development | site design | grading and drainage
Highway design | roadway design
Traffic signal design | synchro | vissim
Traffic impact studies
Environmental impact assessment | ~NEPA
Environmental permitting
Erosion and sediment control
Construction inspection
Quantity takeoff | takeoffs
Bluebeam | bluebeam revu
Procore
OSHA safety | ~OSHA | osha 30
PE license | professional engineer | !PE | licensed professional engineer
EIT | engineer in training | ~FE exam | fundamentals of engineering
LEED | leed ap
PMP | project management professional
`;
