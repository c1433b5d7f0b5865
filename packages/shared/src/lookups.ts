// Lookup values to seed (LOOKUPS.md). Order is the order of the dropdowns.

const EXPERIENCE = [
  'No Experience',
  'Less than 1 year',
  '1 - 2 years',
  '3 - 5 years',
  '6 - 10 years',
  'More than 10 years',
];

export const LOOKUP_VALUES = {
  gender: ['Male', 'Female'],
  nationality: [
    'Maldives',
    'Bangladesh',
    'India',
    'Sri Lanka',
    'Nepal',
    'Philippines',
    'Pakistan',
    'Indonesia',
    'Thailand',
    'Other',
  ],
  qualifications: [
    'Not Stated',
    'No Formal Education',
    'Grade 7',
    'O Level',
    'A Level',
    'Certificate (Level 1-4)',
    'Diploma',
    'Advanced Diploma',
    "Bachelor's Degree",
    "Master's Degree",
    'Doctorate',
  ],
  experience: EXPERIENCE,
  experience_duration: EXPERIENCE,
  rate_employer_role: ['Employed', 'Unemployed', 'Self-employed', 'Student', 'Freelancer'],
  work_sectors: ['Private (Others)', 'Private (Tourism)', 'Government / Civil Service'],
  work_categories: [
    'Accounting & Finance',
    'Administration',
    'Construction',
    'Customer Service',
    'Education & Training',
    'Engineering, Mechanical, Technical',
    'Food & Beverages, Restaurant',
    'Front Office',
    'Healthcare & Medical',
    'Housekeeping',
    'Human Resources',
    'Information Technology',
    'Legal',
    'Marine & Diving',
    'Marketing & Communications',
    'Sales',
    'Security',
    'Skilled Labor',
    'Spa & Wellness',
    'Transport & Logistics',
    'Other',
  ],
  job_types: ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Volunteer'],
  salary_range: [
    'Not Stated',
    'Negotiable',
    'Below MVR 5000',
    'MVR 5000 - 6999',
    'MVR 7000 - 9999',
    'MVR 10000 - 14999',
    'MVR 15000 - 19999',
    'MVR 20000 - 29999',
    'MVR 30000 and above',
  ],
  preferred_locations: [
    "Male'",
    'Hulhumale',
    'Villimale',
    'Addu City',
    'Fuvahmulah',
    'Kulhudhuffushi',
    'Thinadhoo',
    'Resort island',
    'Haa Alif',
    'Haa Dhaalu',
    'Shaviyani',
    'Noonu',
    'Raa',
    'Baa',
    'Lhaviyani',
    'Kaafu',
    'Alif Alif',
    'Alif Dhaal',
    'Vaavu',
    'Meemu',
    'Faafu',
    'Dhaalu',
    'Thaa',
    'Laamu',
    'Gaafu Alif',
    'Gaafu Dhaalu',
    'Gnaviyani',
    'Seenu',
    'Anywhere in Maldives',
    'Overseas',
  ],
} as const satisfies Record<string, readonly string[]>;

export type LookupField = keyof typeof LOOKUP_VALUES;
export const LOOKUP_FIELDS = Object.keys(LOOKUP_VALUES) as LookupField[];

/** Each list's name as the operators read it (the lookup values editor, the log of their changes). */
export const LOOKUP_FIELD_LABELS: Record<LookupField, string> = {
  gender: 'Gender',
  nationality: 'Nationality',
  qualifications: 'Qualifications',
  experience: 'Experience (jobs)',
  experience_duration: 'Experience (jobseekers)',
  rate_employer_role: 'Employment status',
  work_sectors: 'Sectors',
  work_categories: 'Categories',
  job_types: 'Job types',
  salary_range: 'Salary ranges',
  preferred_locations: 'Locations',
};

/**
 * Values the product's rules depend on: they may be reordered but never renamed or removed ('Maldives'
 * is what the Maldivians-only rule compares against; the sectors choose the plans and their prices).
 */
export const PROTECTED_LOOKUP_VALUES: Partial<Record<LookupField, readonly string[]>> = {
  nationality: ['Maldives'],
  work_sectors: ['Private (Others)', 'Private (Tourism)', 'Government / Civil Service'],
};

export function isProtectedLookupValue(field: string, value: string): boolean {
  return (PROTECTED_LOOKUP_VALUES[field as LookupField] ?? []).includes(value);
}
