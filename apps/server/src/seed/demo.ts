import { inArray } from 'drizzle-orm';
import {
  CURRENCIES,
  JOB_APPROVAL,
  PACKAGE_TYPES,
  ROLES,
  type RequiredItemKey,
} from '@portal/shared/constants';
import type { PricingPlan } from '@portal/shared/pricing';
import type { App } from '../app';
import type { Db } from '../db/client';
import { companies, invoices, jobs, packages, subscriptions, users } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { hashPassword } from '../lib/passwords';
import { seedDemoJobFormSubmissions } from './demo-job-form';
import { seedDemoJobFiles } from './demo-job-files';
import { seedDemoSeekerProfile } from './demo-seeker';
import { seedDemoApplications } from './demo-applications';
import { seedPendingPayment } from './demo-payment';
import { seedReferenceData } from './reference-data';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  /** What this login shows (printed beside it). */
  note?: string;
}

/** Fixed demo accounts, printed at start so that a newcomer can log in as each role. */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@demo.mv', password: 'demo-admin-2026' },
  { role: 'employer', email: 'employer@demo.mv', password: 'demo-employer-2026' },
  { role: 'jobseeker', email: 'jobseeker@demo.mv', password: 'demo-seeker-2026', note: 'complete profile' },
  { role: 'jobseeker', email: 'newseeker@demo.mv', password: 'demo-seeker-2026', note: 'no profile yet' },
];

// Demo data: fictional Maldivian employers (resorts, a bank, a telecom, hospitals, construction,
// government offices), their published jobs, and jobseekers. The other demo employers share the demo
// employer's password and the other jobseekers the demo jobseeker's, so that any of them can log in.

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Plan = PricingPlan['key'];

