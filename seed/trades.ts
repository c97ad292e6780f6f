import { type JOB_TYPES, type SALARY_PERIODS, SUGGESTED_ROLES } from "../api/src/constants.js";

// The trades jobs are posted for: the spec's suggested roles first, then the other common
// blue-collar trades. Pay bands are in rupees and follow what such work pays in Indian cities.

export type JobType = (typeof JOB_TYPES)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export interface PayBand {
  jobType: JobType;
  period: SalaryPeriod;
  min: number;
  max: number;
  weight: number;
}

export interface Trade {
  /** What people type in the search box; the suggested roles use the spec's words. */
  role: string;
  label: string;
  plural: string;
  titles: readonly string[];
  skills: readonly string[];
  /** Where the work is, completing "for ...". */
  sites: readonly string[];
  duties: readonly string[];
  requirements: readonly string[];
  pay: readonly PayBand[];
  /** Largest number of positions one job asks for. */
  maxPositions: number;
  femaleShare: number;
}

const daily = (min: number, max: number, weight = 1): PayBand => ({
  jobType: "daily_wage",
  period: "per_day",
  min,
  max,
  weight,
});
const monthly = (min: number, max: number, weight = 1): PayBand => ({
  jobType: "full_time",
  period: "per_month",
  min,
  max,
  weight,
});
const band = (
  jobType: JobType,
  period: SalaryPeriod,
  min: number,
  max: number,
  weight = 1,
): PayBand => ({ jobType, period, min, max, weight });

