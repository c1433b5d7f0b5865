// The Dhivehi of the operators' console (/admin; issue 31, decision 0058 amended 2026-12-01). Apart from
// ./messages.ts as ./seeker-messages.ts is: imported only by the console's code (../admin-texts.ts), so
// it arrives in the admin chunk and never in the Dhivehi chunk a public page loads before its first
// render. Keyed by the English text the code shows (exact); admin-messages.test.ts checks each is Thaana
// with its placeholders kept, and that every key the console uses has a Dhivehi text here or in
// ./messages.ts. One word for one thing: docs/i18n/glossary.md. To be reviewed by a native speaker.
export const adminMessages = {
  // The page and its tabs (pages/admin-page.tsx); 'Jobs' is the main catalogue's.
  Administration: 'އިދާރީ ބައި',
  Dashboard: 'ޑޭޝްބޯޑް',
  Payments: 'ޕޭމަންޓްތައް',
  Companies: 'ކުންފުނިތައް',
  'Lookup values': 'ލިސްޓުތަކުގެ އައިޓަމްތައް',
  Places: 'ތަންތަން',
  'Job form': 'ވަޒީފާގެ ފޯމު',
  Figures: 'ޢަދަދުތައް',

  // The jobs panel: the filter, the rows, their actions and deliveries, the reason modal.
  'Jobs to show': 'ދައްކާނެ ވަޒީފާތައް',
  'Pending approval': 'ހުއްދައަށް އިންތިޒާރުކުރަނީ',
  Approved: 'ހުއްދަދެވިފައި',
  Rejected: 'ރައްދުކުރެވިފައި',
  All: 'ހުރިހާ',
  'No jobs are waiting for approval.': 'ހުއްދައަށް އިންތިޒާރުކުރާ އެއްވެސް ވަޒީފާއެއް ނެތް.',
  'No jobs.': 'އެއްވެސް ވަޒީފާއެއް ނެތް.',
  'Reject “{title}”': '“{title}” ރައްދުކުރޭ',
  Reject: 'ރައްދުކުރޭ',
  'Rejected:': 'ރައްދުކުރި ސަބަބު:',
  'Annual plan': 'އަހަރީ ޕްލޭން',
  'Pay-per-job': 'ވަޒީފާއަކަށް ފައިސާދައްކާ ޕްލޭން',
  'No plan': 'ޕްލޭނެއް ނެތް',
  Published: 'ޝާއިޢުކުރެވިފައި',
  Expired: 'މުއްދަތު ހަމަވެއްޖެ',
  Closed: 'ބަންދުކުރެވިފައި',
  'posted {date}': '{date} ގައި ޖެހި',
  'closes {date}': 'ސުންގަޑި {date}',
  Preview: 'ބަލާލާ',
  'Hide preview': 'ބަލާލުން ފޮރުވާ',
  'Preview {title}': '{title} ބަލާލާ',
  'Hide preview of {title}': '{title} ބަލާލުން ފޮރުވާ',
  Approve: 'ހުއްދަދޭ',
  'Approve {title}': '{title} ހުއްދަދޭ',
  'Reject {title}': '{title} ރައްދުކުރޭ',
  'Take down': 'ނަގާލާ',
  'Take down {title}': '{title} ނަގާލާ',
  Deliveries: 'ފޮނުވުންތައް',
  delivered: 'ފޮނުވިއްޖެ',
  pending: 'ފޮނުވަން އިންތިޒާރުކުރަނީ',
  failed: 'ނުފޮނުވުނު',
  '{count} attempt': '{count} ފަހަރު މަސައްކަތްކުރެވުނު',
  '{count} attempts': '{count} ފަހަރު މަސައްކަތްކުރެވުނު',
  'Retry failed deliveries': 'ނުފޮނުވުނު ފޮނުވުންތައް އަލުން ފޮނުވާ',
  'Reason (sent to the employer)': 'ސަބަބު (ވަޒީފާދޭ ފަރާތަށް ފޮނުވޭނެ)',
  Cancel: 'ކެންސަލްކުރޭ',
} as const;

export type AdminMessageKey = keyof typeof adminMessages;
