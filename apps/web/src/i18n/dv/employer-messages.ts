// The Dhivehi of the signed-in employer's area (issue 31, decision 0058 amended 2026-12-01): the
// sidebar, Jobs (/jobs) and the job form (/post-job, /edit-job, /repost-job). Apart from ./messages.ts,
// as ./seeker-messages.ts is, for the bytes: only the employer area's code imports it
// (../employer-texts.ts), so it never rides in a public page's first load or in the Dhivehi chunk a
// public Dhivehi page loads before its first render. Keyed by the English text the code shows (SPEC's,
// exact); employer-messages.test.ts checks each is Thaana with its placeholders kept, and that every key
// the employer code uses has a Dhivehi text here or in ./messages.ts. One word for one thing:
// docs/i18n/glossary.md. To be reviewed by a native speaker before launch.
export const employerMessages = {
  // The sidebar (app/layouts/employer-layout.tsx). 'Jobs', 'Post a Job' and 'Talent Pool' are the main catalogue's.
  'Company Profile': 'ކުންފުނީގެ ޕްރޮފައިލް',
  Subscriptions: 'ސަބްސްކްރިޕްޝަންސް',
  'Job Applications': 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް',
  'Message Templates': 'މެސެޖުގެ ނަމޫނާތައް',
  Menu: 'މެނޫ',

  // The notice unverified employers see (components/unverified-warning.tsx).
  'Your account is not activated. Please verify your email address: we sent a link to {email}.':
    'ތިބާގެ އެކައުންޓް އަދި އެކްޓިވޭޓް ކުރެވިފައެއް ނުވޭ. ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ: {email} އަށް ލިންކެއް ފޮނުވައިފީމު.',
  'Resend Now': 'އަލުން ފޮނުވާ',

  // Jobs (/jobs): the filters, a job's row, its state and its applicants per stage.
  'Your account is not activated: verify your email address to see and post jobs.':
    'ތިބާގެ އެކައުންޓް އަދި އެކްޓިވޭޓް ކުރެވިފައެއް ނުވޭ: ވަޒީފާތައް ބެލުމަށާއި ޖެހުމަށް ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ.',
  'Filters ({n})': 'ފިލްޓަރު ({n})',
  'Title or reference': 'ވަޒީފާގެ ނަން ނުވަތަ ރެފަރެންސް ނަންބަރު',
  Status: 'ހާލަތު',
  All: 'ހުރިހާ',
  Active: 'ހުޅުވާލާފައި',
  Pending: 'ހުއްދައަށް މަޑުކުރަނީ',
  Expired: 'މުއްދަތު ހަމަވެއްޖެ',
  'Expired!': 'މުއްދަތު ހަމަވެއްޖެ!',
  Rejected: 'ރަދްދުކުރެވިއްޖެ',
  Published: 'ޝާއިޢު ކުރެވިއްޖެ',
  Closed: 'ބަންދުކުރެވިފައި',
  'posted {date}': '{date} ގައި ޖެހި',
  'closes {date}': 'ސުންގަޑި {date}',
  '{count} view': '{count} ފަހަރު ބަލާލެވިފައި',
  '{count} views': '{count} ފަހަރު ބަލާލެވިފައި',
  '{count} application': '{count} އެޕްލިކޭޝަން',
  '{count} applications': '{count} އެޕްލިކޭޝަން',
  'Rejected:': 'ރަދްދުކުރެވުނު:',
  'Edit the job to resubmit it.': 'އަލުން ހުށަހެޅުމަށް ވަޒީފާ އިސްލާހު ކުރައްވާ.',
  Stats: 'އަދަދުތައް',
  'Hide stats': 'އަދަދުތައް ފޮރުވާ',
  'Stats: {title}': 'އަދަދުތައް: {title}',
  'Hide stats: {title}': 'އަދަދުތައް ފޮރުވާ: {title}',
  'Share job': 'ވަޒީފާ ހިއްސާ ކުރޭ',
  Edit: 'އިސްލާހު ކުރޭ',
  'Force Close': 'މިހާރު ބަންދުކުރޭ',
  Repost: 'އަލުން ޖަހާ',
  'Applicants by stage': 'ކޮންމެ މަރުޙަލާއެއްގައި ތިބި އެޕްލިކަންޓުން',
  New: 'އައު',
  Reviewed: 'ރިވިއު ކުރެވިއްޖެ',
  Shortlisted: 'ޝޯޓްލިސްޓް ކުރެވިއްޖެ',
  Interview: 'އިންޓަވިއު',
  Offer: 'ވަޒީފާ ހުށަހެޅުން',
  Hired: 'ވަޒީފާއަށް ނެގުނު',
  'Not selected': 'ހޮވިފައެއް ނުވޭ',

  // Closing a job early, and closing its pipeline (the two modals).
  'Close this job?': 'މި ވަޒީފާ ބަންދުކުރަންތަ؟',
  '“{title}” stops taking applications and leaves the job board now. You can repost it later.':
    '“{title}” އަށް މިހާރުން ފެށިގެން އެޕްލިކޭޝަން ބަލައެއް ނުގަނެވޭނެ، އަދި ވަޒީފާތަކުގެ ލިސްޓުން ފޮރުވޭނެ. ފަހުން އަލުން ޖެހޭނެ.',
  Cancel: 'ކެންސަލް ކުރޭ',
  'Mark {n} remaining not selected': 'ބާކީ {n} މީހުން ހޮވިފައެއް ނުވާ ކަމަށް ލާ',
  'Mark {n} remaining applicant not selected?': 'ބާކީ {n} އެޕްލިކަންޓް ހޮވިފައެއް ނުވާ ކަމަށް ލާންތަ؟',
  'Mark {n} remaining applicants not selected?': 'ބާކީ {n} އެޕްލިކަންޓުން ހޮވިފައެއް ނުވާ ކަމަށް ލާންތަ؟',
  'Mark not selected': 'ހޮވިފައެއް ނުވާ ކަމަށް ލާ',
  'Everyone still at New, Reviewed, Shortlisted, Interview or Offer for “{title}” is emailed that the company will not continue with their application. Hired applicants stay as they are.':
    '“{title}” ގައި އަދިވެސް އައު، ރިވިއު، ޝޯޓްލިސްޓް، އިންޓަވިއު ނުވަތަ ވަޒީފާ ހުށަހެޅުމުގެ މަރުޙަލާގައި ތިބި ކޮންމެ މީހަކަށް، ކުންފުނިން އެމީހެއްގެ އެޕްލިކޭޝަން ކުރިއަށް ނުގެންދާނެކަން އީމެއިލުން އަންގާނެ. ވަޒީފާއަށް ނެގުނު އެޕްލިކަންޓުން ތިބޭނީ އެތިބި ގޮތަށް.',

  // A job's numbers per day (the stats panel).
  'The numbers could not be loaded. Please try again.': 'އަދަދުތައް ލޯޑެއް ނުކުރެވުނު. އަލުން މަސައްކަތް ކުރައްވާ.',
  'Numbers start on the day the job is published.': 'އަދަދުތައް ފެށޭނީ ވަޒީފާ ޝާއިޢު ކުރެވޭ ދުވަހުން.',
  'Conversion: {rate} of views became applications': 'ބަލާލި ފަހަރުތަކުގެ {rate} އެޕްލިކޭޝަނަށް ވީ',
  '{title}: views and applications per day': '{title}: ދުވާލަކު ބަލާލި ފަހަރާއި އެޕްލިކޭޝަންތައް',
  'Since {date}: {summary}': '{date} އިން ފެށިގެން: {summary}',
  Views: 'ބަލާލި ފަހަރު',
  Applications: 'އެޕްލިކޭޝަންތައް',
  Date: 'ތާރީޚު',

  // The job form (/post-job, /edit-job/{id}, /repost-job/{id}). The lookups' labels are the main catalogue's.
  'Edit Job': 'ވަޒީފާ އިސްލާހު ކުރޭ',
  'Repost Job': 'ވަޒީފާ އަލުން ޖަހާ',
  'Your account is not activated: verify your email address to post jobs.':
    'ތިބާގެ އެކައުންޓް އަދި އެކްޓިވޭޓް ކުރެވިފައެއް ނުވޭ: ވަޒީފާ ޖެހުމަށް ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ.',
  Deny: 'ހުއްދައެއް ނެތް',
  'Subscriptions failed': 'ސަބްސްކްރިޕްޝަނެއް ނެތް',
  '{failed}: you need an annual plan or a pay-per-job ad left to post.':
    '{failed}: ވަޒީފާ ޖެހުމަށް އަހަރީ ޕްލޭނެއް، ނުވަތަ ބޭނުންނުކުރާ ވަޒީފާއަކަށް ފައިސާ ދައްކާ އިޢުލާނެއް ބޭނުންވޭ.',
  'Choose a plan': 'ޕްލޭނެއް ނަންގަވާ',
  'Taking you to your jobs…': 'ތިބާގެ ވަޒީފާތަކަށް ގެންދަނީ…',
  'Save changes': 'ބަދަލުތައް ރައްކާކުރޭ',
  'Repost job': 'ވަޒީފާ އަލުން ޖަހާ',
  'Post job': 'ވަޒީފާ ޖަހާ',
  'The job': 'ވަޒީފާ',
  'Job title': 'ވަޒީފާގެ ނަން',
  Company: 'ކުންފުނި',
  'Reference number (optional)': 'ރެފަރެންސް ނަންބަރު (ބޭނުންނަމަ)',
  'Work location': 'މަސައްކަތް ކުރާ ތަން',
  'HR email (optional)': 'އެޗްއާރު އީމެއިލް (ބޭނުންނަމަ)',
  'Due date': 'ސުންގަޑި',
  'Interview date (optional)': 'އިންޓަވިއު ތާރީޚު (ބޭނުންނަމަ)',
  'A pay-per-job ad runs at most {days} days: the latest due date is {date}.':
    'ވަޒީފާއަކަށް ފައިސާ ދައްކާ އިޢުލާނެއް ދެމިއޮންނާނީ ގިނަވެގެން {days} ދުވަސް: އެންމެ ފަހުގެ ސުންގަޑިއަކީ {date}.',
  Description: 'ތަފްޞީލު',
  'Items applicants are asked for': 'އެޕްލިކަންޓުންގެ ކިބައިން އެދޭ ލިޔުންތައް',
  Photograph: 'ފޮޓޯ',
  'Educational Certificates': 'ތަޢުލީމީ ސެޓްފިކެޓްތައް',
  'Employment Ref Letters': 'ވަޒީފާގެ ރެފަރެންސް ސިޓީތައް',
  'Identity Card': 'އައިޑީ ކާޑު',
  'Police Report': 'ފުލުހުންގެ ރިޕޯޓް',
  'Driving License': 'ޑްރައިވިންގ ލައިސަންސް',
  'Allow Maldivians only': 'ހަމައެކަނި ދިވެހިންނަށް',
  "Don't allow online applications": 'އޮންލައިން އެޕްލިކޭޝަން ބަލައި ނުގަންނާ',
  'Job advert': 'ވަޒީފާގެ އިޢުލާން',
  'Application form': 'އެޕްލިކޭޝަން ފޯމު',
  'The current advert stays unless you choose another file.': 'އެހެން ފައިލެއް ނުނަންގަވައިފިނަމަ މިހާރު ހުރި އިޢުލާން ބާކީ ހުންނާނެ.',
  'The current form stays unless you choose another file.': 'އެހެން ފައިލެއް ނުނަންގަވައިފިނަމަ މިހާރު ހުރި ފޯމު ބާކީ ހުންނާނެ.',
  'File Format Not Support': 'މި ފައިލް ވައްތަރު ބަލައެއް ނުގަނެވޭ',
} as const;

/** An English text of the employer's area that has a Dhivehi text above. */
export type EmployerMessageKey = keyof typeof employerMessages;
