// The Dhivehi of the signed-in jobseeker's area (issue 31, decision 0058 amended 2026-11-29): the
// sidebar, Job Applications and Saved Jobs. Apart from ./messages.ts, as ./pwa-messages.ts is, but for
// the bytes: this module is loaded only for a Dhivehi page, by the seeker area's code (an areaCatalogue in
// ../seeker-texts.ts), never in an English load or in the Dhivehi chunk that a public Dhivehi page loads before its
// first render. Keyed, like the catalogue, by the English text the code shows (SPEC's, exact);
// seeker-messages.test.ts checks each is Thaana with its placeholders kept, and that every key the
// seeker code uses has a Dhivehi text here or in ./messages.ts. One word for one thing:
// docs/i18n/glossary.md. To be reviewed by a native speaker before launch.
export const seekerMessages = {
  // The sidebar (app/layouts/seeker-layout.tsx and components/sidebar-layout.tsx).
  'User Profile': 'ޔޫޒަރ ޕްރޮފައިލް',
  'N/A': 'ނަން ނެތް',
  Menu: 'މެނޫ',
  Profile: 'ޕްރޮފައިލް',
  'Basic info': 'އަސާސީ މަޢުލޫމާތު',
  Educations: 'ތަޢުލީމު',
  Skills: 'ހުނަރުތައް',
  Languages: 'ބަސްތައް',
  'Upload Resume': 'ރެޒިއުމޭ އަޕްލޯޑް ކުރޭ',
  'Privacy Settings': 'ސިއްރު ހިފެހެއްޓުމުގެ ސެޓިންގްސް',
  'Job Applications': 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް',
  'Saved Jobs': 'ރައްކާކުރި ވަޒީފާތައް',
  'My Preference': 'އަހަރެންގެ އިޚްތިޔާރުތައް',

  // Job Applications (/my-applications): the stages as the seeker sees them ('Applied' and 'Browse jobs' are the
  // catalogue's), the dates, the company's messages.
  'It seems you have not applied to a job yet': 'ތިބާ އަދި އެއްވެސް ވަޒީފާއަކަށް އެޕްލައި ކޮށްފައި ނުވާ ހެން ހީވޭ',
  'applied {date}': '{date} ގައި އެޕްލައި ކުރެވުނު',
  'since {date}': '{date} އިން ފެށިގެން',
  Viewed: 'ބަލާލެވިއްޖެ',
  Shortlisted: 'ޝޯޓްލިސްޓް ކުރެވިއްޖެ',
  Interview: 'އިންޓަވިއު',
  Offer: 'ވަޒީފާ ހުށަހެޅުން',
  Hired: 'ވަޒީފާއަށް ނެގުނު',
  'Not selected': 'ހޮވިފައެއް ނުވޭ',
  'Show 1 message': '1 މެސެޖު ދައްކާ',
  'Show {count} messages': '{count} މެސެޖު ދައްކާ',
  'Hide 1 message': '1 މެސެޖު ފޮރުވާ',
  'Hide {count} messages': '{count} މެސެޖު ފޮރުވާ',

  // Saved Jobs (/my-jobs). 'Nothing to show', 'Not stated' and the remove texts are the catalogue's.
  '{count} saved job': '{count} ވަޒީފާ ރައްކާކުރެވިފައި',
  '{count} saved jobs': '{count} ވަޒީފާ ރައްކާކުރެވިފައި',
  'Your saved jobs could not be loaded.': 'ރައްކާކުރި ވަޒީފާތައް ލޯޑެއް ނުކުރެވުނު.',
  'Save jobs from the job list to find them here.': 'ވަޒީފާތަކުގެ ލިސްޓުން ވަޒީފާ ރައްކާކުރައްވައިފިނަމަ އެ ވަޒީފާތައް މިތާނގައި ފެންނާނެ.',
  Expired: 'މުއްދަތު ހަމަވެއްޖެ',
  // The profile overview (/profile, features/profile/pages/profile-page.tsx): the header, the counts, the
  // contact details' labels and the sections. 'My Profile', 'Email' and 'Mobile number' are the catalogue's.
  '{count} view by employers in the last 30 days': 'ފަހު 30 ދުވަހު ވަޒީފާދޭ ފަރާތްތަކުން {count} ފަހަރު ބަލާލައްވާފައި',
  '{count} views by employers in the last 30 days': 'ފަހު 30 ދުވަހު ވަޒީފާދޭ ފަރާތްތަކުން {count} ފަހަރު ބަލާލައްވާފައި',
  'Preview as employers see it': 'ވަޒީފާދޭ ފަރާތްތަކަށް ފެންނާ ގޮތް ބަލާ',
  'Download Profile': 'ޕްރޮފައިލް ޑައުންލޯޑް ކުރޭ',
  'Profile completeness': 'ޕްރޮފައިލް ފުރިހަމަވެފައިވާ މިންވަރު',
  'Applied: {count}': 'އެޕްލައި ކުރި: {count}',
  'Shortlisted: {count}': 'ޝޯޓްލިސްޓް ކުރެވުނު: {count}',
  'Profile hidden': 'ޕްރޮފައިލް ފޮރުވިފައި',
  'Contact details': 'ގުޅޭނެ މަޢުލޫމާތު',
  'Date of birth': 'އުފަން ތާރީޚު',
  Add: 'އިތުރުކުރޭ',
  Edit: 'ބަދަލުކުރޭ',
  'Add {name}': '{name} އިތުރުކުރޭ',
  'Edit {name}': '{name} ބަދަލުކުރޭ',
  'Nothing added yet.': 'އަދި އެއްވެސް އެއްޗެއް އިތުރުކޮށްފައެއް ނުވޭ.',
  // The employers' views chart beside the count (components/views-sparkline.tsx).
  'In the last {weeks} weeks: {count} view; {now} this week.':
    'ފަހު {weeks} ހަފްތާގައި {count} ފަހަރު ބަލާލެވިފައި، މި ހަފްތާގައި {now} ފަހަރު.',
  'In the last {weeks} weeks: {count} views; {now} this week.':
    'ފަހު {weeks} ހަފްތާގައި {count} ފަހަރު ބަލާލެވިފައި، މި ހަފްތާގައި {now} ފަހަރު.',
  'Views per week': 'ހަފްތާއަކު ބަލާލެވުނު ފަހަރު',
  'Week of': 'ހަފްތާ',
  Views: 'ބަލާލެވުނު ފަހަރު',
  // The photo (components/photo-upload.tsx).
  'Photo of {name}': '{name} ގެ ފޮޓޯ',
  'Change photo': 'ފޮޓޯ ބަދަލުކުރޭ',
  'Upload photo': 'ފޮޓޯ އަޕްލޯޑް ކުރޭ',
  'Uploading…': 'އަޕްލޯޑް ކުރަނީ…',
  // Privacy Settings (/setting). The account deletion below it is components/delete-account.tsx, shared
  // with the employer's page and still English; the text that says what happens to the seeker's data is
  // this page's.
  'Hide my Profile': 'އަހަރެންގެ ޕްރޮފައިލް ފޮރުވާ',
  'Hidden profiles do not appear in the talent pool. Employers still see the applications you send.':
    'ފޮރުވާފައިވާ ޕްރޮފައިލްތައް ހުނަރުވެރިންގެ ލިސްޓުގައި ނުފެންނާނެ. ތިބާ ފޮނުވާ އެޕްލިކޭޝަންތައް ވަޒީފާދޭ ފަރާތްތަކަށް އަދިވެސް ފެންނާނެ.',
  'Create your profile first.': 'ފުރަތަމަ ތިބާގެ ޕްރޮފައިލް ހައްދަވާ.',
  'Your profile, resume and documents are removed and employers can no longer see them. You are signed out everywhere. Applications you sent stay with the employers who received them.':
    'ތިބާގެ ޕްރޮފައިލް، ރެޒިއުމޭ އަދި ލިޔުންތައް ނައްތާލެވި، ވަޒީފާދޭ ފަރާތްތަކަށް އެތަކެތި އިތުރަށް ނުފެންނާނެ. ހުރިހާ ޑިވައިސްއަކުން ތިބާ ލޮގްއައުޓް ކުރެވޭނެ. ތިބާ ފޮނުވި އެޕްލިކޭޝަންތައް، އެ ލިބުނު ވަޒީފާދޭ ފަރާތްތަކުގައި ހުންނާނެ.',

  // Introduction (/introduction). '{n} characters left' is the catalogue's (the cover letter's).
  'About you': 'ތިބާގެ ވާހަކަ',
  'Introduce yourself to employers: your experience, strengths and the work you are looking for.':
    'ވަޒީފާދޭ ފަރާތްތަކަށް ތިބާ ތައާރަފު ކުރައްވާ: ތިބާގެ ތަޖުރިބާ، ގާބިލުކަން އަދި ހޯއްދަވާ މަސައްކަތް.',
  '{count} characters too many': '{count} އަކުރު ގިނަވެއްޖެ',
  Save: 'ރައްކާކުރޭ',
  'The introduction may not be greater than 2500 characters.': 'ތައާރަފުގައި 2500 އަކުރަށްވުރެ ގިނައެއް ނުލިޔެވޭނެ.',
  // The sections' lists (components/section-list.tsx, section-item.tsx; the experience, education,
  // skills and languages pages): titles, add buttons, empty states, the edit and delete buttons, the
  // delete confirmation.
  'Work Experience': 'މަސައްކަތުގެ ތަޖުރިބާ',
  'Add Experience': 'ތަޖުރިބާ އިތުރުކުރޭ',
  'No work experience added yet': 'އަދި އެއްވެސް މަސައްކަތުގެ ތަޖުރިބާއެއް އިތުރުކޮށްފައެއް ނުވޭ',
  '{title} at {employer}': '{employer} ގައި {title}',
  Current: 'މިހާރުގެ ވަޒީފާ',
  'Referee:': 'ރެފަރީ:',
  'Please Fill-up your introduction': 'ތިބާގެ ތައާރަފު ލިޔުއްވާ',
  'Work experience is kept with your resume:': 'މަސައްކަތުގެ ތަޖުރިބާ ރައްކާކުރެވެނީ ރެޒިއުމޭއާއެކު:',
  // The link and the end of the sentence: "[your introduction] write first."
  'write your introduction': 'ތިބާގެ ތައާރަފު',
  'first.': 'ފުރަތަމަ ލިޔުއްވާ.',
  'Add Education': 'ތަޢުލީމު އިތުރުކުރޭ',
  'No education added yet': 'އަދި އެއްވެސް ތަޢުލީމެއް އިތުރުކޮށްފައެއް ނުވޭ',
  'Add Language': 'ބަހެއް އިތުރުކުރޭ',
  'No languages added yet': 'އަދި އެއްވެސް ބަހެއް އިތުރުކޮށްފައެއް ނުވޭ',
  'No skills added yet': 'އަދި އެއްވެސް ހުނަރެއް އިތުރުކޮށްފައެއް ނުވޭ',
  'Add a skill': 'ހުނަރެއް އިތުރުކުރޭ',
  Delete: 'ޑިލީޓް ކުރޭ',
  'Delete {name}': '{name} ޑިލީޓް ކުރޭ',
  'Delete this entry?': 'މި މަޢުލޫމާތު ޑިލީޓް ކުރަންތަ؟',
  '{name} will be removed from your profile.': '{name} ތިބާގެ ޕްރޮފައިލުން ނައްތާލެވޭނެ.',
  Cancel: 'ބާތިލް ކުރޭ',
  // Basic info (/basic-info, /step; components/basic-info-form.tsx): the labels are the profile
  // overview's; the select's options are the lookups' values (data). The field messages of the shared
  // schema follow, as SPEC writes them ('The {field} field is required.').
  'Full name': 'ފުރިހަމަ ނަން',
  'Where you are from: an island with its atoll': 'ތިބާ އުފަން ރަށް، އެ ރަށެއްގެ އަތޮޅާއެކު',
  'Choose your island': 'ތިބާގެ ރަށް ނަންގަވާ',
  'Employers searching other atolls may find you': 'އެހެން އަތޮޅުތަކުގައި ހޯދާ ވަޒީފާދޭ ފަރާތްތަކަށް ތިބާ ފެނިދާނެ',
  'Basic information': 'އަސާސީ މަޢުލޫމާތު',
  'Employers see this first. You can complete the rest of your profile now or later.':
    'ވަޒީފާދޭ ފަރާތްތަކަށް ފުރަތަމަ ފެންނަނީ މިއީ. ޕްރޮފައިލްގެ ބާކީ ބައިތައް މިހާރު ނުވަތަ ފަހުން ފުރިހަމަ ކުރެވޭނެ.',
  'Proceed to Create Full Profile': 'ފުރިހަމަ ޕްރޮފައިލް ހެދުމަށް ކުރިއަށް',
  'Save and Skip Profile for Now': 'ރައްކާކޮށް، ޕްރޮފައިލް މިހާރަށް ދޫކޮށްލާ',
  'Taking you to your profile…': 'ތިބާގެ ޕްރޮފައިލަށް ގެންދަނީ…',
  'Taking you to the jobs…': 'ވަޒީފާތަކަށް ގެންދަނީ…',
  'The name field is required.': 'ނަން ލިޔުން ލާޒިމް.',
  'The mobile field is required.': 'މޯބައިލް ނަންބަރު ލިޔުން ލާޒިމް.',
  'The gender field is required.': 'ޖިންސު ނެންގެވުން ލާޒިމް.',
  'The nationality field is required.': 'ޤައުމިއްޔަތު ނެންގެވުން ލާޒިމް.',
  'The date of birth field is required.': 'އުފަން ތާރީޚު ލިޔުން ލާޒިމް.',
  'The employment status field is required.': 'ވަޒީފާގެ ހާލަތު ނެންގެވުން ލާޒިމް.',
  'The highest qualification field is required.': 'އެންމެ މަތީ ތަޢުލީމީ ފެންވަރު ނެންގެވުން ލާޒިމް.',
  'The total work experience field is required.': 'ޖުމްލަ މަސައްކަތުގެ ތަޖުރިބާ ނެންގެވުން ލާޒިމް.',
  'The present location field is required.': 'މިހާރު ހުރި ތަން ނެންގެވުން ލާޒިމް.',
  'The date of birth must be a date before today.': 'އުފަން ތާރީޚަކީ މިއަދަށް ވުރެ ކުރީގެ ތާރީޚަކަށް ވާން ޖެހޭ.',
  // Documents (/documents, features/documents) and Upload Resume (/resumes). The file field's own texts
  // (the limit, 'Choose a file', the refusals) are the catalogue's (components/file-drop-zone.tsx).
  'Employers you apply to can view these documents. One PDF for each.':
    'ތިބާ އެޕްލައި ކުރާ ވަޒީފާދޭ ފަރާތްތަކަށް މި ލިޔުންތައް ބެލޭނެ. ކޮންމެ ބައަކަށް އެއް ޕީޑީއެފް.',
  'Your documents could not be loaded. Please reload the page.': 'ތިބާގެ ލިޔުންތައް ލޯޑެއް ނުކުރެވުނު. ސަފްޙާ އަލުން ލޯޑް ކުރައްވާ.',
  'Reference Letters': 'ރެފަރެންސް ސިޓީތައް',
  'Education and other qualifications, in one PDF.': 'ތަޢުލީމާއި އެހެނިހެން ޤާބިލުކަމުގެ ލިޔުންތައް، އެއް ޕީޑީއެފަކުން.',
  'Reference letters from your employers, in one PDF.': 'ތިބާ މަސައްކަތް ކުރި ތަންތަނުގެ ރެފަރެންސް ސިޓީތައް، އެއް ޕީޑީއެފަކުން.',
  '{label} file': '{label} ގެ ފައިލް',
  'Add / Replace': 'އިތުރުކުރޭ / ބަދަލުކުރޭ',
  'Click to view': 'ބަލާލުމަށް ފިއްތާ',
  'Click to view {label}': '{label} ބަލާލުމަށް ފިއްތާ',
  'Not added yet.': 'އަދި އިތުރުކޮށްފައެއް ނުވޭ.',
  'You have not uploaded a resume yet.': 'ތިބާ އަދި ރެޒިއުމޭއެއް އަޕްލޯޑް ކޮށްފައެއް ނުވޭ.',
  'Replace your resume': 'ތިބާގެ ރެޒިއުމޭ ބަދަލުކުރޭ',
  'Your resume': 'ތިބާގެ ރެޒިއުމޭ',
  // The preference (/pref, the onboarding's first step, and /my-preference; components/preference-form.tsx):
  // the labels, the job alerts, the submit buttons, the schema's field messages. The options are the
  // lookups' values (data); 'Salary range' and 'Job type' are the catalogue's.
  'Choose your Preferences': 'ތިބާގެ އިޚްތިޔާރުތައް ނަންގަވާ',
  'Tell us what you are looking for: we show you matching jobs and can email them to you.':
    'ތިބާ ހޯއްދަވަނީ ކޮން ވަޒީފާއެއްކަން އަންގަވާ: އެއާ ގުޅޭ ވަޒީފާތައް ދައްކައި، އީމެއިލުންވެސް ފޮނުވޭނެ.',
  'Save and Continue': 'ރައްކާކޮށް ކުރިއަށް',
  'Next: your basic information…': 'ދެން: ތިބާގެ އަސާސީ މަޢުލޫމާތު…',
  'Save Preference': 'އިޚްތިޔާރުތައް ރައްކާކުރޭ',
  'Preferred locations': 'ބޭނުންވާ ތަންތަން',
  'One or more: an atoll takes in all its islands': 'އެކެއް ނުވަތަ ގިނަ: އަތޮޅަކުން އެ އަތޮޅުގެ ހުރިހާ ރަށެއް ހިމެނޭ',
  'Choose atolls or islands': 'އަތޮޅުތައް ނުވަތަ ރަށްތައް ނަންގަވާ',
  'Work sector': 'މަސައްކަތުގެ ދާއިރާ',
  'Work category': 'މަސައްކަތުގެ ކެޓަގަރީ',
  'Job alerts': 'ވަޒީފާގެ އެލާޓްތައް',
  'We email you new jobs in your category, sector and job type, in any of your preferred locations (an atoll takes in its islands and resorts), and in your salary range.':
    'ތިބާގެ ކެޓަގަރީ، ދާއިރާ އަދި ވަޒީފާގެ ވައްތަރުގެ، ތިބާ ބޭނުންވާ ކޮންމެ ތަނެއްގައި (އަތޮޅަކުން އެ އަތޮޅުގެ ރަށްތަކާއި ރިސޯޓްތައް ހިމެނޭ)، ތިބާގެ މުސާރައިގެ ތެރޭގައިވާ އައު ވަޒީފާތައް އީމެއިލުން ފޮނުވޭނެ.',
  'Every email has a one-click unsubscribe link.': 'ކޮންމެ އީމެއިލެއްގައި އެއް ފިއްތުމުން ވަޒީފާގެ އެލާޓްތައް ހުއްޓާލެވޭނެ ލިންކެއް ހުންނާނެ.',
  'Job alerts by email': 'އީމެއިލުން ވަޒީފާގެ އެލާޓްތައް',
  Instantly: 'އެއްފަހަރާ',
  'Daily digest': 'ދުވާލަކު އެއްފަހަރު',
  Off: 'ނުފޮނުވާ',
  'The preferred location field is required.': 'ބޭނުންވާ ތަން ނެންގެވުން ލާޒިމް.',
  'The work sector field is required.': 'މަސައްކަތުގެ ދާއިރާ ނެންގެވުން ލާޒިމް.',
  'The work category field is required.': 'މަސައްކަތުގެ ކެޓަގަރީ ނެންގެވުން ލާޒިމް.',
  'The salary range field is required.': 'މުސާރަ ނެންގެވުން ލާޒިމް.',
  'The job type field is required.': 'ވަޒީފާގެ ވައްތަރު ނެންގެވުން ލާޒިމް.',
  // The sections' forms (components/experience-form.tsx, qualification-form.tsx, language-form.tsx,
  // skill-forms.tsx) and their schemas' field messages. 'Company name' and its message are the catalogue's. The preset
  // skills of the first-time dialog are saved as written: data.
  'Job title': 'ވަޒީފާގެ ނަން',
  'Job category': 'ވަޒީފާގެ ކެޓަގަރީ',
  'Start date': 'ފެށި ތާރީޚު',
  'End date': 'ނިމުނު ތާރީޚު',
  'I currently work here': 'މިހާރު މަސައްކަތް ކުރަނީ މިތާ',
  'Work summary': 'މަސައްކަތުގެ ޚުލާޞާ',
  'Referee name': 'ރެފަރީގެ ނަން',
  'Referee email': 'ރެފަރީގެ އީމެއިލް',
  'Referee phone': 'ރެފަރީގެ ފޯނު ނަންބަރު',
  Level: 'ފެންވަރު',
  'Graduation year': 'ފާސްވި އަހަރު',
  Institute: 'ތަޢުލީމު ހާސިލުކުރި ތަން',
  'Course name': 'ކޯހުގެ ނަން',
  Language: 'ބަސް',
  Skill: 'ހުނަރު',
  'New skill': 'އައު ހުނަރު',
  '{title} level': '{title} ގެ ފެންވަރު',
  'Level {level}': 'ފެންވަރު {level}',
  'Add Skill': 'ހުނަރު އިތުރުކުރޭ',
  'Rate your skills': 'ތިބާގެ ހުނަރުތަކުގެ ފެންވަރު ކަނޑައަޅުއްވާ',
  'Employers look for these skills. Set your level for each (1 basic, 5 expert); you can change them and add more later.':
    'ވަޒީފާދޭ ފަރާތްތައް ބަލަނީ މި ހުނަރުތަކަށް. ކޮންމެ ހުނަރެއްގެ ފެންވަރު ކަނޑައަޅުއްވާ (1 އަސާސީ، 5 މާހިރު)؛ ފަހުން ބަދަލުކޮށް، އިތުރަށް ލެވޭނެ.',
  Later: 'ފަހުން',
  'Save Skills': 'ހުނަރުތައް ރައްކާކުރޭ',
  'The job category field is required.': 'ވަޒީފާގެ ކެޓަގަރީ ނެންގެވުން ލާޒިމް.',
  'The job title field is required.': 'މަޤާމުގެ ނަން ލިޔުން ލާޒިމް.',
  'The start date field is required.': 'ފެށި ތާރީޚު ލިޔުން ލާޒިމް.',
  'The start date is not a valid date.': 'ފެށި ތާރީޚު ރަނގަޅެއް ނޫން.',
  'The end date field is required.': 'ނިމުނު ތާރީޚު ލިޔުން ލާޒިމް.',
  'The end date must be after the start date.': 'ނިމުނު ތާރީޚަކީ ފެށި ތާރީޚަށް ފަހުގެ ތާރީޚަކަށް ވާން ޖެހޭ.',
  'The referee name field is required.': 'ރެފަރީގެ ނަން ލިޔުން ލާޒިމް.',
  'The referee email field is required.': 'ރެފަރީގެ އީމެއިލް ލިޔުން ލާޒިމް.',
  'The referee phone field is required.': 'ރެފަރީގެ ފޯނު ނަންބަރު ލިޔުން ލާޒިމް.',
  'The work summary field is required.': 'މަސައްކަތުގެ ޚުލާޞާ ލިޔުން ލާޒިމް.',
  'The work summary may not be greater than 2500 characters.': 'މަސައްކަތުގެ ޚުލާޞާގައި 2500 އަކުރަށްވުރެ ގިނައެއް ނުލިޔެވޭނެ.',
  'The level field is required.': 'ފެންވަރު ނެންގެވުން ލާޒިމް.',
  'The institute field is required.': 'ތަޢުލީމު ހާސިލުކުރި ތަން ލިޔުން ލާޒިމް.',
  'The course name field is required.': 'ކޯހުގެ ނަން ލިޔުން ލާޒިމް.',
  'The graduation year field is required.': 'ފާސްވި އަހަރު ނެންގެވުން ލާޒިމް.',
  'The graduation year must be between 2000 and this year.': 'ފާސްވި އަހަރަކީ 2000 އާއި މި އަހަރާ ދެމެދުގެ އަހަރަކަށް ވާން ޖެހޭ.',
  'The title field is required.': 'ހުނަރުގެ ނަން ލިޔުން ލާޒިމް.',
  'The title may not be greater than 100 characters.': 'ހުނަރުގެ ނަމުގައި 100 އަކުރަށްވުރެ ގިނައެއް ނުލިޔެވޭނެ.',
  'The level must be between 1 and 5.': 'ފެންވަރަކީ 1 އާއި 5 އާ ދެމެދުގެ އަދަދަކަށް ވާން ޖެހޭ.',
  'The language field is required.': 'ބަސް ލިޔުން ލާޒިމް.',
} as const;

/** An English text of the seeker area that has a Dhivehi text above. */
export type SeekerMessageKey = keyof typeof seekerMessages;
