/** What each category's adverts say about the work and the candidate. */
export const CATEGORY_TEXT: Record<string, { duties: string[]; needs: string[] }> = {
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

export interface JobLine {
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
export const OPEN_JOBS: JobLine[] = [
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
  // An advert in Dhivehi (issue 31), as councils write them; its description is DHIVEHI_DESCRIPTIONS'.
  'adducouncil | އިދާރީ އެސިސްޓެންޓް | Administration | Full-time | MVR 7000 - 9999 | Addu City | O Level | No Experience',
  'seaplane | Aircraft Maintenance Technician | Engineering, Mechanical, Technical | Full-time | MVR 30000 and above | Kaafu | Diploma | 6 - 10 years',
  'seaplane | Ramp Agent | Transport & Logistics | Full-time | MVR 7000 - 9999 | Kaafu | O Level | No Experience',
].map(parseJobLine);

export type Special = 'pending' | 'expired' | 'closed';
/** Three pending (demo-job-files.ts rejects one of them), one expired and one force-closed job. */
export const OTHER_JOBS: [Special, JobLine][] = [
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

/**
 * The adverts written in Dhivehi (issue 31), by title: their own description instead of the English one
 * describeJob() writes, so the demo shows a Thaana advert read right to left.
 */
export const DHIVEHI_DESCRIPTIONS: Record<string, string> = {
  'އިދާރީ އެސިސްޓެންޓް': [
    '<p>އައްޑޫ ސިޓީ ކައުންސިލްގެ އިދާރާއަށް <strong>އިދާރީ އެސިސްޓެންޓް</strong> މަޤާމަށް މީހަކު ބޭނުންވެއްޖެއެވެ.</p>',
    '<p><strong>ވަޒީފާގެ މަސްއޫލިއްޔަތުތައް</strong></p>',
    '<ul><li>ކައުންސިލަށް ލިބޭ ސިޓީތަކާއި ފޯމުތައް ރަޖިސްޓްރީކޮށް ފައިލްކުރުން</li>',
    '<li>ރައްޔިތުންނަށް ކައުންޓަރުން ޚިދުމަތް ދިނުން</li>',
    '<li>ބައްދަލުވުންތަކުގެ ޔައުމިއްޔާ ލިޔުން</li></ul>',
    '<p><strong>ޝަރުތުތައް</strong></p>',
    '<ul><li>ސާނަވީ ތަޢުލީމު ފުރިހަމަކޮށްފައިވުން</li>',
    '<li>ދިވެހި ބަހާއި އިނގިރޭސި ބަހުން ލިޔަން ކިޔަން އެނގުން</li>',
    '<li>ކޮމްޕިއުޓަރު ބޭނުންކުރަން އެނގުން</li></ul>',
    '<p>މި މަޤާމަށް އެދޭ ފަރާތްތަކުން ސީވީ އާއި ދިވެހި ރައްޔިތެއްކަން އަންގައިދޭ ކާޑުގެ ކޮޕީއާއެކު ސުންގަޑި ހަމަވުމުގެ ކުރިން ހުށަހަޅުއްވާށެވެ.</p>',
  ].join(''),
};