export const TRADES: readonly Trade[] = [
  {
    role: "construction worker",
    label: "Construction Worker",
    plural: "construction workers",
    titles: ["Construction Worker", "Construction Site Worker", "Building Construction Worker"],
    skills: ["Shuttering", "Bar bending", "Concrete mixing", "Scaffolding", "Excavation"],
    sites: ["a G+7 residential building", "a commercial complex", "a road widening project"],
    duties: [
      "Work includes shuttering, concrete pouring and curing under the site engineer.",
      "You will help with bar bending, scaffolding and shifting material on site.",
      "Daily tasks are excavation, carrying cement and bricks, and cleaning the site.",
    ],
    requirements: [
      "Physically fit and able to work at height with a safety harness",
      "Prior site experience preferred, freshers can apply",
      "Must follow safety rules and wear a helmet on site",
    ],
    pay: [daily(550, 800, 5), band("contract", "per_month", 14000, 20000, 2)],
    maxPositions: 25,
    femaleShare: 0.1,
  },
  {
    role: "electrician",
    label: "Electrician",
    plural: "electricians",
    titles: [
      "Electrician",
      "House Wiring Electrician",
      "Maintenance Electrician",
      "Site Electrician",
    ],
    skills: ["House wiring", "Panel wiring", "MCB and DB fitting", "Fault finding", "Conduit work"],
    sites: ["new flats", "a shopping mall", "our factory", "residential societies"],
    duties: [
      "You will do concealed and open wiring, fix switchboards, lights and fans.",
      "Work includes fault finding, MCB and DB installation and earthing.",
      "Daily maintenance of panels, motors and lighting with a logbook.",
    ],
    requirements: [
      "ITI in Electrician trade or 2 years of wiring experience",
      "Own basic tools (tester, pliers, screwdrivers)",
      "Wireman licence preferred",
    ],
    pay: [
      daily(700, 1100, 3),
      monthly(15000, 28000, 4),
      band("one_time", "per_job", 800, 5000),
      band("contract", "per_month", 16000, 25000),
    ],
    maxPositions: 6,
    femaleShare: 0.02,
  },
  {
    role: "plumber",
    label: "Plumber",
    plural: "plumbers",
    titles: ["Plumber", "Plumbing Technician", "Sanitary Plumber", "Maintenance Plumber"],
    skills: ["CPVC and UPVC fitting", "Sanitary fitting", "Leak repair", "Water tank work"],
    sites: ["a housing society", "a hotel", "a new apartment project", "hospital maintenance"],
    duties: [
      "Install and repair CPVC, UPVC and GI lines, taps, flush tanks and geysers.",
      "Attend leakage and blockage complaints and keep a record of material used.",
      "Fit bathroom and kitchen sanitary ware as per the drawing.",
    ],
    requirements: [
      "At least 1 year of plumbing experience",
      "Should be able to read simple drawings",
      "Own tools preferred",
    ],
    pay: [daily(650, 1000, 3), monthly(14000, 24000, 3), band("one_time", "per_job", 500, 4000)],
    maxPositions: 4,
    femaleShare: 0.02,
  },
  {
    role: "mason",
    label: "Mason",
    plural: "masons",
    titles: ["Mason", "Brick Mason", "Tile Mason", "Plaster Mason", "Mistri (Mason)"],
    skills: ["Brickwork", "Plastering", "Tiling", "Block work", "Line and level"],
    sites: ["a residential building", "a bungalow project", "a school building", "a factory shed"],
    duties: [
      "Brick and block masonry, internal and external plastering as per line and level.",
      "Floor and wall tiling, kota stone and granite fixing.",
      "Lead a small team of helpers and keep the work neat and on time.",
    ],
    requirements: [
      "3+ years of experience as a mason",
      "Must know line, level and right angle",
      "Helpers of the mason can also apply",
    ],
    pay: [daily(700, 1100, 5), band("contract", "per_job", 15000, 60000, 1)],
    maxPositions: 10,
    femaleShare: 0.02,
  },
  {
    role: "painter",
    label: "Painter",
    plural: "painters",
    titles: ["Painter", "House Painter", "Wall Painter", "Texture Painter", "Spray Painter"],
    skills: ["Wall putty", "Emulsion painting", "Texture painting", "Spray painting", "Polishing"],
    sites: ["2BHK and 3BHK flats", "an office interior", "a new hospital building", "a school"],
    duties: [
      "Surface preparation, putty, primer and two coats of emulsion.",
      "Texture and designer finishes as per the client's choice.",
      "Enamel and spray painting of doors, grills and machinery.",
    ],
    requirements: [
      "Experience with Asian Paints or Berger products",
      "Clean finishing and careful work in occupied homes",
      "Team of painters welcome",
    ],
    pay: [
      daily(600, 950, 4),
      band("contract", "per_job", 8000, 40000, 2),
      monthly(14000, 22000, 1),
    ],
    maxPositions: 8,
    femaleShare: 0.03,
  },
  {
    role: "carpenter",
    label: "Carpenter",
    plural: "carpenters",
    titles: [
      "Carpenter",
      "Furniture Carpenter",
      "Shuttering Carpenter",
      "Modular Kitchen Carpenter",
    ],
    skills: ["Furniture making", "Modular kitchen", "Door fitting", "Plywood work", "Shuttering"],
    sites: ["interior projects", "a furniture workshop", "a residential tower", "office fit-outs"],
    duties: [
      "Make and fit wardrobes, beds and modular kitchens from plywood and laminate.",
      "Door and window frame fitting, hardware and lock installation.",
      "Shuttering carpentry for slabs and columns at site.",
    ],
    requirements: [
      "2+ years of carpentry experience",
      "Must be able to use power tools safely",
      "Should read simple furniture drawings",
    ],
    pay: [daily(700, 1100, 4), monthly(16000, 28000, 2), band("contract", "per_job", 10000, 50000)],
    maxPositions: 6,
    femaleShare: 0.02,
  },
  {
    role: "labor",
    label: "Labourer",
    plural: "labourers",
    titles: ["General Labour", "Labour for Construction Site", "Labor (Daily Wage)", "Labourer"],
    skills: ["Loading and unloading", "Material shifting", "Site cleaning", "General labor"],
    sites: ["a construction site", "a warehouse", "a road project", "a godown"],
    duties: [
      "General labor work: carrying material, cleaning and helping skilled workers.",
      "Loading and unloading of cement bags, sand and bricks.",
      "Help at site as instructed by the supervisor.",
    ],
    requirements: ["No experience needed", "Physically fit", "Ready to start immediately"],
    pay: [daily(450, 700, 6), band("daily_wage", "per_week", 3000, 4500, 2)],
    maxPositions: 30,
    femaleShare: 0.2,
  },
  {
    role: "welder",
    label: "Welder",
    plural: "welders",
    titles: ["Welder", "Arc Welder", "MIG Welder", "Fabrication Welder", "Welder cum Fitter"],
    skills: ["Arc welding", "MIG welding", "Gas cutting", "Fabrication", "Grinding"],
    sites: ["a fabrication workshop", "a steel structure project", "our factory"],
    duties: [
      "Arc and MIG welding of MS structures, gates and grills.",
      "Gas cutting, grinding and fitting as per drawing.",
      "Fabrication of sheds, trusses and machine frames.",
    ],
    requirements: ["ITI Welder preferred", "2+ years of experience", "Must use safety goggles"],
    pay: [daily(700, 1000, 3), monthly(16000, 28000, 3)],
    maxPositions: 6,
    femaleShare: 0.01,
  },
  {
    role: "driver",
    label: "Driver",
    plural: "drivers",
    titles: ["Driver", "Car Driver", "Tempo Driver", "Personal Driver", "Heavy Vehicle Driver"],
    skills: ["LMV driving", "HMV driving", "Route knowledge", "Vehicle upkeep", "GPS navigation"],
    sites: ["a family", "company staff pick-up and drop", "goods delivery", "a school bus route"],
    duties: [
      "Drive safely within the city and keep the vehicle clean and serviced.",
      "Daily pick-up and drop with some outstation trips.",
      "Deliver goods to shops and collect signed challans.",
    ],
    requirements: [
      "Valid driving licence with at least 3 years of experience",
      "Good knowledge of local routes",
      "No drinking, clean record",
    ],
    pay: [
      monthly(15000, 26000, 5),
      band("part_time", "per_month", 9000, 13000, 1),
      band("one_time", "per_day", 800, 1200, 1),
    ],
    maxPositions: 4,
    femaleShare: 0.03,
  },
  {
    role: "security guard",
    label: "Security Guard",
    plural: "security guards",
    titles: ["Security Guard", "Night Security Guard", "Society Security Guard", "Bouncer"],
    skills: ["Access control", "Patrolling", "Visitor register", "CCTV monitoring", "Fire safety"],
    sites: ["a residential society", "an ATM", "a factory gate", "a corporate office"],
    duties: [
      "Manage the gate, check visitors and keep the register up to date.",
      "Night patrolling and CCTV monitoring with hourly reporting.",
      "Basic fire safety and emergency response.",
    ],
    requirements: [
      "Height 5 ft 6 in or more",
      "Police verification will be done",
      "Ex-servicemen preferred",
    ],
    pay: [monthly(12000, 18000, 5), band("contract", "per_month", 13000, 17000, 2)],
    maxPositions: 12,
    femaleShare: 0.12,
  },
  {
    role: "housekeeping",
    label: "Housekeeping Staff",
    plural: "housekeeping staff",
    titles: ["Housekeeping Staff", "Housekeeping Boy", "Office Boy / Housekeeping", "Cleaner"],
    skills: ["Cleaning", "Mopping", "Washroom upkeep", "Machine scrubbing", "Pantry support"],
    sites: ["a hospital", "an IT office", "a hotel", "a mall", "a private home"],
    duties: [
      "Sweeping, mopping and dusting of the assigned floors.",
      "Keep washrooms clean and refill supplies on schedule.",
      "Pantry support and serving tea to staff.",
    ],
    requirements: ["No experience needed", "Neat and punctual", "Uniform provided"],
    pay: [
      monthly(10000, 16000, 5),
      band("part_time", "per_month", 5000, 9000, 2),
      band("part_time", "per_hour", 80, 150, 1),
    ],
    maxPositions: 10,
    femaleShare: 0.55,
  },
  {
    role: "cook",
    label: "Cook",
    plural: "cooks",
    titles: [
      "Cook",
      "Home Cook",
      "Tandoor Cook",
      "South Indian Cook",
      "Chinese Cook",
      "Helper Cook",
    ],
    skills: ["North Indian cooking", "South Indian cooking", "Tandoor", "Chinese", "Bulk cooking"],
    sites: ["a family of four", "a restaurant", "a hostel mess", "a catering company"],
    duties: [
      "Prepare breakfast, lunch and dinner with hygiene and taste.",
      "Tandoor and curry preparation for a busy restaurant kitchen.",
      "Bulk cooking for 100+ people in a mess or canteen.",
    ],
    requirements: ["Experience in the same cuisine", "Must keep the kitchen clean", "Veg only"],
    pay: [
      monthly(12000, 25000, 4),
      band("part_time", "per_month", 6000, 12000, 2),
      band("one_time", "per_job", 2000, 8000, 1),
    ],
    maxPositions: 3,
    femaleShare: 0.45,
  },
  {
    role: "helper",
    label: "Helper",
    plural: "helpers",
    titles: ["Helper", "Shop Helper", "Site Helper", "Factory Helper", "Mechanic Helper"],
    skills: ["Material handling", "Assisting technicians", "Stock keeping", "Cleaning"],
    sites: ["our shop", "a workshop", "a construction site", "a factory"],
    duties: [
      "Assist the technician, hand tools and keep the work area clean.",
      "Arrange stock, pack orders and help customers.",
      "Shift material and do general work as instructed.",
    ],
    requirements: ["Freshers welcome", "Basic reading of Hindi or local language", "Honest"],
    pay: [daily(450, 650, 3), monthly(10000, 14000, 3)],
    maxPositions: 8,
    femaleShare: 0.15,
  },
  {
    role: "delivery",
    label: "Delivery Boy",
    plural: "delivery partners",
    titles: ["Delivery Boy", "Delivery Partner", "Bike Delivery Executive", "Courier Delivery"],
    skills: ["Two-wheeler riding", "Route knowledge", "Cash collection", "Smartphone apps"],
    sites: ["grocery orders", "an e-commerce hub", "food orders", "a courier company"],
    duties: [
      "Deliver parcels and orders on time within the assigned area.",
      "Collect cash or UPI payments and update the app after each delivery.",
      "Pick up returns and hand over cash at the hub every evening.",
    ],
    requirements: [
      "Own two-wheeler with valid licence and RC",
      "Android smartphone",
      "Petrol allowance given",
    ],
    pay: [
      monthly(15000, 25000, 4),
      band("part_time", "per_hour", 90, 150, 2),
      band("daily_wage", "per_day", 600, 900, 1),
    ],
    maxPositions: 20,
    femaleShare: 0.05,
  },
  {
    role: "tailor",
    label: "Tailor",
    plural: "tailors",
    titles: ["Tailor", "Ladies Tailor", "Gents Tailor", "Stitching Operator", "Boutique Tailor"],
    skills: ["Cutting", "Stitching", "Blouse stitching", "Alteration", "Power machine"],
    sites: ["a boutique", "a garment unit", "a tailoring shop", "an export house"],
    duties: [
      "Cutting and stitching of blouses, kurtis and salwar suits.",
      "Operate a power machine for shirts and trousers in a production line.",
      "Alterations and finishing as per customer measurements.",
    ],
    requirements: ["Own stitching experience of 1+ year", "Neat finishing", "Women encouraged"],
    pay: [monthly(12000, 20000, 3), daily(500, 800, 2), band("contract", "per_job", 2000, 10000)],
    maxPositions: 15,
    femaleShare: 0.6,
  },
  {
    role: "ac technician",
    label: "AC Technician",
    plural: "AC technicians",
    titles: ["AC Technician", "AC Mechanic", "HVAC Technician", "AC Service Technician"],
    skills: ["Split AC installation", "Gas charging", "AC servicing", "Refrigerator repair"],
    sites: ["home service calls", "a mall", "an office building", "a cold storage"],
    duties: [
      "Install, service and repair split and window ACs at customer homes.",
      "Gas charging, leak testing and PCB fault finding.",
      "Maintain HVAC units with a preventive maintenance schedule.",
    ],
    requirements: [
      "ITI in Refrigeration and AC preferred",
      "2+ years of field experience",
      "Two-wheeler preferred",
    ],
    pay: [monthly(15000, 25000, 4), band("one_time", "per_job", 500, 2500, 2)],
    maxPositions: 5,
    femaleShare: 0.01,
  },
  {
    role: "fitter",
    label: "Fitter",
    plural: "fitters",
    titles: ["Fitter", "Machine Fitter", "Pipe Fitter", "Maintenance Fitter"],
    skills: ["Pipe fitting", "Machine assembly", "Alignment", "Preventive maintenance"],
    sites: ["a manufacturing plant", "a refinery project", "an engineering workshop"],
    duties: [
      "Assembly and fitting of machines as per drawing.",
      "Pipe fitting, flange joints and pressure testing.",
      "Preventive maintenance of pumps, gearboxes and conveyors.",
    ],
    requirements: ["ITI Fitter", "Should read engineering drawings", "Shift work"],
    pay: [monthly(15000, 25000, 4), daily(650, 950, 2)],
    maxPositions: 8,
    femaleShare: 0.02,
  },
  {
    role: "machine operator",
    label: "Machine Operator",
    plural: "machine operators",
    titles: ["Machine Operator", "CNC Operator", "Injection Moulding Operator", "Lathe Operator"],
    skills: ["CNC operation", "Lathe", "Injection moulding", "Quality checking", "Setting"],
    sites: ["an auto components plant", "a plastics factory", "an engineering unit"],
    duties: [
      "Run CNC, lathe or moulding machines as per the production plan.",
      "Check parts with vernier and gauges and record the output.",
      "Basic setting and cleaning of the machine at shift end.",
    ],
    requirements: ["ITI or 10th pass", "Experience on the same machine", "Rotational shifts"],
    pay: [monthly(13000, 22000, 5), band("contract", "per_month", 13000, 18000, 2)],
    maxPositions: 15,
    femaleShare: 0.12,
  },
  {
    role: "packer",
    label: "Packer",
    plural: "packers",
    titles: ["Packer", "Packing Staff", "Warehouse Packer", "Packing Helper"],
    skills: ["Packing", "Labelling", "Carton sealing", "Sorting", "Barcode scanning"],
    sites: ["a warehouse", "a food factory", "a pharma unit", "an e-commerce fulfilment centre"],
    duties: [
      "Pack products, label cartons and seal them for dispatch.",
      "Sort and scan items against orders in the warehouse.",
      "Keep the packing area clean and report damaged stock.",
    ],
    requirements: ["Freshers welcome", "Women candidates preferred", "Standing work"],
    pay: [monthly(11000, 15000, 4), daily(450, 600, 2), band("part_time", "per_hour", 70, 110, 1)],
    maxPositions: 25,
    femaleShare: 0.5,
  },
  {
    role: "loader",
    label: "Loader",
    plural: "loaders",
    titles: ["Loader", "Loading Unloading Worker", "Godown Loader", "Truck Loader"],
    skills: ["Loading and unloading", "Stacking", "Forklift assistance", "Heavy lifting"],
    sites: ["a transport godown", "a grain market", "a cement depot", "a warehouse"],
    duties: [
      "Load and unload trucks, stack bags and boxes properly.",
      "Shift goods inside the godown and keep the count.",
      "Night loading when trucks arrive late.",
    ],
    requirements: ["Physically strong", "No experience needed", "Can work in shifts"],
    pay: [daily(500, 750, 4), monthly(12000, 16000, 2)],
    maxPositions: 20,
    femaleShare: 0.03,
  },
  {
    role: "gardener",
    label: "Gardener",
    plural: "gardeners",
    titles: ["Gardener", "Mali (Gardener)", "Landscape Gardener", "Nursery Worker"],
    skills: ["Lawn care", "Pruning", "Plant nursery", "Drip irrigation", "Landscaping"],
    sites: ["a bungalow", "a housing society garden", "a corporate campus", "a plant nursery"],
    duties: [
      "Watering, weeding, pruning and lawn mowing.",
      "Prepare pots and beds, apply manure and pest control.",
      "Maintain landscaped areas and drip lines.",
    ],
    requirements: ["Knowledge of plants", "Early morning work", "Experience preferred"],
    pay: [
      monthly(9000, 14000, 3),
      band("part_time", "per_month", 4000, 8000, 2),
      daily(500, 700, 1),
    ],
    maxPositions: 4,
    femaleShare: 0.15,
  },
  {
    role: "beautician",
    label: "Beautician",
    plural: "beauticians",
    titles: [
      "Beautician",
      "Salon Beautician",
      "Makeup Artist",
      "Hair Stylist",
      "Bridal Beautician",
    ],
    skills: ["Threading", "Facial", "Waxing", "Hair cutting", "Bridal makeup", "Mehendi"],
    sites: ["a unisex salon", "a ladies beauty parlour", "home service bookings", "a spa"],
    duties: [
      "Threading, waxing, facials and clean-ups for walk-in clients.",
      "Haircuts, hair spa and colouring as per trends.",
      "Bridal and party makeup, including home visits.",
    ],
    requirements: ["Beautician course certificate", "Good communication", "Own kit preferred"],
    pay: [
      monthly(12000, 25000, 4),
      band("part_time", "per_month", 7000, 12000, 1),
      band("one_time", "per_job", 2000, 15000, 1),
    ],
    maxPositions: 3,
    femaleShare: 0.85,
  },
];

export function tradeByRole(role: string): Trade {
  const trade = TRADES.find((candidate) => candidate.role === role);
  if (!trade) throw new Error(`unknown trade ${role}`);
  return trade;
}

for (const role of SUGGESTED_ROLES) tradeByRole(role);
