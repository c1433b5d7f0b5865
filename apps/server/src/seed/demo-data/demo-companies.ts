import type { PricingPlan } from '@portal/shared/pricing';

// Demo data: fictional Maldivian employers (resorts, a bank, a telecom, hospitals, construction,
// government offices), their published jobs, and jobseekers. The other demo employers share the demo
// employer's password and the other jobseekers the demo jobseeker's, so that any of them can log in.

export type Plan = PricingPlan['key'];

export interface DemoCompany {
  key: string;
  email: string;
  verifiedUser: boolean;
  name: string;
  sector: string;
  size: string;
  location: string;
  address: string;
  process: string;
  hrPhone: string;
  phone: string;
  website: string | null;
  foundedOn: string;
  contact: string;
  designation: string;
  isVerified: boolean;
  /** Years the company has been on the product ('On the product since {year}'). */
  joinedYearsAgo: number;
  subCompanies: string[];
  introduction: string;
  whyWorkWithUs: string;
  plan: Plan | null;
  /** Pay-per-job postings bought. */
  ppjUnits?: number;
}

/** Twelve employers; eight with a paid subscription (`plan`). */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'lagoon',
    email: 'employer@demo.mv',
    verifiedUser: true,
    name: 'Blue Lagoon Island Resort & Spa',
    sector: 'Private (Tourism)',
    size: '251-500',
    location: 'Raa',
    address: 'Blue Lagoon Island, Raa Atoll, Republic of Maldives',
    process: '2 weeks',
    hrPhone: '+960 6580100',
    phone: '+960 7790100',
    website: 'https://bluelagoon.example.mv',
    foundedOn: '2008-11-15',
    contact: 'Aishath Shiuna',
    designation: 'Director of Human Resources',
    isVerified: true,
    joinedYearsAgo: 7,
    subCompanies: ['Blue Lagoon Water Villas', 'Blue Lagoon Dive Centre'],
    introduction:
      'Blue Lagoon opened in 2008 on a private island in Raa Atoll with 120 beach and water villas. We are known for our house reef, our over-water spa and a team where more than half of the supervisors started with us as trainees.',
    whyWorkWithUs:
      'Single and shared staff accommodation with Wi-Fi, three meals a day in the staff canteen, service charge paid monthly, 30 days annual leave with a yearly air ticket home, medical insurance, staff recreation centre and weekly football.',
    plan: 'annual-tourism',
  },
  {
    key: 'sunset',
    email: 'hr.sunsetreef@demo.mv',
    verifiedUser: true,
    name: 'Sunset Reef Maldives',
    sector: 'Private (Tourism)',
    size: '101-250',
    location: 'Baa',
    address: 'Sunset Reef Island, Baa Atoll (UNESCO Biosphere Reserve)',
    process: '10 days',
    hrPhone: '+960 6600220',
    phone: '+960 7600220',
    website: 'https://sunsetreef.example.mv',
    foundedOn: '2013-03-01',
    contact: 'Ibrahim Naseem',
    designation: 'Human Resources Manager',
    isVerified: true,
    joinedYearsAgo: 6,
    subCompanies: [],
    introduction:
      'A barefoot-luxury resort of 80 villas in the Baa Atoll biosphere reserve, with manta ray excursions from May to November and a strong focus on reef conservation.',
    whyWorkWithUs:
      'Competitive salary plus service charge, shared accommodation, meals, laundry, medical cover, annual leave ticket and in-house training towards supervisory roles.',
    plan: 'annual-tourism',
  },
  {
    key: 'harbour',
    email: 'careers.harbourhotel@demo.mv',
    verifiedUser: true,
    name: 'Hulhumale Harbour Hotel',
    sector: 'Private (Tourism)',
    size: '26-100',
    location: 'Hulhumale',
    address: 'Nirolhu Magu, Hulhumale Phase 1',
    process: '1 week',
    hrPhone: '+960 3350330',
    phone: '+960 7350330',
    website: null,
    foundedOn: '2017-07-20',
    contact: 'Mariyam Shaufa',
    designation: 'General Manager',
    isVerified: false,
    joinedYearsAgo: 3,
    subCompanies: [],
    introduction:
      'A 60-room city hotel five minutes from Velana International Airport, serving transit guests, business travellers and families visiting Hulhumale.',
    whyWorkWithUs: 'Duty meals, transport allowance, service charge and uniforms provided.',
    plan: 'payper-tourism',
    ppjUnits: 4,
  },
  {
    key: 'mcb',
    email: 'recruitment.mcb@demo.mv',
    verifiedUser: true,
    name: 'Maldives Commerce Bank',
    sector: 'Private (Others)',
    size: '501-1000',
    location: "Male'",
    address: "Boduthakurufaanu Magu, Male' 20094",
    process: '3 weeks',
    hrPhone: '+960 3330440',
    phone: '+960 7330440',
    website: 'https://commercebank.example.mv',
    foundedOn: '1992-05-10',
    contact: 'Hussain Riyaz',
    designation: 'Head of Talent Acquisition',
    isVerified: true,
    joinedYearsAgo: 9,
    subCompanies: ['MCB Islamic'],
    introduction:
      "A full-service commercial bank with branches in Male', Hulhumale, Addu City, Thinadhoo and Kulhudhuffushi, serving individuals, SMEs and the tourism industry.",
    whyWorkWithUs:
      'Staff loans at preferential rates, medical and life insurance, performance bonus, professional certification sponsorship and a structured graduate programme.',
    plan: 'annual-private',
  },
  {
    key: 'ifl',
    email: 'hr.islandfinance@demo.mv',
    verifiedUser: true,
    name: 'Island Finance & Leasing',
    sector: 'Private (Others)',
    size: '101-250',
    location: "Male'",
    address: "Majeedhee Magu, Male'",
    process: '2 weeks',
    hrPhone: '+960 3320550',
    phone: '+960 7320550',
    website: null,
    foundedOn: '2010-01-12',
    contact: 'Ali Shareef',
    designation: 'HR Executive',
    isVerified: false,
    joinedYearsAgo: 2,
    subCompanies: [],
    introduction:
      'Vehicle, equipment and home-improvement financing for Maldivian families and small businesses.',
    whyWorkWithUs: 'Commission on disbursements, medical cover and flexible working for parents.',
    plan: 'payper-private',
    ppjUnits: 3,
  },
  {
    key: 'raajje',
    email: 'jobs.raajjetelecom@demo.mv',
    verifiedUser: true,
    name: 'Raajje Telecom',
    sector: 'Private (Others)',
    size: '501-1000',
    location: "Male'",
    address: "Ameenee Magu, Male' 20215",
    process: '2 weeks',
    hrPhone: '+960 3300660',
    phone: '+960 7300660',
    website: 'https://raajjetelecom.example.mv',
    foundedOn: '2005-09-01',
    contact: 'Aminath Nuha',
    designation: 'People & Culture Manager',
    isVerified: true,
    joinedYearsAgo: 8,
    subCompanies: ['Raajje Telecom Retail', 'Raajje Digital'],
    introduction:
      'Mobile, fibre broadband and enterprise connectivity across all 20 administrative atolls, with a 4G and 5G network reaching every inhabited island.',
    whyWorkWithUs:
      'Free mobile and home broadband, annual bonus, medical insurance for you and your family, training abroad and a modern office in the heart of Male.',
    plan: 'annual-private',
  },
  {
    key: 'medica',
    email: 'hr.medica@demo.mv',
    verifiedUser: true,
    name: 'Medica Island Hospital',
    sector: 'Private (Others)',
    size: '251-500',
    location: "Male'",
    address: "Sosun Magu, Male' 20057",
    process: '2 weeks',
    hrPhone: '+960 3310770',
    phone: '+960 7310770',
    website: 'https://medica.example.mv',
    foundedOn: '2011-04-04',
    contact: 'Hawwa Leena',
    designation: 'Nursing Director',
    isVerified: true,
    joinedYearsAgo: 5,
    subCompanies: ['Medica Diagnostics'],
    introduction:
      'A 150-bed private hospital with emergency, maternity, dialysis and diagnostic imaging services, and a medical evacuation team serving the resorts.',
    whyWorkWithUs:
      'Accommodation for expatriate staff, continuing medical education allowance, free treatment for staff and dependants, and night shift allowances.',
    plan: 'annual-private',
  },
  {
    key: 'adduclinic',
    email: 'admin.adducare@demo.mv',
    verifiedUser: false,
    name: 'Addu Care Clinic',
    sector: 'Private (Others)',
    size: '26-100',
    location: 'Addu City',
    address: 'Hithadhoo, Addu City',
    process: '1 week',
    hrPhone: '+960 6890880',
    phone: '+960 7890880',
    website: null,
    foundedOn: '2019-02-18',
    contact: 'Moosa Rasheed',
    designation: 'Practice Manager',
    isVerified: false,
    joinedYearsAgo: 0,
    subCompanies: [],
    introduction: 'A family clinic and pharmacy in Hithadhoo.',
    whyWorkWithUs: '',
    plan: null,
  },
  {
    key: 'coral',
    email: 'hr.coralconstruction@demo.mv',
    verifiedUser: true,
    name: 'Coral Construction Pvt Ltd',
    sector: 'Private (Others)',
    size: '101-250',
    location: 'Hulhumale',
    address: 'Hulhumale Phase 2, Industrial Zone, Lot 10420',
    process: '1 week',
    hrPhone: '+960 3340990',
    phone: '+960 7340990',
    website: 'https://coralconstruction.example.mv',
    foundedOn: '2009-08-08',
    contact: 'Ismail Fayaz',
    designation: 'Operations Manager',
    isVerified: true,
    joinedYearsAgo: 4,
    subCompanies: ['Coral Readymix'],
    introduction:
      'Design-and-build contractor for housing, resort and harbour projects, with our own ready-mix concrete plant and landing craft fleet.',
    whyWorkWithUs: 'Site allowance, accommodation on project islands, safety equipment and overtime paid.',
    plan: 'annual-private',
  },
  {
    key: 'moe',
    email: 'recruitment.moe@demo.mv',
    verifiedUser: true,
    name: 'Ministry of Education',
    sector: 'Government / Civil Service',
    size: '501-1000',
    location: "Male'",
    address: "Velaanaage, Ameer Ahmed Magu, Male'",
    process: '4 weeks',
    hrPhone: '+960 3341100',
    phone: '+960 7341100',
    website: null,
    foundedOn: '1982-01-01',
    contact: 'Khadeeja Hassan',
    designation: 'Director, Human Resources',
    isVerified: true,
    joinedYearsAgo: 8,
    subCompanies: [],
    introduction:
      'Recruits teachers, leading teachers, counsellors and administrative staff for schools in every atoll.',
    whyWorkWithUs:
      'Civil service pay scale with island allowance, pension scheme, housing for teachers posted to islands and paid study leave.',
    plan: 'annual-private',
  },
  {
    key: 'adducouncil',
    email: 'hr.adducouncil@demo.mv',
    verifiedUser: true,
    name: 'Addu City Council',
    sector: 'Government / Civil Service',
    size: '26-100',
    location: 'Addu City',
    address: 'Council Secretariat, Hithadhoo, Addu City',
    process: '3 weeks',
    hrPhone: '+960 6880110',
    phone: '+960 7880110',
    website: null,
    foundedOn: '2010-02-01',
    contact: 'Hassan Zaki',
    designation: 'Secretary General',
    isVerified: true,
    joinedYearsAgo: 4,
    subCompanies: [],
    introduction:
      'The local council of Addu City: Hithadhoo, Maradhoo, Maradhoo-Feydhoo, Feydhoo, Hulhudhoo and Meedhoo.',
    whyWorkWithUs: 'Civil service benefits, pension and a chance to serve your own community.',
    plan: 'annual-private',
  },
  {
    key: 'seaplane',
    email: 'crew.atollseaplane@demo.mv',
    verifiedUser: true,
    name: 'Atoll Seaplane Services',
    sector: 'Private (Tourism)',
    size: '101-250',
    location: 'Kaafu',
    address: 'Seaplane Terminal, Velana International Airport, Hulhule',
    process: '3 weeks',
    hrPhone: '+960 3330120',
    phone: '+960 7330120',
    website: 'https://atollseaplane.example.mv',
    foundedOn: '2014-12-01',
    contact: 'Yoosuf Shafeeq',
    designation: 'Crew Resources Manager',
    isVerified: true,
    joinedYearsAgo: 3,
    subCompanies: [],
    introduction:
      'Scheduled and charter seaplane transfers to more than 60 resorts across the central atolls.',
    whyWorkWithUs: 'Licence and type-rating sponsorship, duty travel benefits, meals and transport provided.',
    plan: 'annual-tourism',
  },
];
