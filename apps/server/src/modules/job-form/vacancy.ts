import { JOB_FORM_BRANCHES } from '@portal/shared/rules/job-form';

// The one vacancy of the bank job form (SPEC §2.3, §9: an Assistant post, ages 18 to 25). The text is
// fixed; only the closing date is a setting (service.ts).

export const VACANCY = {
  title: 'Assistant',
  employer: 'Maldives Commerce Bank',
  location: "Branches in Male', Hulhumale, Maamigili and Hithadhoo",
  employment_type: 'Full time, permanent after a six-month probation',
  age_min: 18,
  age_max: 25,
  salary: 'MVR 9,500 a month with allowances, medical cover and staff loan benefits',
  summary:
    'We are looking for young Maldivians who enjoy helping people to join our branch teams as Assistants. ' +
    'You will serve customers at the counter, open accounts and support the branch with cash and card ' +
    'services. Full training is given at our Male’ training centre.',
  duties: [
    'Welcome customers and answer their questions about accounts, cards and mobile banking.',
    'Open accounts and update customer records, checking identity documents.',
    'Support tellers with deposits, withdrawals and remittances under supervision.',
    'Help customers register for internet and mobile banking.',
    'Keep the branch’s files and forms in order and follow the bank’s compliance rules.',
  ],
  requirements: [
    'Maldivian citizen aged 18 to 25 on the closing date.',
    'At least 4 passes at O’Level (or equivalent), including English and Mathematics; A’Level is an advantage.',
    'Good spoken and written Dhivehi and English.',
    'Friendly, honest and willing to work shifts, including some Saturdays.',
    'Able to work at the preferred branch (staff may be transferred between branches).',
  ],
  documents: [
    'The completed and signed application form',
    'A copy of the National ID card (both sides)',
    'Copies of educational certificates',
    'An up-to-date CV',
    'Reference letters (optional)',
  ],
  branches: [...JOB_FORM_BRANCHES],
};
