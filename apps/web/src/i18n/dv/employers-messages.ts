// The Dhivehi of /employers and /viewCompany/{id} (issue 31, decision 0058 amended 2026-12-01).
// Loaded only for a Dhivehi page (an areaCatalogue in features/employers/lib/texts.ts), never in
// the Dhivehi chunk every Dhivehi public page loads (./index.ts). Keyed by the English
// the pages show (SPEC's, exact); public-messages.test.ts checks each text. Company names, sectors,
// places and what employers wrote stay as written. One word for one thing: docs/i18n/glossary.md. To be
// reviewed by a native speaker before launch.
export const employersMessages = {
  // The list (/employers).
  'Resorts, companies and government offices hiring in the Maldives.':
    'ދިވެހިރާއްޖޭގައި މުވައްޒަފުން ހޯދާ ރިސޯޓުތަކާއި ކުންފުނިތަކާއި ސަރުކާރު އޮފީސްތައް.',
  'Search employers': 'ވަޒީފާދޭ ފަރާތްތައް ހޯދާ',
  'Search employers by name': 'ނަމުން ވަޒީފާދޭ ފަރާތްތައް ހޯދާ',
  All: 'ހުރިހާ',
  'No employers starting with {letter}': '{letter} އިން ފެށޭ ވަޒީފާދޭ ފަރާތެއް ނެތް',
  'Filter employers by first letter': 'ފުރަތަމަ އަކުރުން ވަޒީފާދޭ ފަރާތްތައް ފިލްޓަރު ކުރޭ',
  'Loading employers…': 'ވަޒީފާދޭ ފަރާތްތައް ލޯޑުވަނީ…',
  '{n} employer': '{n} ވަޒީފާދޭ ފަރާތް',
  '{n} employers': '{n} ވަޒީފާދޭ ފަރާތް',
  '{count} starting with {letter}': '{letter} އިން ފެށޭ {count}',
  '{count} matching “{text}”': '“{text}” ހިމެނޭ {count}',
  '{count} starting with {letter} matching “{text}”': '{letter} އިން ފެށޭ، “{text}” ހިމެނޭ {count}',
  'Employers could not be loaded': 'ވަޒީފާދޭ ފަރާތްތައް ލޯޑެއް ނުކުރެވުނު',
  'No employer matches this search.': 'މި ހޯދުމާ ގުޅޭ ވަޒީފާދޭ ފަރާތެއް ނެތް.',
  'Show all employers': 'ހުރިހާ ވަޒީފާދޭ ފަރާތްތައް ދައްކާ',

  // The profile (/viewCompany/{id}).
  Employer: 'ވަޒީފާދޭ ފަރާތް',
  'All employers': 'ހުރިހާ ވަޒީފާދޭ ފަރާތްތައް',
  'Our Story': 'އަހަރެމެންގެ ވާހަކަ',
  'This employer has not written its story yet.': 'މި ވަޒީފާދޭ ފަރާތުން އަދި އެފަރާތުގެ ވާހަކަ ލިޔެފައެއް ނުވޭ.',
  'Staff Benefits': 'މުވައްޒަފުންނަށް ލިބޭ ފައިދާތައް',
  'This employer has not listed its staff benefits yet.': 'މި ވަޒީފާދޭ ފަރާތުން އަދި މުވައްޒަފުންނަށް ލިބޭ ފައިދާތައް ލިޔެފައެއް ނުވޭ.',
  'At a glance': 'ކުރު ޚުލާޞާ',
  Status: 'ހާލަތު',
  'Not verified yet': 'އަދި ޔަޤީންކުރެވިފައެއް ނުވޭ',
  'Staff size': 'މުވައްޒަފުންގެ އަދަދު',
  '{size} Staffs': '{size} މުވައްޒަފުން',
  Founded: 'އުފެއްދި އަހަރު',
  Expired: 'މުއްދަތު ހަމަވެއްޖެ',
  'Closing on {date}': 'ސުންގަޑި {date}',
  View: 'ބައްލަވާ',
  'No jobs posted yet.': 'އަދި އެއްވެސް ވަޒީފާއެއް ޖަހާފައެއް ނުވޭ.',
  'Sub companies': 'ދަށުގައިވާ ކުންފުނިތައް',
  'None listed.': 'އެއްވެސް ކުންފުންޏެއް ލިޔެފައެއް ނުވޭ.',
  'Currently have {n} Open Job Offers': 'މިހާރު ހުޅުވާލާފައިވާ {n} ވަޒީފާ',
  'On {app} since {year}': '{year} އިން ފެށިގެން {app} ގައި',
  'Average application processing time': 'އެޕްލިކޭޝަނެއް ބަލައި ނިންމުމަށް އާންމުކޮށް ނަގާ މުއްދަތު',
  'HR phone': 'އެޗްއާރުގެ ފޯނު',
  'HR email': 'އެޗްއާރުގެ އީމެއިލް',
  'Employer Profile not found!': 'ވަޒީފާދޭ ފަރާތުގެ ޕްރޮފައިލް ނުފެނުނު!',
  'This employer could not be loaded': 'މި ވަޒީފާދޭ ފަރާތް ލޯޑެއް ނުކުރެވުނު',
  'The employer may have closed its account.': 'ވަޒީފާދޭ ފަރާތުން އެކައުންޓް ބަންދުކޮށްފައި ވާން ދާނެ.',
  'Loading employer': 'ވަޒީފާދޭ ފަރާތް ލޯޑުވަނީ',
};
export type EmployersTextKey = keyof typeof employersMessages;
