// The Dhivehi of /job-form, the public bank job form (issue 31, decision 0058 amended 2026-12-01): the
// vacancy, the applicant's fields, the five files, the confirmation of SPEC §2.3 and the form's messages.
// Loaded only for a Dhivehi page (an areaCatalogue in features/job-form/lib/texts.ts), never in the
// Dhivehi chunk every Dhivehi public page loads (./index.ts). Keyed by the English
// the page shows; public-messages.test.ts checks each text. One word for one thing: docs/i18n/glossary.md.
// To be reviewed by a native speaker before launch.
export const jobFormMessages = {
  // The page (pages/bank-job-form-page.tsx).
  '{title} — application form': '{title} — އެޕްލިކޭޝަން ފޯމު',
  'The vacancy could not be loaded. Please reload the page.': 'ހުސްވަޒީފާގެ މަޢުލޫމާތު ނުލިބުނު. ސަފްޙާ އަލުން ލޯޑު ކުރައްވާ.',
  'This vacancy is closed.': 'މި ހުސްވަޒީފާ ބަންދުކުރެވިއްޖެ.',
  'Applications closed on {date}. Thank you for your interest.':
    'އެޕްލިކޭޝަން ބަލައިގަތުން ނިމުނީ {date} ގައި. ތިބާގެ ޝައުޤަށް ޝުކުރިއްޔާ.',

  // The vacancy (components/vacancy-summary.tsx, vacancy-facts.tsx, vacancy-details.tsx).
  Open: 'ހުޅުވާލާފައި',
  Closed: 'ބަންދުކުރެވިފައި',
  'Applications close on {date}': 'އެޕްލިކޭޝަން ބަލައިގަނެވޭނީ {date} އަށް',
  'Applications closed on {date}': 'އެޕްލިކޭޝަން ބަލައިގަތުން ނިމުނީ {date} ގައި',
  'Hide the details': 'ތަފްޞީލު ފޮރުވާ',
  'Show the details': 'ތަފްޞީލު ދައްކާ',
  Type: 'ވައްތަރު',
  '{min} to {max} years': '{min} އިން {max} އަހަރާ ދެމެދު',
  Duties: 'ޒިންމާތައް',
  Requirements: 'ޝަރުޠުތައް',
  'Documents to upload': 'އަޕްލޯޑު ކުރަންޖެހޭ ލިޔެކިޔުންތައް',
  'Fill in the application form, sign it and upload it below with the other documents. Questions? {contact}.':
    'އެޕްލިކޭޝަން ފޯމު ފުރިހަމަކޮށް، ސޮއިކޮށް، އެހެން ލިޔެކިޔުންތަކާއެކު ތިރީގައި އަޕްލޯޑު ކުރައްވާ. ސުވާލެއް އެބަ އޮތްތަ؟ {contact}.',
  'Contact us': 'އަހަރެމެންނާ ގުޅުއްވާ',

  // The applicant (components/applicant-fields.tsx).
  'Full name': 'ފުރިހަމަ ނަން',
  'Preferred branch': 'ބޭނުންވާ ބްރާންޗް',
  'Choose a branch': 'ބްރާންޗެއް ނަންގަވާ',

  // The form (components/application-form.tsx) and SPEC §2.3's checkbox.
  'Apply for this position': 'މި މަޤާމަށް އެޕްލައި ކުރައްވާ',
  'Every field is required except the reference letters. Files are uploaded as soon as you choose them.':
    'ރިފަރެންސް ސިޓީތައް ފިޔަވައި ކޮންމެ ބައެއް ފުރިހަމަ ކުރަންޖެހޭނެ. ފައިލެއް ނަންގަވާހާ އަވަހަކަށް އަޕްލޯޑު ކުރެވޭނެ.',
  'Documents (PDF)': 'ލިޔެކިޔުންތައް (ޕީޑީއެފް)',
  'I confirm that the above information / documents are true and valid':
    'މަތީގައިވާ މަޢުލޫމާތާއި ލިޔެކިޔުންތައް ތެދު އަދި ޞައްޙަ ކަމަށް އަހަރެން ކަށަވަރު ކުރަމެވެ',
  'Taking you to the job board…': 'ވަޒީފާތަކުގެ ސަފްޙާއަށް ގެންދަނީ…',
  'Waiting for the uploads…': 'އަޕްލޯޑުތައް ނިމެންދެން މަޑުކުރަނީ…',
  'Submit application': 'އެޕްލިކޭޝަން ހުށަހަޅާ',

  // The five files (components/file-slot.tsx; SPEC's slot names, packages/shared/src/rules/job-form.ts).
  'National ID card': 'ދިވެހި ރައްޔިތެއްކަން ދައްކާ ކާޑު',
  'Educational certificates': 'ތަޢުލީމީ ސެޓްފިކެޓުތައް',
  CV: 'ސީވީ',
  'Reference letters (optional)': 'ރިފަރެންސް ސިޓީތައް (ބޭނުންނަމަ)',
  '{label} upload progress': '{label} އަޕްލޯޑުވަމުންދާ މިންވަރު',
  'Uploading {percent}% — {name}': 'އަޕްލޯޑު ކުރަނީ {percent}% — {name}',
  'Cancel the upload: {label}': 'އަޕްލޯޑު ހުއްޓާލާ: {label}',
  Cancel: 'ބާތިލް ކުރޭ',
  Uploaded: 'އަޕްލޯޑު ކުރެވިއްޖެ',

  // The form's messages (lib/use-job-application.ts), SPEC §5's first.
  'Please complete all required fields': 'ފުރިހަމަ ކުރަންޖެހޭ ހުރިހާ ބައެއް ފުރިހަމަ ކުރައްވާ',
  'Please confirm checkbox': 'ޗެކްބޮކްސް ޔަޤީން ކުރައްވާ',
  'Please enter your full name.': 'ތިބާގެ ފުރިހަމަ ނަން ޖައްސަވާ.',
  'Please enter your mobile number.': 'ތިބާގެ މޯބައިލް ނަންބަރު ޖައްސަވާ.',
  'Please enter your email.': 'ތިބާގެ އީމެއިލް ޖައްސަވާ.',
  'Please choose a branch.': 'ބްރާންޗެއް ނަންގަވާ.',
};
