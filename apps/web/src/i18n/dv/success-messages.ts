// The Dhivehi of the API's success messages (issue 31, decision 0060): the text of `message` in a 2xx
// answer to a change, which the screens show as it comes (a toast). Keyed by the server's English text,
// which is the contract's own (SPEC's and the modules' words); success-messages.test.ts checks each key is
// a message the server sends, so a reworded server text cannot leave a stale entry unnoticed. Messages
// the interface shows itself are in ./messages.ts; the lookup (./api-messages.ts dvApiMessage) reads both.
// One word for one thing: docs/i18n/glossary.md. To be reviewed by a native speaker before launch.
export const successMessages: Record<string, string> = {
  // Accounts (the others are the interface's own texts, in ./messages.ts)
  'You have been logged out.': 'ލޮގްއައުޓް ކުރެވިއްޖެ.',
  'Your email has been verified.': 'ތިބާގެ އީމެއިލް ކަށަވަރުކުރެވިއްޖެ.',
  'Your email is already verified.': 'ތިބާގެ އީމެއިލް ކުރިންވެސް ކަށަވަރުކުރެވިފައި.',
  'A new verification link has been sent to your email address.': 'ކަށަވަރުކުރާ އައު ލިންކެއް ތިބާގެ އީމެއިލް އެޑްރެސަށް ފޮނުވިއްޖެ.',
  'Your account has been deleted.': 'ތިބާގެ އެކައުންޓް ފުހެލެވިއްޖެ.',
  // The jobseeker
  'Job saved successfully.': 'ވަޒީފާ ރައްކާކުރެވިއްޖެ.',
  'Job removed from your saved jobs.': 'ވަޒީފާ ރައްކާކުރި ވަޒީފާތަކުން ނައްތާލެވިއްޖެ.',
  'Application submitted successfully.': 'އެޕްލިކޭޝަން ކާމިޔާބުކަމާއެކު ފޮނުވިއްޖެ.',
  'Profile saved successfully.': 'ޕްރޮފައިލް ރައްކާކުރެވިއްޖެ.',
  'Profile updated successfully.': 'ޕްރޮފައިލް އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Preference updated successfully.': 'އިޚްތިޔާރުތައް އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Preference saved successfully.': 'އިޚްތިޔާރުތައް ރައްކާކުރެވިއްޖެ.',
  'Photo updated successfully.': 'ފޮޓޯ އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Resume uploaded successfully.': 'ރެޒިއުމޭ އަޕްލޯޑް ކުރެވިއްޖެ.',
  'Resume updated successfully.': 'ރެޒިއުމޭ އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Resume saved successfully.': 'ރެޒިއުމޭ ރައްކާކުރެވިއްޖެ.',
  'Document saved successfully.': 'ލިޔުން ރައްކާކުރެވިއްޖެ.',
  'File uploaded successfully.': 'ފައިލް އަޕްލޯޑް ކުރެވިއްޖެ.',
  'Education added successfully.': 'ތަޢުލީމު އިތުރުކުރެވިއްޖެ.',
  'Education updated successfully.': 'ތަޢުލީމު އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Education deleted successfully.': 'ތަޢުލީމު ނައްތާލެވިއްޖެ.',
  'Language added successfully.': 'ބަސް އިތުރުކުރެވިއްޖެ.',
  'Language updated successfully.': 'ބަސް އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Language deleted successfully.': 'ބަސް ނައްތާލެވިއްޖެ.',
  'Skill added successfully.': 'ހުނަރު އިތުރުކުރެވިއްޖެ.',
  'Skill updated successfully.': 'ހުނަރު އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Skill deleted successfully.': 'ހުނަރު ނައްތާލެވިއްޖެ.',
  'Work experience added successfully.': 'މަސައްކަތުގެ ތަޖުރިބާ އިތުރުކުރެވިއްޖެ.',
  'Work experience updated successfully.': 'މަސައްކަތުގެ ތަޖުރިބާ އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Work experience deleted successfully.': 'މަސައްކަތުގެ ތަޖުރިބާ ނައްތާލެވިއްޖެ.',
  'Language saved': 'ބަސް ރައްކާކުރެވިއްޖެ',
  // The bank job form (job-form/routes.ts), sent with or without an account.
  'Your application has been submitted successfully.': 'ތިބާގެ އެޕްލިކޭޝަން ފޮނުވިއްޖެ.',
  // The employer
  'Job submitted for approval.': 'ވަޒީފާ ހުއްދައަށް ފޮނުވިއްޖެ.',
  'Job updated.': 'ވަޒީފާ އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Job updated and sent for approval.': 'ވަޒީފާ އަޕްޑޭޓްކޮށް ހުއްދައަށް ފޮނުވިއްޖެ.',
  'The job has been closed.': 'ވަޒީފާ ބަންދުކުރެވިއްޖެ.',
  'Company profile created.': 'ކުންފުނީގެ ޕްރޮފައިލް ހެދިއްޖެ.',
  'Company profile updated.': 'ކުންފުނީގެ ޕްރޮފައިލް އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Logo updated.': 'ލޯގޯ އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Template saved.': 'ޓެމްޕްލޭޓް ރައްކާކުރެވިއްޖެ.',
  'Template deleted.': 'ޓެމްޕްލޭޓް ނައްތާލެވިއްޖެ.',
  'Message sent.': 'މެސެޖު ފޮނުވިއްޖެ.',
  'Note added': 'ނޯޓު އިތުރުކުރެވިއްޖެ',
  'Note deleted': 'ނޯޓު ނައްތާލެވިއްޖެ',
  'Stage updated': 'މަރުޙަލާ އަޕްޑޭޓް ކުރެވިއްޖެ',
  'Stages updated': 'މަރުޙަލާތައް އަޕްޑޭޓް ކުރެވިއްޖެ',
  'Rating saved': 'ރޭޓިންގ ރައްކާކުރެވިއްޖެ',
  'Rating cleared': 'ރޭޓިންގ ފޮހެލެވިއްޖެ',
  '1 applicant marked not selected': 'އެޕްލިކަންޓަކު ހޮވިފައެއް ނުވާ ކަމަށް ލެވިއްޖެ',
  'Invoice created. Please pay by bank transfer and upload the slip.':
    'އިންވޮއިސް ހެދިއްޖެ. ބޭންކް ޓްރާންސްފަރ ކޮށްފައި ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރައްވާ.',
  'Continue to the bank’s payment page.': 'ބޭންކުގެ ޕޭމަންޓް ސަފްޙާއަށް ކުރިއަށް ދިއުން.',
  // The card payment's return page asks the bank's answer (billing/routes.ts).
  'Paid. Your plan is active.': 'ފައިސާ ލިބިއްޖެ. ތިބާގެ ޕްލޭން ހިނގަމުންދޭ.',
  'Not paid yet.': 'އަދި ފައިސާއެއް ނުލިބޭ.',
  'Payment confirmed. The subscription is active.': 'ފައިސާ ލިބުނުކަން ކަށަވަރުކުރެވިއްޖެ. ސަބްސްކްރިޕްޝަން ހިނގަމުންދޭ.',
  'Added to shortlist': 'ޝޯޓްލިސްޓަށް އިތުރުކުރެވިއްޖެ',
  'Removed from shortlist': 'ޝޯޓްލިސްޓުން ނައްތާލެވިއްޖެ',
  'Payment slip linked - Waiting for approval': 'ޕޭމަންޓް ސްލިޕް ގުޅުވިއްޖެ - ހުއްދައަށް އިންތިޒާރުކުރަނީ',
  // The operators
  'Job approved and published.': 'ވަޒީފާ ހުއްދަދީ ޝާއިޢު ކުރެވިއްޖެ.',
  'Job rejected.': 'ވަޒީފާ ރައްދުކުރެވިއްޖެ.',
  'Deliveries queued again.': 'ނުފޮނުވުނު ފޮނުވުންތައް އަލުން ފޮނުވަން ލެވިއްޖެ.',
  'No failed delivery to retry.': 'އަލުން ފޮނުވާނެ ނުފޮނުވުނު ފޮނުވުމެއް ނެތް.',
  'Company verified.': 'ކުންފުނި ޔަޤީންކުރެވިއްޖެ.',
  'Verified badge removed.': 'ޔަޤީންކުރެވިފައިވާ ނިޝާން ނައްތާލެވިއްޖެ.',
  'Invoice updated.': 'އިންވޮއިސް އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'The slip was sent back to the employer.': 'ސްލިޕް ވަޒީފާދޭ ފަރާތަށް އަނބުރާ ފޮނުވިއްޖެ.',
  'The invoice is marked refunded; its plan has ended.': 'އިންވޮއިސްގެ ފައިސާ އަނބުރާ ދެވިއްޖެ؛ އޭގެ ޕްލޭން ނިމިއްޖެ.',
  // A lookup list's value (a category, a qualification…).
  'Value added.': 'ލިސްޓަށް އިތުރުކުރެވިއްޖެ.',
  'Value updated.': 'ލިސްޓުގައި އަޕްޑޭޓް ކުރެވިއްޖެ.',
  'Value removed.': 'ލިސްޓުން ނައްތާލެވިއްޖެ.',
  'Island added.': 'ރަށް އިތުރުކުރެވިއްޖެ.',
  'Island renamed.': 'ރަށުގެ ނަން ބަދަލުކުރެވިއްޖެ.',
  'Atoll renamed.': 'އަތޮޅުގެ ނަން ބަދަލުކުރެވިއްޖެ.',
};

/**
 * The success messages with a value in them (a count, a place, the bank's word), keyed by the server's
 * English with each value as `{name}`: dvApiMessage reads the value from the English and puts it in the
 * Dhivehi. The value itself stays as sent (a number, a place's name, the bank's own word).
 */
export const successPatterns: Record<string, string> = {
  '{n} applicants marked not selected': '{n} އެޕްލިކަންޓުން ހޮވިފައެއް ނުވާ ކަމަށް ލެވިއްޖެ',
  'Moved to {place}.': '{place} އަށް ބަދަލުކުރެވިއްޖެ.',
  'The bank says: {state}.': 'ބޭންކުން ބުނަނީ: {state}.',
};