interface DemoCompany {
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

const COMPANIES: DemoCompany[] = [
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

/** What each category's adverts say about the work and the candidate. */
const CATEGORY_TEXT: Record<string, { duties: string[]; needs: string[] }> = {
  'Front Office': {
    duties: [
      'Welcome arriving guests and handle check-in and check-out smoothly',
      'Answer guest requests by phone, email and messaging apps',
      'Coordinate transfers, excursions and special occasions with other departments',
      'Handle billing, foreign currency and the end-of-shift report',
    ],
    needs: [
      'Excellent spoken and written English',
      'Experience with a property management system (Opera preferred)',
      'A warm, guest-first attitude',
    ],
  },
  'Food & Beverages, Restaurant': {
    duties: [
      'Prepare and serve food and drinks to the standards of the outlet',
      'Keep the kitchen, bar or restaurant clean and compliant with HACCP',
      'Take part in themed dinners, beach barbecues and private dining',
      'Control stock and report wastage',
    ],
    needs: [
      'Food handler certificate',
      'Ability to work split shifts and public holidays',
      'Team spirit in a busy service',
    ],
  },
  'Spa & Wellness': {
    duties: [
      'Deliver massages, body and facial treatments from the spa menu',
      'Consult guests on treatments and retail products',
      'Keep treatment rooms ready and hygienic',
    ],
    needs: [
      'Recognised therapist certification',
      'Knowledge of Balinese or Thai massage',
      'Sales-minded and calm',
    ],
  },
  'Marine & Diving': {
    duties: [
      'Lead dives, snorkelling trips and water sports safely',
      'Brief guests on the reef, marine life and conservation rules',
      'Maintain boats, compressors and equipment',
    ],
    needs: [
      'Relevant PADI or SSI certification',
      'First aid and oxygen provider training',
      'Strong swimmer, comfortable on boats',
    ],
  },
  Housekeeping: {
    duties: [
      'Clean and prepare villas, rooms and public areas to standard',
      'Report maintenance issues and lost-and-found items',
      'Handle guest linen, amenities and turndown service',
    ],
    needs: ['Attention to detail', 'Physically fit', 'Previous hotel or hospital experience is an advantage'],
  },
  'Human Resources': {
    duties: [
      'Run recruitment, onboarding and work-permit processes',
      'Maintain staff records, payroll inputs and leave',
      'Advise managers on the Employment Act and company policy',
    ],
    needs: [
      'Degree in HR or business',
      'Knowledge of the Maldives Employment Act',
      'Discretion with confidential information',
    ],
  },
  'Transport & Logistics': {
    duties: [
      'Operate vehicles or vessels safely and on schedule',
      'Carry out daily checks and keep the logbook',
      'Load and unload passengers, luggage and cargo',
    ],
    needs: [
      'A valid licence for the vehicle or vessel',
      'Clean safety record',
      'Willing to work early mornings and weekends',
    ],
  },
  Security: {
    duties: [
      'Patrol the premises and monitor CCTV',
      'Control access and keep the incident log',
      'Respond to emergencies and assist in evacuations',
    ],
    needs: ['Security training certificate', 'Calm under pressure', 'Police report required'],
  },
  'Accounting & Finance': {
    duties: [
      'Process transactions accurately and on time',
      'Prepare reconciliations and reports for management',
      'Follow internal controls and anti-money-laundering procedures',
    ],
    needs: ['Qualification in accounting or finance', 'Good command of Excel', 'Integrity and accuracy'],
  },
  'Customer Service': {
    duties: [
      'Answer customers in person, by phone and online',
      'Resolve complaints and follow up until closed',
      'Record every interaction in the customer system',
    ],
    needs: ['Fluent Dhivehi and English', 'Patience and clear communication', 'Basic computer skills'],
  },
  Legal: {
    duties: [
      'Draft and review contracts, letters and policies',
      'Track regulatory changes and advise on compliance',
      'Prepare documents for court and for regulators',
    ],
    needs: [
      "Degree in law (LLB or Shari'ah and Law)",
      'Strong drafting in Dhivehi and English',
      'Good judgement',
    ],
  },
  'Information Technology': {
    duties: [
      'Build, run and secure the systems our customers rely on',
      'Automate routine work and document what you build',
      'Work with business teams to turn needs into solutions',
    ],
    needs: [
      'Degree in computer science or similar',
      'Hands-on experience with Linux, networks or a modern programming language',
      'Curiosity and ownership',
    ],
  },
  Sales: {
    duties: [
      'Meet monthly sales targets for your products',
      'Build relationships with new and existing customers',
      'Keep the pipeline up to date in the CRM',
    ],
    needs: ['Confident communicator', 'Own transport is an advantage', 'Target-driven'],
  },
  'Engineering, Mechanical, Technical': {
    duties: [
      'Install, maintain and repair technical equipment',
      'Carry out preventive maintenance on schedule',
      'Keep technical records and spare-parts inventory',
    ],
    needs: [
      'Technical diploma or degree',
      'Ability to read technical drawings',
      'Willing to travel to islands',
    ],
  },
  'Marketing & Communications': {
    duties: [
      'Plan and run campaigns across social media, web and print',
      'Write content in Dhivehi and English',
      'Report on reach, engagement and leads',
    ],
    needs: [
      'Degree in marketing or communications',
      'Portfolio of campaigns',
      'Experience with Meta and Google ads',
    ],
  },
  'Healthcare & Medical': {
    duties: [
      'Provide safe, evidence-based care to patients',
      'Keep accurate clinical records',
      'Work with the multidisciplinary team, including on night shifts',
    ],
    needs: [
      'Registration with the Maldives Medical and Dental Council or Nursing and Midwifery Council',
      'BLS certification',
      'Compassion and professionalism',
    ],
  },
  Construction: {
    duties: [
      'Plan and supervise work on site to drawings and specifications',
      'Control quantities, quality and the programme',
      'Enforce health and safety on site',
    ],
    needs: [
      'Relevant engineering or construction qualification',
      'AutoCAD and MS Project',
      'Willing to stay on project islands',
    ],
  },
  'Skilled Labor': {
    duties: [
      'Carry out skilled work safely to the foreman’s instructions',
      'Look after tools and materials',
      'Keep the work area tidy',
    ],
    needs: [
      'Proven experience in the trade',
      'Physically fit',
      'Work permit transferable for foreign applicants',
    ],
  },
  'Education & Training': {
    duties: [
      'Plan and deliver lessons to the national curriculum',
      'Assess students and report to parents',
      'Take part in school activities and professional development',
    ],
    needs: [
      'Teaching qualification in the subject',
      'Registration with the Maldives Teacher Council',
      'Willing to be posted to an island school',
    ],
  },
  Administration: {
    duties: [
      'Handle correspondence, filing and records',
      'Organise meetings and minutes',
      'Process requests from the public',
    ],
    needs: ['Good Dhivehi and English writing', 'MS Office', 'Organised and reliable'],
  },
  Other: {
    duties: [
      'Support the team in daily operations',
      'Follow instructions and safety rules',
      'Report issues to the supervisor',
    ],
    needs: ['Reliable and punctual', 'Willing to learn'],
  },
};

interface JobLine {
  company: string;
  title: string;
  category: string;
  type: string;
  salary: string;
  location: string;
  qualification: string;
  experience: string;
}

/** 'company | title | category | type | salary range | location | qualification | experience' */
function parseJobLine(line: string): JobLine {
  const [company, title, category, type, salary, location, qualification, experience] = line.split(' | ');
  return { company, title, category, type, salary, location, qualification, experience } as JobLine;
}

/** Sixty published, open jobs. */
const OPEN_JOBS: JobLine[] = [
  'lagoon | Guest Service Agent | Front Office | Full-time | MVR 7000 - 9999 | Resort island | A Level | 1 - 2 years',
  'lagoon | Chef de Partie | Food & Beverages, Restaurant | Full-time | MVR 10000 - 14999 | Resort island | Diploma | 3 - 5 years',
  'lagoon | Commis Chef | Food & Beverages, Restaurant | Full-time | MVR 5000 - 6999 | Resort island | Certificate (Level 1-4) | Less than 1 year',
  'lagoon | Spa Therapist | Spa & Wellness | Contract | MVR 7000 - 9999 | Resort island | Certificate (Level 1-4) | 1 - 2 years',
  'lagoon | Dive Instructor | Marine & Diving | Full-time | MVR 15000 - 19999 | Raa | Certificate (Level 1-4) | 3 - 5 years',
  'lagoon | Housekeeping Supervisor | Housekeeping | Full-time | MVR 10000 - 14999 | Resort island | O Level | 3 - 5 years',
  "lagoon | Marine Biologist | Marine & Diving | Contract | MVR 15000 - 19999 | Raa | Bachelor's Degree | 1 - 2 years",
  "lagoon | Assistant Human Resources Manager | Human Resources | Full-time | MVR 20000 - 29999 | Resort island | Bachelor's Degree | 6 - 10 years",
  "sunset | Front Office Manager | Front Office | Full-time | MVR 30000 and above | Baa | Bachelor's Degree | 6 - 10 years",
  'sunset | Waiter / Waitress | Food & Beverages, Restaurant | Full-time | MVR 5000 - 6999 | Baa | O Level | No Experience',
  'sunset | Bartender | Food & Beverages, Restaurant | Full-time | MVR 7000 - 9999 | Baa | O Level | 1 - 2 years',
  'sunset | Room Attendant | Housekeeping | Full-time | Below MVR 5000 | Baa | Grade 7 | No Experience',
  'sunset | Boat Captain | Transport & Logistics | Full-time | MVR 10000 - 14999 | Baa | Certificate (Level 1-4) | 6 - 10 years',
  'sunset | Water Sports Attendant | Marine & Diving | Temporary | MVR 5000 - 6999 | Baa | O Level | Less than 1 year',
  'sunset | Security Officer | Security | Full-time | MVR 7000 - 9999 | Baa | O Level | 1 - 2 years',
  'harbour | Night Auditor | Accounting & Finance | Full-time | MVR 7000 - 9999 | Hulhumale | Diploma | 1 - 2 years',
  'harbour | Restaurant Supervisor | Food & Beverages, Restaurant | Full-time | MVR 10000 - 14999 | Hulhumale | A Level | 3 - 5 years',
  'harbour | Reservations Agent | Front Office | Part-time | MVR 5000 - 6999 | Hulhumale | A Level | Less than 1 year',
  'harbour | Hotel Operations Intern | Front Office | Internship | Not Stated | Hulhumale | A Level | No Experience',
  "mcb | Customer Service Officer | Customer Service | Full-time | MVR 10000 - 14999 | Male' | A Level | 1 - 2 years",
  'mcb | Teller | Accounting & Finance | Full-time | MVR 7000 - 9999 | Addu City | A Level | No Experience',
  "mcb | Credit Analyst | Accounting & Finance | Full-time | MVR 20000 - 29999 | Male' | Bachelor's Degree | 3 - 5 years",
  "mcb | Compliance Officer | Legal | Full-time | MVR 20000 - 29999 | Male' | Bachelor's Degree | 3 - 5 years",
  "mcb | IT Security Analyst | Information Technology | Full-time | MVR 30000 and above | Male' | Bachelor's Degree | 6 - 10 years",
  'mcb | Branch Teller | Accounting & Finance | Full-time | MVR 7000 - 9999 | Thinadhoo | A Level | No Experience',
  "mcb | Relationship Manager, SME Banking | Sales | Full-time | MVR 20000 - 29999 | Male' | Bachelor's Degree | 6 - 10 years",
  "ifl | Accounts Assistant | Accounting & Finance | Full-time | MVR 7000 - 9999 | Male' | Diploma | 1 - 2 years",
  "ifl | Recovery Officer | Accounting & Finance | Contract | MVR 10000 - 14999 | Male' | A Level | 1 - 2 years",
  "ifl | Sales Executive | Sales | Full-time | Negotiable | Male' | A Level | 1 - 2 years",
  "raajje | Network Engineer | Engineering, Mechanical, Technical | Full-time | MVR 20000 - 29999 | Male' | Bachelor's Degree | 3 - 5 years",
  "raajje | Software Developer | Information Technology | Full-time | MVR 20000 - 29999 | Hulhumale | Bachelor's Degree | 1 - 2 years",
  'raajje | Retail Sales Associate | Sales | Full-time | MVR 7000 - 9999 | Kulhudhuffushi | O Level | No Experience',
  "raajje | Customer Care Agent (Call Centre) | Customer Service | Part-time | MVR 5000 - 6999 | Male' | O Level | No Experience",
  "raajje | Digital Marketing Specialist | Marketing & Communications | Full-time | MVR 15000 - 19999 | Male' | Bachelor's Degree | 3 - 5 years",
  'raajje | Field Technician | Engineering, Mechanical, Technical | Full-time | MVR 10000 - 14999 | Fuvahmulah | Certificate (Level 1-4) | 1 - 2 years',
  "raajje | Data Analyst Intern | Information Technology | Internship | Below MVR 5000 | Male' | A Level | No Experience",
  "medica | Staff Nurse | Healthcare & Medical | Full-time | MVR 15000 - 19999 | Male' | Diploma | 1 - 2 years",
  "medica | Medical Officer | Healthcare & Medical | Full-time | MVR 30000 and above | Male' | Bachelor's Degree | 3 - 5 years",
  "medica | Pharmacist | Healthcare & Medical | Full-time | MVR 20000 - 29999 | Male' | Bachelor's Degree | 1 - 2 years",
  "medica | Laboratory Technologist | Healthcare & Medical | Full-time | MVR 15000 - 19999 | Male' | Diploma | 1 - 2 years",
  "medica | Patient Services Receptionist | Customer Service | Full-time | MVR 7000 - 9999 | Male' | A Level | Less than 1 year",
  "medica | Radiographer | Healthcare & Medical | Contract | MVR 20000 - 29999 | Male' | Bachelor's Degree | 3 - 5 years",
  "medica | Hospital Housekeeping Attendant | Housekeeping | Full-time | Below MVR 5000 | Male' | No Formal Education | No Experience",
  "coral | Site Engineer | Construction | Full-time | MVR 20000 - 29999 | Hulhumale | Bachelor's Degree | 3 - 5 years",
  "coral | Quantity Surveyor | Construction | Full-time | MVR 20000 - 29999 | Hulhumale | Bachelor's Degree | 3 - 5 years",
  'coral | Mason | Skilled Labor | Contract | MVR 7000 - 9999 | Hulhumale | Not Stated | 1 - 2 years',
  'coral | Heavy Vehicle Driver | Transport & Logistics | Full-time | MVR 10000 - 14999 | Hulhumale | O Level | 3 - 5 years',
  'coral | Health and Safety Officer | Construction | Full-time | MVR 15000 - 19999 | Villimale | Diploma | 3 - 5 years',
  'coral | Electrician | Skilled Labor | Full-time | MVR 10000 - 14999 | Hulhumale | Certificate (Level 1-4) | 1 - 2 years',
  "moe | Primary Teacher (English) | Education & Training | Full-time | MVR 10000 - 14999 | Laamu | Bachelor's Degree | No Experience",
  "moe | Secondary Teacher (Mathematics) | Education & Training | Full-time | MVR 15000 - 19999 | Haa Alif | Bachelor's Degree | 1 - 2 years",
  "moe | Leading Teacher | Education & Training | Full-time | MVR 20000 - 29999 | Male' | Master's Degree | 6 - 10 years",
  "moe | Administrative Officer | Administration | Full-time | MVR 10000 - 14999 | Male' | Diploma | 1 - 2 years",
  "moe | School Counsellor | Education & Training | Full-time | MVR 15000 - 19999 | Gaafu Dhaalu | Bachelor's Degree | 1 - 2 years",
  'moe | School Caretaker | Other | Part-time | Below MVR 5000 | Noonu | Grade 7 | No Experience',
  "adducouncil | Assistant Legal Officer | Legal | Full-time | MVR 10000 - 14999 | Addu City | Bachelor's Degree | No Experience",
  'adducouncil | Waste Management Officer | Administration | Full-time | MVR 7000 - 9999 | Addu City | O Level | 1 - 2 years',
  'adducouncil | Community Development Volunteer | Other | Volunteer | Not Stated | Addu City | A Level | No Experience',
  'seaplane | Aircraft Maintenance Technician | Engineering, Mechanical, Technical | Full-time | MVR 30000 and above | Kaafu | Diploma | 6 - 10 years',
  'seaplane | Ramp Agent | Transport & Logistics | Full-time | MVR 7000 - 9999 | Kaafu | O Level | No Experience',
].map(parseJobLine);

type Special = 'pending' | 'expired' | 'closed';
const OTHER_JOBS: [Special, JobLine][] = [
  [
    'pending',
    parseJobLine(
      'lagoon | Sommelier | Food & Beverages, Restaurant | Full-time | MVR 15000 - 19999 | Resort island | Certificate (Level 1-4) | 3 - 5 years',
    ),
  ],
  [
    'pending',
    parseJobLine(
      "coral | Project Manager | Construction | Full-time | MVR 30000 and above | Hulhumale | Bachelor's Degree | 6 - 10 years",
    ),
  ],
  [
    'pending',
    parseJobLine(
      "raajje | Cloud Engineer | Information Technology | Full-time | MVR 30000 and above | Male' | Bachelor's Degree | 3 - 5 years",
    ),
  ],
  [
    'expired',
    parseJobLine(
      'lagoon | Pastry Chef | Food & Beverages, Restaurant | Full-time | MVR 10000 - 14999 | Resort island | Diploma | 3 - 5 years',
    ),
  ],
  [
    'closed',
    parseJobLine(
      "mcb | Cash Officer | Accounting & Finance | Full-time | MVR 7000 - 9999 | Male' | A Level | 1 - 2 years",
    ),
  ],
];

/** Who is asked for what, by category. */
function requiredItemsFor(category: string, sector: string): Partial<Record<RequiredItemKey, boolean>> {
  const items: Partial<Record<RequiredItemKey, boolean>> = { identityOption: true };
  if (category !== 'Other' && category !== 'Skilled Labor') items.educationalOption = true;
  if (sector === 'Private (Tourism)') items.photographOption = true;
  if (!['Other', 'Education & Training'].includes(category)) items.employmentOption = true;
  if (
    ['Security', 'Accounting & Finance', 'Healthcare & Medical'].includes(category) ||
    sector.startsWith('Government')
  )
    items.policeOption = true;
  if (category === 'Transport & Logistics') items.drivingOption = true;
  return items;
}

function describeJob(
  title: string,
  postedAs: string,
  category: string,
  location: string,
  experience: string,
) {
  const text = CATEGORY_TEXT[category] ?? CATEGORY_TEXT.Other!;
  const place = location === 'Resort island' ? 'at our island resort' : `in ${location}`;
  const li = (xs: string[]) => `<ul>${xs.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`;
  const needs =
    experience === 'No Experience' ? text.needs : [`${experience} of relevant experience`, ...text.needs];
  return [
    `<p>${escapeHtml(postedAs)} is looking for a <strong>${escapeHtml(title)}</strong> to join the team ${escapeHtml(place)}.</p>`,
    '<p><strong>Key responsibilities</strong></p>',
    li(text.duties),
    '<p><strong>Requirements</strong></p>',
    li(needs),
    '<p>Interested candidates are requested to apply before the closing date. Only shortlisted candidates will be contacted.</p>',
  ].join('');
}

const SEEKER_NAMES = [
  'ahmed.shiyam',
  'fathimath.zahra',
  'ibrahim.naseem',
  'mariyam.shaufa',
  'hussain.riyaz',
  'aminath.nuha',
  'ali.shareef',
  'sadia.akter',
  'moosa.rasheed',
  'nimal.perera',
  'maria.santos',
  'hawwa.liusha',
  'mohamed.rasheed',
  'hidden.seeker',
  'ahmed.azim',
  'fathimath.reesha',
  'yoosuf.shafeeq',
  'aminath.shiuna',
  'mohamed.faisal',
  'rahul.menon',
];

/**
 * Demo companies, published jobs and jobseekers on an empty database (DEMO_DATA), in one transaction:
 * twelve employers (eight with a paid subscription), sixty open jobs plus two pending, one rejected, one expired
 * and one force-closed, the three DEMO_LOGINS and twenty more jobseekers.
 */
export async function seedDemoData(app: App): Promise<void> {
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  const [admin, employer, seeker, newSeeker] = DEMO_LOGINS as [DemoLogin, DemoLogin, DemoLogin, DemoLogin];
  // One argon2 hash per distinct password.
  const [adminHash, employerHash, seekerHash] = await Promise.all(
    [admin, employer, seeker].map((l) => hashPassword(l.password)),
  );

  const pkgs = await packagesByCode(app.db);
  const year = new Date(now).getUTCFullYear();

  await app.db.transaction(async (tx) => {
    const userRows = [
      {
        role: ROLES.admin,
        email: admin.email,
        passwordHash: adminHash!,
        verified: true,
        joinedDaysAgo: 3650,
      },
      {
        role: ROLES.jobseeker,
        email: seeker.email,
        passwordHash: seekerHash!,
        verified: true,
        joinedDaysAgo: 40,
      },
      {
        role: ROLES.jobseeker,
        email: newSeeker.email,
        passwordHash: seekerHash!,
        verified: true,
        joinedDaysAgo: 1,
      },
      ...COMPANIES.map((c) => ({
        role: ROLES.employer,
        email: c.email,
        passwordHash: employerHash!,
        verified: c.verifiedUser,
        joinedDaysAgo: c.joinedYearsAgo * 365 + 30,
      })),
      ...SEEKER_NAMES.map((name, i) => ({
        role: ROLES.jobseeker,
        email: `${name}@demo.mv`,
        passwordHash: seekerHash!,
        // Two jobseekers have not verified their email yet.
        verified: i % 9 !== 8,
        joinedDaysAgo: 5 + i * 23,
      })),
    ];
    const insertedUsers = await tx
      .insert(users)
      .values(
        userRows.map((u) => {
          const created = iso(now - u.joinedDaysAgo * DAY);
          return {
            role: u.role,
            email: u.email,
            passwordHash: u.passwordHash,
            emailVerifiedAt: u.verified ? created : null,
            createdAt: created,
            updatedAt: created,
          };
        }),
      )
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(insertedUsers.map((u) => [u.email, u.id]));

    const insertedCompanies = await tx
      .insert(companies)
      .values(
        COMPANIES.map((c) => {
          const created = iso(now - (c.joinedYearsAgo * 365 + 30) * DAY);
          return {
            userId: userIdByEmail.get(c.email)!,
            name: c.name,
            size: c.size,
            sector: c.sector,
            process: c.process,
            email: c.email,
            address: c.address,
            location: c.location,
            hrEmail: `hr@${c.website ? new URL(c.website).hostname : `${c.key}.example.mv`}`,
            hrPhone: c.hrPhone,
            phone: c.phone,
            website: c.website,
            introduction: c.introduction,
            whyWorkWithUs: c.whyWorkWithUs || null,
            foundedOn: c.foundedOn,
            contact: c.contact,
            designation: c.designation,
            subCompanies: c.subCompanies.map((name) => ({ name })),
            isVerified: c.isVerified,
            createdAt: created,
            updatedAt: created,
          };
        }),
      )
      .returning({ id: companies.id, name: companies.name, hrEmail: companies.hrEmail });
    const companyByKey = new Map(COMPANIES.map((c, i) => [c.key, { ...c, ...insertedCompanies[i]! }]));

    // Paid invoices and the subscriptions they activated. Annual plans started 1 to 5 months ago.
    const subscribed = COMPANIES.filter((c) => c.plan !== null);
    const starts = subscribed.map(
      (c, i) => now - (c.plan!.startsWith('annual') ? (30 + i * 17) * DAY : 8 * DAY),
    );
    const insertedInvoices = await tx
      .insert(invoices)
      .values(
        subscribed.map((c, i) => {
          const pkg = pkgs.get(c.plan!)!;
          const units = pkg.type === PACKAGE_TYPES.annual ? 1 : (c.ppjUnits ?? 1);
          return {
            companyId: companyByKey.get(c.key)!.id,
            packageId: pkg.id,
            package: pkg.type,
            noOfJobs: units,
            tin: i % 3 === 0 ? `10${String(1000 + i * 37)}GST501` : null,
            amountMinor: pkg.pricePerUnitMinor * units,
            currency: CURRENCIES.MVR,
            paidAt: iso(starts[i]!),
            createdAt: iso(starts[i]! - 2 * DAY),
            updatedAt: iso(starts[i]!),
          };
        }),
      )
      .returning({ id: invoices.id });
    const insertedSubs = await tx
      .insert(subscriptions)
      .values(
        subscribed.map((c, i) => {
          const pkg = pkgs.get(c.plan!)!;
          const annual = pkg.type === PACKAGE_TYPES.annual;
          const jobsPosted = OPEN_JOBS.filter((j) => j.company === c.key).length;
          return {
            companyId: companyByKey.get(c.key)!.id,
            packageId: pkg.id,
            invoiceId: insertedInvoices[i]!.id,
            type: pkg.type,
            startsAt: iso(starts[i]!),
            expiresAt: iso(starts[i]! + pkg.durationDays * DAY),
            jobsTotal: annual ? null : (c.ppjUnits ?? 1),
            jobsUsed: annual ? 0 : jobsPosted,
            createdAt: iso(starts[i]!),
          };
        }),
      )
      .returning({ id: subscriptions.id, companyId: subscriptions.companyId, type: subscriptions.type });
    const subByCompany = new Map(insertedSubs.map((s) => [s.companyId, s]));

    // The jobs: created over the last four weeks (pay-per-job ones within their subscription), newest
    // last in the list; each closes 3 to 6 weeks after it was posted and always in the future.
    const lines: { special: Special | null; line: JobLine }[] = [
      ...OPEN_JOBS.map((line) => ({ special: null, line })),
      ...OTHER_JOBS.map(([special, line]) => ({ special, line })),
    ];
    const jobRows = lines.map(({ special, line }, i) => {
      const { company: key, title, category, type, salary, location, qualification, experience } = line;
      const company = companyByKey.get(key)!;
      const sub = subByCompany.get(company.id) ?? null;
      const payPerJob = sub?.type === PACKAGE_TYPES.payPerJob;
      let created = now - ((i * 7) % (payPerJob ? 8 : 28)) * DAY - ((i * 5) % 23) * HOUR - (i % 50) * 60_000;
      let expires = Math.max(
        created + (payPerJob ? 20 : 21 + ((i * 3) % 22)) * DAY,
        now + 2 * DAY + i * HOUR,
      );
      let approved: number = JOB_APPROVAL.approved;
      let active = true;
      if (special === 'pending') {
        created = now - (i % 3) * HOUR - 2 * HOUR;
        expires = now + 30 * DAY;
        approved = JOB_APPROVAL.pending;
      } else if (special === 'expired') {
        created = now - 40 * DAY;
        expires = now - 3 * DAY;
      } else if (special === 'closed') {
        created = now - 6 * DAY;
        expires = now + 24 * DAY;
        active = false;
      }
      // Sub companies post some of the jobs under their own name.
      const sibling = company.subCompanies.find((s) =>
        category === 'Marine & Diving' ? /dive/i.test(s) : category === 'Sales' ? /retail/i.test(s) : false,
      );
      const postedAs = sibling ?? company.name;
      const government = company.sector.startsWith('Government');
      return {
        companyId: company.id,
        subsId: sub?.id ?? null,
        title,
        description: describeJob(title, postedAs, category, location, experience),
        sector: company.sector,
        category,
        type,
        refNo:
          government || key === 'mcb'
            ? `${key.toUpperCase()}/HR/${year}/${String(i + 1).padStart(3, '0')}`
            : null,
        positions: ['01', '02', '01', '03', '01', '05', '11+', 'Not stated'][i % 8]!,
        salaryRange: salary,
        location,
        qualification,
        experience,
        companyName: postedAs,
        interviewStartsOn: government && special === null ? iso(expires + 7 * DAY) : null,
        expiredAt: iso(expires),
        approved,
        approvedAt: approved === JOB_APPROVAL.approved ? iso(created + 3 * HOUR) : null,
        active,
        reqEmail: i % 4 === 0 || government ? company.hrEmail : null,
        // A few employers take applications only as their advert says (by email or in person).
        preventOnlineApplication: key === 'adducouncil' && title.startsWith('Waste'),
        preventInternationalApplicants: government || category === 'Legal',
        requiredItems: requiredItemsFor(category, company.sector),
        createdAt: iso(created),
        updatedAt: iso(created),
      };
    });
    await tx.insert(jobs).values(jobRows);
  });
  // The operators' queue is not empty after `npm start`: the harbour hotel's slip waits for approval.
  await seedPendingPayment(app, 'careers.harbourhotel@demo.mv', now);
  // Every job state can be seen: an advert PDF, an application form, and a rejected job with its reason.
  await seedDemoJobFiles(app);
  // The demo jobseeker has a complete profile with a photo and documents (issue 10).
  await seedDemoSeekerProfile(app, seeker.email);
  // Candidates with complete profiles, and applications to the demo employer's jobs in every state (issue 11).
  await seedDemoApplications(app, now);
  // Two bank job form submissions for the operators' console (issue 12).
  await seedDemoJobFormSubmissions(app, now);
}

/** The plans of SPEC §9 by code; seeds them first if this database has none yet. */
async function packagesByCode(db: Db) {
  const codes: Plan[] = ['annual-private', 'annual-tourism', 'payper-private', 'payper-tourism'];
  let rows = await db.select().from(packages).where(inArray(packages.code, codes));
  if (rows.length < codes.length) {
    await seedReferenceData(db);
    rows = await db.select().from(packages).where(inArray(packages.code, codes));
  }
  return new Map(rows.map((p) => [p.code, p]));
}
