// The Terms of Use and Privacy Policy (SPEC §2.3 Terms), as text: the page's layout is tos-page.tsx and
// components/terms-text.tsx. Each section has an id for the table of contents. A block is a paragraph, a
// list or a small heading; its text may hold {app} (the portal's name), {support} (the support address, as
// a mail link), {supportPhone}, **bold** and [a link](/path) within the site.

export const TERMS_LAST_UPDATED = '22 Nov 2026';

export type TermsBlock = string | { list: string[] } | { heading: string };

export interface TermsSection {
  id: string;
  title: string;
  part: 'terms' | 'privacy';
  blocks: TermsBlock[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'introduction',
    part: 'terms',
    title: '1. About these terms',
    blocks: [
      '{app} is an online job board for the Maldives that connects jobseekers with employers. These Terms of Use govern your access to and use of the website, its applications and every service offered through it (together, "the Service"). By creating an account, posting a job, building a profile, applying for a job or otherwise using the Service, you agree to these terms and to the Privacy Policy below. If you do not agree, please do not use the Service.',
      '"Jobseeker" means a person who uses the Service to look for work. "Employer" means a company, organisation or government office that uses the Service to advertise vacancies and recruit staff, and any person acting on its behalf. "User" means anyone who uses the Service, whether or not they have an account.',
      'We may update these terms from time to time. When we make a material change we will say so on the Service or by email. Continuing to use the Service after a change takes effect means that you accept the updated terms.',
    ],
  },
  {
    id: 'accounts',
    part: 'terms',
    title: '2. Accounts and eligibility',
    blocks: [
      'You must give accurate information when you register and keep it up to date. Each account is for one person or one organisation. You are responsible for keeping your password confidential and for everything that is done with your account; tell us at once at {support} if you think someone else has used it.',
      'Employers must register with an official company email address. The email address of an employer account cannot be changed after registration, so that the people who apply can trust who they are dealing with. Employer accounts may be verified by our team; a verified badge shows that we have checked that the account belongs to the organisation it names. It is not an endorsement of the employer or of any vacancy.',
    ],
  },
  {
    id: 'prohibited-conduct',
    part: 'terms',
    title: '3. Prohibited conduct for all users',
    blocks: [
      'Whether you are a jobseeker, an employer or a visitor, you agree not to:',
      {
        list: [
          'give false, inaccurate or misleading information, or impersonate any person or organisation;',
          'post or send anything unlawful, defamatory, discriminatory, obscene, threatening, harassing or otherwise offensive;',
          'collect, copy or harvest information about other users, including email addresses, phone numbers or profiles, by automated means or otherwise, except as these terms allow;',
          'send unsolicited messages, advertising, chain letters or any other form of spam through the Service or to people you found on it;',
          'upload viruses, malware or any file or code designed to damage, interrupt or gain unauthorised access to any system;',
          'probe, scan or test the security of the Service, overload it, or interfere with its normal working, including by scraping or crawling it in a way that burdens it;',
          'use another person’s account, share your login with others, or create accounts by automated means;',
          'charge jobseekers any fee for applying to a job or for being considered for employment;',
          'use the Service for any purpose other than genuine recruitment and job searching.',
        ],
      },
      'We may remove content, restrict features or suspend or close any account that breaks these rules, with or without notice, and we may report unlawful activity to the relevant authorities.',
    ],
  },
  {
    id: 'employer-terms',
    part: 'terms',
    title: '4. Terms for employers',
    blocks: [
      'Employers may subscribe to an annual plan or buy pay-per-job ads as described on the [pricing page](/pricing). Invoices are paid by bank transfer; a plan becomes active once the payment has been confirmed. Annual plans are active for 365 days and include access to the talent pool; pay-per-job ads are live for 20 days and do not include talent pool access. Fees are not refundable once a plan has been activated or an ad has been published, except where the law requires otherwise.',
      { heading: 'Use of talent pool data' },
      'Employers with an active annual subscription can search the talent pool and view jobseeker profiles. You may use the information you see in the talent pool, and in the applications you receive, only to consider candidates for genuine vacancies in your own organisation. You must not sell, share, publish, disclose or pass it on to any third party, including recruitment agencies and other employers; you must not add it to mailing lists or use it for marketing; and you must delete it when it is no longer needed for the recruitment for which it was obtained. You are responsible for handling candidates’ personal data lawfully and securely.',
      { heading: 'Contacting candidates' },
      'You may contact a jobseeker about a specific opportunity. To protect jobseekers from unwanted mail, we may limit or restrict the number of emails and messages an employer can send through the Service, and we may suspend access to the talent pool of an employer whose messages receive complaints.',
      { heading: 'Responsibility for hiring' },
      'You are solely responsible for your job ads, for your recruitment decisions and for complying with the employment, immigration and anti-discrimination laws of the Maldives.',
    ],
  },
  {
    id: 'job-posting-rules',
    part: 'terms',
    title: '5. Job posting rules',
    blocks: [
      'Every job ad must describe a real, currently open vacancy with the employer named on the ad. In particular:',
      {
        list: [
          '**No hyperlinks.** Job descriptions must not contain links to other websites, application portals or social media pages. Tell applicants how to apply through the Service, or by the email address given on the ad.',
          '**No misleading keywords.** Titles, descriptions and categories must reflect the actual job. Do not add unrelated keywords, company names or job titles to make the ad appear in more searches.',
          '**One job per posting.** Each ad is for one position or one group of identical positions. Do not advertise several different jobs in one ad, and do not post the same job several times.',
          'Salary, location, job type, qualification and experience must be stated truthfully; "Not stated" or "Negotiable" may be chosen where appropriate.',
          'Attachments must be the job advert or the employer’s application form, in the formats the Service accepts.',
        ],
      },
      'Ads are reviewed before publication. We may edit the category or formatting of an ad, refuse it, or remove it at any time if we believe it breaks these rules. Published ads may also be shared on partner career sites and on our social media channels.',
    ],
  },
  {
    id: 'prohibited-job-uses',
    part: 'terms',
    title: '6. Prohibited uses of job postings',
    blocks: [
      'Job postings must not be used to:',
      {
        list: [
          'advertise vacancies that do not exist, or collect CVs and personal data for any purpose other than filling the advertised position;',
          'promote franchises, pyramid or multi-level marketing schemes, "get rich quick" offers, or business opportunities that require the applicant to pay or invest;',
          'ask applicants for money, bank details, or copies of identity documents before a genuine offer of employment;',
          'advertise the services of a recruitment agency to jobseekers, or sell training courses, products or services;',
          'discriminate unlawfully on the grounds of race, colour, religion, sex, national origin, age, disability or any other protected characteristic;',
          'advertise work that is illegal, or that involves adult content, gambling or the exploitation of workers;',
          'direct applicants to another job board or website.',
        ],
      },
      'Jobseekers who come across a posting that seems to break these rules are asked to report it to {support}.',
    ],
  },
  {
    id: 'jobseeker-terms',
    part: 'terms',
    title: '7. Terms for jobseekers',
    blocks: [
      'Creating a profile and applying for jobs is free for jobseekers. When you build your profile and apply, you agree that:',
      {
        list: [
          '**Your profile is accurate.** Your name, qualifications, work experience, skills, languages and documents must be true and your own. Misrepresentation may lead to the removal of your profile.',
          '**No contact details in your profile text.** Do not put phone numbers, email addresses, social media handles or links in your introduction, experience or other free-text fields. Employers reach you through the contact details held in your account.',
          '**National ID is optional.** You do not have to give your national identity card number or upload your ID to use the Service. Only provide it when a specific employer asks for it as part of an application.',
          '**Who can see your profile.** Your profile is visible only to verified employers with an active subscription, and to the employers you apply to. It is not shown to the public or to search engines. You can hide your profile from the talent pool at any time in your privacy settings.',
          '**Employers may contact you.** Verified employers who find your profile suitable may contact you about job opportunities using the details in your account.',
        ],
      },
      'We do not guarantee that you will be offered an interview or a job, and we are not a party to any employment relationship that may result. Check every offer carefully and never pay money to be considered for a job.',
    ],
  },
  {
    id: 'content',
    part: 'terms',
    title: '8. Your content and our service',
    blocks: [
      'You keep ownership of the content you upload, such as job ads, profiles, CVs and documents. You give us a non-exclusive licence to host, store, display and share it as needed to run the Service: for example, to show your job ad to jobseekers and partner sites, or to send your application to the employer you chose.',
      'The Service, its design, software and the {app} name are ours or our licensors’. We provide the Service "as is" and, as far as the law allows, we are not liable for the content of job ads or profiles, for the conduct of employers or jobseekers, or for any indirect or consequential loss. We aim to keep the Service available but do not promise that it will be uninterrupted or error-free.',
    ],
  },
  {
    id: 'account-deletion',
    part: 'terms',
    title: '9. Account deletion and inactive accounts',
    blocks: [
      'You can ask us to delete your account at any time by writing to {support} from the email address of the account. When an account is deleted, its data is marked as deleted: it is no longer shown to anyone on the Service, your profile is removed from the talent pool and your job ads are taken down. Records that we must keep by law, such as invoices and payments, are retained for the period the law requires; other data is permanently erased after a short period kept for recovery and to resolve disputes.',
      'Accounts that have not been used for a long period may be deleted in the same way. Where possible we will email you before an inactive account is deleted, so that you can keep it by logging in.',
      'We may also suspend or delete accounts that break these terms. Applications you have already sent remain with the employers who received them.',
    ],
  },
  {
    id: 'governing-law',
    part: 'terms',
    title: '10. Governing law and contact',
    blocks: [
      'These terms are governed by the laws of the Republic of Maldives, and the courts of the Maldives have jurisdiction over any dispute arising from them. Questions about these terms can be sent to {support} or by phone to {supportPhone}.',
    ],
  },
  {
    id: 'privacy-data',
    part: 'privacy',
    title: '11. Information we collect',
    blocks: [
      'We collect only what we need to run a job board:',
      {
        list: [
          '**Account data:** your email address, a securely hashed password, your role and whether your email address has been verified.',
          '**Jobseeker data:** your name, phone number, gender, nationality, date of birth, employment status, qualifications, work experience with referees, skills, languages, photo, CV, certificates, reference letters, job preferences and the applications and cover letters you send.',
          '**Employer data:** company details, contact person, phone numbers, logo, job ads, subscriptions, invoices and payment slips.',
          '**Technical data:** log records of requests to our servers (such as IP address, browser and time), kept for security and troubleshooting. The website stores your login token in your browser’s local storage; we do not use advertising or tracking cookies.',
        ],
      },
    ],
  },
  {
    id: 'privacy-use',
    part: 'privacy',
    title: '12. How we use and share information',
    blocks: [
      'We use your information to:',
      {
        list: [
          'create and secure your account and let you log in;',
          'show your job ads to jobseekers, and your profile to the employers allowed to see it;',
          'send your applications, with the documents you chose, to the employer of the job;',
          'send you service emails, such as email verification, password resets, application notices, invoices and approval notices;',
          'prevent fraud and abuse, and keep the Service running and improving.',
        ],
      },
      'We share jobseeker profiles only with the employers described in section 7 and with the employers you apply to. Published job ads are public and may be shared with partner career sites and social media. We use service providers for hosting, email delivery and file storage, who process data only on our instructions. We do not sell personal data, and we disclose it to authorities only when the law requires.',
    ],
  },
  {
    id: 'privacy-security',
    part: 'privacy',
    title: '13. Security and retention',
    blocks: [
      'Passwords are stored as one-way hashes, connections are encrypted, and uploaded documents are served only to the people entitled to see them. We keep your data for as long as your account is active and as described in section 9 after it is deleted. No system is perfectly secure: please use a strong, unique password and log out on shared computers.',
    ],
  },
  {
    id: 'privacy-rights',
    part: 'privacy',
    title: '14. Your choices and rights',
    blocks: [
      'You can view and correct most of your data yourself from your profile or company pages. Jobseekers can hide their profile from the talent pool in their privacy settings at any time. You can ask us for a copy of your data, ask us to correct or delete it, or object to a use of it, by writing to {support}. We will answer within a reasonable time.',
      'We may update this Privacy Policy together with the Terms of Use; the date of the latest version is shown at the top of this page.',
    ],
  },
];
