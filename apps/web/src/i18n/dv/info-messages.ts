// The Dhivehi of /about, /download and the frame of /tos (issue 31, decision 0058 amended 2026-12-01);
// the terms' own sections are features/info/content/terms-dv.ts. Loaded only for a
// Dhivehi page (an areaCatalogue in features/info/lib/texts.ts), never in ./index.ts. Keyed by the
// English the pages show; public-messages.test.ts checks each text. One word for one thing:
// docs/i18n/glossary.md. To be reviewed by a native speaker before launch.
export const infoMessages = {
  // /about
  'About {app}': '{app} ގެ ވާހަކަ',
  '{app} is the Maldives’ job board and talent marketplace. We bring together jobseekers and the resorts, companies and government offices that are hiring across the islands.':
    '{app} އަކީ ދިވެހިރާއްޖޭގެ ވަޒީފާގެ ބޯޑާއި ހުނަރުވެރިން ހޯދޭ ބާޒާރެވެ. ވަޒީފާ ހޯދާ ފަރާތްތަކާއި ރަށްރަށުގައި މުވައްޒަފުން ހޯދާ ރިސޯޓުތަކާއި ކުންފުނިތަކާއި ސަރުކާރު އޮފީސްތައް އަހަރެމެން ބައްދަލުކޮށްދެމެވެ.',
  'For employers': 'ވަޒީފާދޭ ފަރާތްތަކަށް',
  'For jobseekers': 'ވަޒީފާ ހޯދާ ފަރާތްތަކަށް',
  'Sign up': 'ރަޖިސްޓަރީ ކުރުން',
  'Register as an employer with your official company email address and fill in your company profile.':
    'ކުންފުނީގެ ރަސްމީ އީމެއިލް އެޑްރެހުން ވަޒީފާދޭ ފަރާތެއްގެ ގޮތުގައި ރަޖިސްޓަރީ ކުރައްވައި، ކުންފުނީގެ ޕްރޮފައިލް ފުރިހަމަ ކުރައްވާ.',
  Subscribe: 'ސަބްސްކްރިޕްޝަން',
  'Choose an annual plan or pay per job ad, and pay the invoice by bank transfer.':
    'އަހަރީ ޕްލޭނެއް ނުވަތަ ކޮންމެ ވަޒީފާގެ އިޢުލާނަކަށް ދައްކާ ޕްލޭން ނަންގަވައި، އިންވޮއިސް ބޭންކް ޓްރާންސްފަރ މެދުވެރިކޮށް ދައްކަވާ.',
  'Post jobs': 'ވަޒީފާ ޖެހުން',
  'Publish your vacancies with a description, attachments and your own application form.':
    'ތަފްޞީލާއި، އެޓޭޗްމަންޓްތަކާއި، އަމިއްލަ އެޕްލިކޭޝަން ފޯމާއެކު ހުސްވަޒީފާތައް ޖައްސަވާ.',
  'Receive applications': 'އެޕްލިކޭޝަން ލިބުން',
  'Jobseekers apply online; every application arrives in your dashboard.':
    'ވަޒީފާ ހޯދާ ފަރާތްތައް އޮންލައިންކޮށް އެޕްލައި ކުރޭ؛ ކޮންމެ އެޕްލިކޭޝަނެއް ތިބާގެ ޑޭޝްބޯޑަށް އަންނާނެ.',
  'View and filter': 'ބެލުމާއި ފިލްޓަރު ކުރުން',
  'Read profiles, cover letters and documents, and filter applicants by qualification, experience and more.':
    'ޕްރޮފައިލްތަކާއި ކަވަރ ލެޓަރތަކާއި ލިޔުންތައް ބައްލަވައި، ތަޢުލީމީ ފެންވަރާއި ތަޖުރިބާއާއި އެހެނިހެން ކަންކަމުން އެޕްލައި ކުރި ފަރާތްތައް ފިލްޓަރު ކުރައްވާ.',
  Shortlist: 'ޝޯޓްލިސްޓް ކުރުން',
  'Shortlist the best candidates and contact them directly.': 'އެންމެ ރަނގަޅު ފަރާތްތައް ޝޯޓްލިސްޓް ކުރައްވައި، އެފަރާތްތަކާ ސީދާ ގުޅުއްވާ.',
  'Create a free jobseeker account and tell us what kind of work you are looking for.':
    'ވަޒީފާ ހޯދާ ފަރާތެއްގެ ހިލޭ އެކައުންޓެއް ހައްދަވައި، ހޯއްދަވާ މަސައްކަތުގެ ބާވަތް އަހަރެމެންނަށް ބުނެދެއްވާ.',
  'Create your profile and resume': 'ޕްރޮފައިލާއި ރެޒިއުމޭ ހެދުން',
  'Add your experience, education, skills and languages, and upload your CV and documents.':
    'ތިބާގެ ތަޖުރިބާއާއި ތަޢުލީމާއި ހުނަރުތަކާއި ބަސްތައް ލައްވައި، ސީވީއާއި ލިޔުންތައް އަޕްލޯޑް ކުރައްވާ.',
  'Apply online': 'އޮންލައިންކޮށް އެޕްލައި ކުރުން',
  'Apply to jobs in a few clicks and follow your applications from your profile.':
    'ކުޑަ ވަގުތުކޮޅެއްގައި ވަޒީފާތަކަށް އެޕްލައި ކުރައްވައި، ތިބާގެ ޕްރޮފައިލުން އެޕްލިކޭޝަންތައް ބައްލަވާ.',
  'Sign up as an employer': 'ވަޒީފާދޭ ފަރާތެއްގެ ގޮތުގައި ރަޖިސްޓަރީ ކުރައްވާ',
  'See pricing': 'އަގުތައް ބައްލަވާ',
  'Create a free account': 'ހިލޭ އެކައުންޓެއް ހައްދަވާ',
  'Our story': 'އަހަރެމެންގެ ތާރީޚު',
  '2016 · Founded': '2016 · ފެށުނު',
  '{app} started as a free job board to make it easier for Maldivians to find work and for employers to reach them.':
    'ދިވެހިންނަށް ވަޒީފާ ހޯދުމާއި ވަޒީފާދޭ ފަރާތްތަކަށް އެމީހުންނާ ހަމައަށް ދިއުން ފަސޭހަ ކުރުމަށް {app} ފެށުނީ ހިލޭ ވަޒީފާގެ ބޯޑެއްގެ ގޮތުގައެވެ.',
  'Mid-2018 · Subscriptions': '2018 ގެ މެދު · ސަބްސްކްރިޕްޝަން',
  'We moved to a subscription model: employers subscribe for a year of unlimited job ads and access to the talent pool.':
    'އަހަރެމެން ސަބްސްކްރިޕްޝަން ނިޒާމަކަށް ބަދަލުވީމެވެ: ވަޒީފާދޭ ފަރާތްތަކުން ސަބްސްކްރައިބް ކުރަނީ ޙައްދެއް ނެތް ވަޒީފާގެ އިޢުލާނުތަކާއި ހުނަރުވެރިންގެ ލިސްޓަށް އަހަރަކަށެވެ.',
  'January 2019 · Pay-per-job': 'ޖަނަވަރީ 2019 · ކޮންމެ ވަޒީފާއަކަށް',
  'Pay-per-job ads were added for employers who hire only now and then.':
    'ހަމައެކަނި ހަނދާންވެފައި މުވައްޒަފުން ނަގާ ވަޒީފާދޭ ފަރާތްތަކަށް ކޮންމެ ވަޒީފާއަކަށް ދައްކާ އިޢުލާނު އިތުރުކުރެވުނެވެ.',

  // /download
  'Download the app': 'އެޕް ޑައުންލޯޑް ކުރޭ',
  'Coming soon': 'އަވަހަށް',
  'The {app} app': '{app} ގެ އެޕް',
  'Get job alerts, save jobs and follow your applications from your phone. Our mobile app for Android and iOS is on its way. Until then, the website works great on any phone.':
    'ވަޒީފާގެ އެލާޓް ލިބި، ވަޒީފާ ރައްކާކޮށް، ތިބާގެ އެޕްލިކޭޝަންތައް ފޯނުން ބައްލަވާ. އެންޑްރޮއިޑާއި އައިއޯއެސްއަށް ހަދާ މޯބައިލް އެޕް އަންނަނީ. އެހާތަނަށް، ކޮންމެ ފޯނެއްގައިވެސް ވެބްސައިޓް ރަނގަޅަށް ބޭނުން ކުރެވޭނެ.',
  'Browse jobs now': 'މިހާރު ވަޒީފާތައް ބައްލަވާ',

  // The frame of /tos (its sections: features/info/content/terms-dv.ts).
  'Table of contents': 'ފިހުރިސްތު',
  Contents: 'ފިހުރިސްތު',
  'Terms of Use': 'ބޭނުންކުރުމުގެ ޝަރުޠުތައް',
  'Privacy Policy': 'ސިއްރު ހިފެހެއްޓުމުގެ ސިޔާސަތު',
  '{app} · Last updated {date}': '{app} · އެންމެ ފަހުން ބަދަލުކުރީ {date}',
};

export type InfoTextKey = keyof typeof infoMessages;
