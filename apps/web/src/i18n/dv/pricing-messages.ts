// The Dhivehi of /pricing (issue 31, decision 0058 amended 2026-12-01): the page's own texts and the plans
// of SPEC §9 as packages/shared/src/pricing.ts writes them (names, sectors, note, features). Loaded
// only for a Dhivehi page (an areaCatalogue in features/pricing/lib/texts.ts, ../area-catalogue.ts), never
// in the Dhivehi chunk every Dhivehi public page loads (./index.ts). Keyed by the English the page
// shows; public-messages.test.ts checks each text. One word for one thing: docs/i18n/glossary.md. To be
// reviewed by a native speaker before launch.
export const pricingMessages = {
  'Employer Pricing Plans': 'ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް',
  'Post your vacancies, receive applications online and find the right people. Choose a yearly plan for unlimited ads and talent pool access, or pay for single job ads.':
    'ތިބާގެ ހުސްވަޒީފާތައް ޖައްސަވައި، އޮންލައިންކޮށް އެޕްލިކޭޝަންތައް ލިބިގެން، ޙައްޤު މީހުން ހޯއްދަވާ. ޙައްދެއް ނެތް އިޢުލާނުތަކާއި ހުނަރުވެރިންގެ ލިސްޓަށް އަހަރީ ޕްލޭނެއް ނަންގަވާ، ނުވަތަ ކޮންމެ ވަޒީފާގެ އިޢުލާނަކަށް ވަކިން ފައިސާ ދައްކަވާ.',
  Annual: 'އަހަރީ',
  'Pay-per-job': 'ކޮންމެ ވަޒީފާއަކަށް',
  'How to subscribe': 'ސަބްސްކްރިޕްޝަން ހޯދާނެ ގޮތް',
  'Sign up as an employer': 'ވަޒީފާދޭ ފަރާތެއްގެ ގޮތުގައި ރަޖިސްޓަރީ ކުރައްވާ',
  '{signUp}, complete your company profile and subscribe to a package from the Subscriptions page. You receive an invoice to pay by bank transfer; upload the payment slip and your plan is activated once the payment is confirmed.':
    '{signUp}، ކުންފުނީގެ ޕްރޮފައިލް ފުރިހަމަކޮށް، "ސަބްސްކްރިޕްޝަންސް" ސަފްޙާއިން ޕްލޭނެއް ނަންގަވާ. ބޭންކް ޓްރާންސްފަރ މެދުވެރިކޮށް ދައްކަވާނެ އިންވޮއިސެއް ލިބޭނެ؛ ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރެއްވުމަށްފަހު، ޕޭމަންޓް ލިބުނުކަން ކަށަވަރުކުރެވުމުން ޕްލޭން ހުޅުވިގެންދާނެ.',
  'Please use an official company email address when you sign up: it cannot be changed later.':
    'ރަޖިސްޓަރީ ކުރައްވާއިރު ކުންފުނީގެ ރަސްމީ އީމެއިލް އެޑްރެސް ބޭނުން ކުރައްވާ: ފަހުން އެ ބަދަލެއް ނުކުރެވޭނެ.',
  'Questions about plans or payments? Contact our support team:':
    'ޕްލޭންތަކާއި ޕޭމަންޓާ ބެހޭ ސުވާލެއް އެބަ އޮތްތަ؟ އަހަރެމެންގެ އެހީތެރި ޓީމާ ގުޅުއްވާ:',

  // A plan's card (components/plan-card.tsx).
  'per year': 'އަހަރަކަށް',
  'per ad': 'އިޢުލާނަކަށް',
  'Get started': 'ފައްޓަވާ',

  // The plans of SPEC §9 (packages/shared/src/pricing.ts), shown through pt(plan.…).
  'Private Sector': 'އަމިއްލަ ދާއިރާ',
  'Tourism / Resort Sector': 'ފަތުރުވެރިކަން / ރިސޯޓު ދާއިރާ',
  'Resorts only. Guest houses and small businesses should choose the Private Sector plan.':
    'ހަމައެކަނި ރިސޯޓުތަކަށް. ގެސްޓް ހައުސްތަކާއި ކުދި ވިޔަފާރިތައް ނަންގަވަންވާނީ އަމިއްލަ ދާއިރާގެ ޕްލޭން.',
  'Unlimited job ads for 365 days': '365 ދުވަހަށް ޙައްދެއް ނެތް ވަޒީފާގެ އިޢުލާނު',
  'Talent pool access: search jobseeker profiles and contact them directly':
    'ހުނަރުވެރިންގެ ލިސްޓު: ވަޒީފާ ހޯދާ ފަރާތްތަކުގެ ޕްރޮފައިލް ހޯދައި އެފަރާތްތަކާ ސީދާ ގުޅުން',
  'Application management: view, filter and shortlist applicants':
    'އެޕްލިކޭޝަން ބެލެހެއްޓުން: އެޕްލައި ކުރި ފަރާތްތައް ބެލުމާއި ފިލްޓަރުކުރުމާއި ޝޯޓްލިސްޓް ކުރުން',
  'Attach your own application form and a PDF job advert': 'އަމިއްލަ އެޕްލިކޭޝަން ފޯމާއި ޕީޑީއެފް ވަޒީފާގެ އިޢުލާނެއް ހިމެނުން',
  'Limit applicants to Maldivian or open to foreign candidates': 'އެޕްލައި ކުރުން ދިވެހިންނަށް ހަމަޖެއްސުން، ނުވަތަ ބިދޭސީންނަށްވެސް ހުޅުވާލުން',
  'Valid for 1 job ad, live for 20 days': 'ވަޒީފާގެ 1 އިޢުލާނަށް، 20 ދުވަހު ފެންނާނެ',
  'Talent pool access': 'ހުނަރުވެރިންގެ ލިސްޓު ބޭނުންކުރުން',
};

export type PricingTextKey = keyof typeof pricingMessages;
