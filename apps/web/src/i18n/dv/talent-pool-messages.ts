// The Dhivehi of /talent-pool as a visitor sees it (issue 31, decision 0058 amended 2026-12-01): the
// heading and the Get Subscribed panel. The signed-in employer's search is another slice. Loaded only for
// a Dhivehi page (an areaCatalogue in features/talent-pool/lib/visitor-texts.ts), never in ./index.ts; public-messages.test.ts checks each text. To be reviewed by a native speaker.
export const talentPoolMessages = {
  'Jobseekers in the Maldives looking for their next role.': 'ދެން އޮތް ވަޒީފާ ހޯދަމުންދާ، ދިވެހިރާއްޖޭގެ ވަޒީފާ ހޯދާ ފަރާތްތައް.',
  'Get Subscribed': 'ސަބްސްކްރިޕްޝަން ހޯއްދަވާ',
  'Talentpool access is limited to employers with active annual subscriptions. Browse hundreds of jobseeker profiles and contact them directly.':
    'ހުނަރުވެރިންގެ ލިސްޓު ބޭނުންކުރެވޭނީ ހަމައެކަނި ހުޅުވިފައިވާ އަހަރީ ސަބްސްކްރިޕްޝަނެއް ހުރި ވަޒީފާދޭ ފަރާތްތަކަށެވެ. ވަޒީފާ ހޯދާ ސަތޭކަ ގިނަ ފަރާތްތަކުގެ ޕްރޮފައިލް ބައްލަވައި، އެފަރާތްތަކާ ސީދާ ގުޅުއްވާ.',
  'Filter by qualification, experience, nationality, age and preferred work':
    'ތަޢުލީމީ ފެންވަރާއި، ތަޖުރިބާއާއި، ޤައުމިއްޔަތާއި، އުމުރާއި، ބޭނުންވާ މަސައްކަތުން ފިލްޓަރު ކުރުން',
  'See complete profiles with work history, skills and documents':
    'މަސައްކަތުގެ ތާރީޚާއި، ހުނަރުތަކާއި، ލިޔުންތަކާއެކު ފުރިހަމަ ޕްރޮފައިލް ބެލުން',
  'Included in every annual plan, with unlimited job ads': 'ޙައްދެއް ނެތް ވަޒީފާގެ އިޢުލާނުތަކާއެކު، ކޮންމެ އަހަރީ ޕްލޭނެއްގައި ހިމެނޭ',
};
