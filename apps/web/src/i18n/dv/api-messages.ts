import { apiMessageKey, type ApiMessageKey } from '@portal/shared/api-messages';
import type { ApiMessages } from '../catalogue';
import { messages } from './messages';
import { successMessages, successPatterns } from './success-messages';

// The Dhivehi of the API's messages (issue 31 point 4, decision 0060), under the `message_key` the server
// sends beside SPEC's English `message` (packages/shared/src/api-messages.ts). Typed by the keys: a key
// without a Dhivehi text here does not compile; i18n/api-messages.test.ts checks each is Thaana.
// One word for one thing: docs/i18n/glossary.md.
export const apiMessages: Record<ApiMessageKey, string> = {
  access_deny: 'ހުއްދައެއް ނެތް',
  deny: 'ހުއްދައެއް ނުލިބޭ',
  country_blocked: 'ތިބާގެ ޤައުމުން މި ވަޒީފާއަށް އެޕްލައި ނުކުރެވޭނެ',
  subscriptions_failed: 'ސަބްސްކްރިޕްޝަނެއް ނެތް',
  talent_pool_limited:
    'ހުނަރުވެރިންގެ ލިސްޓު ބެލޭނީ އަހަރީ ސަބްސްކްރިޕްޝަނެއް ހުރި ވަޒީފާދޭ ފަރާތްތަކަށް. ސަތޭކަ ގިނަ ވަޒީފާ ހޯދާ ފަރާތްތަކުގެ ޕްރޮފައިލް ބައްލަވައި، އެމީހުންނާ ސީދާ ގުޅުއްވާ.',
  already_applied: 'މިހާރުވެސް އެޕްލައި ކޮށްފައި',
  email_taken: 'މި އީމެއިލް މިހާރުވެސް ރަޖިސްޓަރީ ކުރެވިފައި',
  password_mismatch: 'ޕާސްވޯޑު ދިމައެއް ނުވޭ',
  max_sub_companies: 'ގިނަވެގެން 4 ކުދި ކުންފުނި',
  slip_format: 'ފައިލްގެ ފޯމެޓް ރަނގަޅެއް ނޫން',
  job_attachment_format: 'މި ފައިލް ފޯމެޓް ބަލައެއް ނުގަނެވޭ',
  application_form_format: 'މި ފައިލްގެ ފޯމެޓް ބަލައެއް ނުގަނެވޭ',
  application_form_required: 'އެޕްލިކޭޝަން ފޯމު ބޭނުންވޭ',
  document_format: 'ލިޔުމުގެ ފޯމެޓް ރަނގަޅެއް ނޫން',
  upload_type: 'ފައިލްގެ ވައްތަރު ރަނގަޅެއް ނޫން',
  file_too_large: 'ފައިލްގެ ބޮޑުމިން ހުއްދަ ހަދަށްވުރެ ބޮޑު',
  bank_form_incomplete: 'ބޭނުންވާ ހުރިހާ ބައެއް ފުރިހަމަ ކުރައްވާ',
  bank_form_checkbox: 'ޗެކްބޮކްސް ޔަޤީން ކުރައްވާ',
  fill_introduction: 'ތިބާގެ ތަޢާރަފު ލިޔުއްވާ',
  complete_profile: 'ތިބާގެ ޕްރޮފައިލް ފުރިހަމަ ކުރައްވާ',
  data_not_found: 'މަޢުލޫމާތު ނުފެނުނު!',
  employer_not_found: 'ވަޒީފާދޭ ފަރާތުގެ ޕްރޮފައިލް ނުފެނުނު!',
  user_not_found: 'ބޭނުންކުރާ ފަރާތް ނުފެނުނު!',
  nothing_to_show: 'ދައްކާނެ އެއްޗެއް ނެތް',
  not_found: 'ނުފެނުނު',
  invalid_credentials: 'ދެއްވި މަޢުލޫމާތު އަހަރެމެންގެ ރެކޯޑްތަކާ ދިމައެއް ނުވޭ.',
  unauthenticated: 'ލޮގިން ވެފައެއް ނުވޭ.',
  too_many_requests: 'ވަރަށް ގިނަ ފަހަރު މަސައްކަތް ކުރެވިއްޖެ. ފަހުން އަލުން މަސައްކަތް ކުރައްވާ.',
  invalid_reset_token: 'ޕާސްވޯޑު ބަދަލުކުރާ މި ލިންކު ރަނގަޅެއް ނޫން، ނުވަތަ މުއްދަތު ހަމަވެއްޖެ.',
  invalid_verify_token: 'ޔަޤީންކުރާ މި ލިންކު ރަނގަޅެއް ނޫން، ނުވަތަ މުއްދަތު ހަމަވެއްޖެ.',
  validation_failed: 'ދެއްވި މަޢުލޫމާތު ރަނގަޅެއް ނޫން.',
  malformed_body: 'ފޮނުވި މަޢުލޫމާތު ކިޔައެއް ނުލެވުނު.',
  server_error: 'މައްސަލައެއް ދިމާވެއްޖެ. ފަހުން އަލުން މަސައްކަތް ކުރައްވާ.',
  service_unavailable: 'ޚިދުމަތް މިވަގުތު ނުލިބޭ. ކުޑަ ވަގުތުކޮޅަކުން އަލުން މަސައްކަތް ކުރައްވާ.',
};

/**
 * The Dhivehi of the error messages that have no `message_key`: the modules' own texts beside their code
 * (decision 0060: 'Invoice already paid', a file field's 'required', an operator's conflict), keyed by the
 * server's English like ./success-messages.ts. success-messages.test.ts reads what the server throws and
 * fails when a message here is not the server's or a message thrown has no Dhivehi.
 */
export const errorMessages: Record<string, string> = {
  // Accounts and the jobseeker
  'The password is incorrect.': 'ޕާސްވޯޑް ރަނގަޅެއް ނޫން.',
  'You already have a profile.': 'ތިބާގެ ޕްރޮފައިލް ކުރިންވެސް ހުރޭ.',
  'The introduction field is required.': 'ތައާރަފު ލިޔުން ލާޒިމް.',
  'The first five skills cannot be deleted; change their level instead.':
    'ފުރަތަމަ ފަސް ހުނަރު ޑިލީޓް ނުކުރެވޭނެ؛ އޭގެ ބަދަލުގައި އެ ހުނަރުތަކުގެ ފެންވަރު ބަދަލުކުރައްވާ.',
  'The picture field is required.': 'ފޮޓޯ އަޕްލޯޑް ކުރުން ލާޒިމް.',
  'The resume field is required.': 'ރެޒިއުމޭ އަޕްލޯޑް ކުރުން ލާޒިމް.',
  'The file field is required.': 'ފައިލް އަޕްލޯޑް ކުރުން ލާޒިމް.',
  'The file is invalid. Please upload it again.': 'ފައިލް ރަނގަޅެއް ނޫން. އަލުން އަޕްލޯޑް ކުރައްވާ.',
  'Too many uploads. Please try again tomorrow.': 'ވަރަށް ގިނަ ފައިލް އަޕްލޯޑް ކުރެވިއްޖެ. މާދަމާ އަލުން މަސައްކަތް ކުރައްވާ.',
  'This job is not in your saved jobs.': 'މި ވަޒީފާ ރައްކާކުރި ވަޒީފާތަކުގައި ނެތް.',
  'Job not found!': 'ވަޒީފާ ނުފެނުނު!',
  'Not applied': 'އެޕްލައި ކޮށްފައެއް ނުވޭ',
  // The bank job form
  'This vacancy is closed.': 'މި ހުސްވަޒީފާ ބަންދުކުރެވިއްޖެ.',
  'The form is receiving too many files right now. Please try again in a few minutes.':
    'މިވަގުތު ފޯމަށް ވަރަށް ގިނަ ފައިލް ފޮނުވެމުންދޭ. މިނިޓުކޮޅަކުން އަލުން މަސައްކަތް ކުރައްވާ.',
  // The employer
  'You already have a company profile.': 'ތިބާގެ ކުންފުނީގެ ޕްރޮފައިލް ކުރިންވެސް ހުރޭ.',
  'The logo field is required.': 'ލޯގޯ އަޕްލޯޑް ކުރުން ލާޒިމް.',
  'The selected subscription is invalid.': 'ނެންގެވި ސަބްސްކްރިޕްޝަން ރަނގަޅެއް ނޫން.',
  'The interview date is offered only with an annual subscription.': 'އިންޓަވިއުގެ ތާރީޚު ލިބޭނީ އަހަރީ ސަބްސްކްރިޕްޝަނަކާއެކު އެކަނި.',
  'Message template not found.': 'މެސެޖުގެ ނަމޫނާ ނުފެނުނު.',
  'The candidate has deleted the account and can no longer be messaged.': 'މި ފަރާތުގެ އެކައުންޓް ފުހެލާފައިވާތީ މެސެޖެއް ނުފޮނުވޭނެ.',
  'The job is still open: close it before marking its remaining applicants not selected.':
    'ވަޒީފާ އަދި ހުޅުވިފައި: ބާކީ އެޕްލިކަންޓުން ހޮވިފައެއް ނުވާ ކަމަށް ލުމުގެ ކުރިން ވަޒީފާ ބަންދުކުރައްވާ.',
  'Please complete your company profile first.': 'ފުރަތަމަ ތިބާގެ ކުންފުނީގެ ޕްރޮފައިލް ފުރިހަމަ ކުރައްވާ.',
  // Invoices and payments
  'You already have an invoice waiting for payment. Use Change Package to change it.':
    'ފައިސާ ދައްކަން އިންތިޒާރުކުރާ އިންވޮއިސެއް ތިބާގެ ކުރިންވެސް ހުރޭ. އެ ބަދަލުކުރައްވަން "ޕްލޭން ބަދަލުކުރޭ" ބޭނުންކުރައްވާ.',
  'The payment slip is linked: this invoice can no longer be changed.':
    'ޕޭމަންޓް ސްލިޕް ގުޅުވިފައި: މި އިންވޮއިސް އިތުރަށް ބަދަލެއް ނުކުރެވޭނެ.',
  'A card payment is open on this invoice: finish it on the bank’s page, or cancel it there, first.':
    'މި އިންވޮއިސްގައި ކާޑު ޕޭމަންޓެއް ހުޅުވިފައި: ފުރަތަމަ ބޭންކުގެ ސަފްޙާގައި އެ ނިންމަވާ، ނުވަތަ އެތަނުން ބާތިލް ކުރައްވާ.',
  'This invoice is already paid.': 'މި އިންވޮއިސްގެ ފައިސާ ކުރިންވެސް ދައްކާފައި.',
  'This invoice is cancelled.': 'މި އިންވޮއިސް ބާތިލްކުރެވިފައި.',
  'This invoice has no payment slip to send back.': 'އަނބުރާ ފޮނުވާނެ ޕޭމަންޓް ސްލިޕެއް މި އިންވޮއިސްގައި ނެތް.',
  'A payment slip is linked to this invoice: it is being paid by bank transfer.':
    'މި އިންވޮއިސްއާ ޕޭމަންޓް ސްލިޕެއް ގުޅުވިފައި: މީގެ ފައިސާ ދައްކަމުންދަނީ ބޭންކް ޓްރާންސްފަރއިން.',
  'This invoice has no card transaction.': 'މި އިންވޮއިސްގައި ކާޑު ޓްރާންޒެކްޝަނެއް ނެތް.',
  'Only a paid invoice that is not refunded yet can be marked refunded.':
    'ފައިސާ އަނބުރާ ދެވިފައިވާ ކަމަށް ލެވޭނީ، ފައިސާ ދައްކާފައިވާ، އަދި ފައިސާ އަނބުރާ ނުދެވޭ އިންވޮއިސަކަށް އެކަނި.',
  'Card payments are not available. Please pay by bank transfer and upload the slip.':
    'ކާޑު ޕޭމަންޓް މިވަގުތު ނުލިބޭ. ބޭންކް ޓްރާންސްފަރ ކޮށްފައި ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރައްވާ.',
  'The Bank of Maldives card payment service cannot be reached just now. Please try again in a few minutes, or pay by bank transfer and upload the slip.':
    'ބޭންކުގެ ކާޑު ޕޭމަންޓް ޚިދުމަތާ މިވަގުތު ގުޅޭކަށް ނުވޭ. މިނިޓުކޮޅަކުން އަލުން މަސައްކަތް ކުރައްވާ، ނުވަތަ ބޭންކް ޓްރާންސްފަރ ކޮށްފައި ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރައްވާ.',
  'The slip field is required.': 'ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރުން ލާޒިމް.',
  // The operators
  'This job is already approved.': 'މި ވަޒީފާއަށް ކުރިންވެސް ހުއްދަދެވިފައި.',
  'This job is already rejected.': 'މި ވަޒީފާ ކުރިންވެސް ރައްދުކުރެވިފައި.',
  'This value already exists in this list.': 'މި ލިސްޓުގައި މި އައިޓަމް ކުރިންވެސް ހުރޭ.',
  'This value is used by the portal’s rules and cannot be renamed or removed.':
    'މި އައިޓަމް ޕޯޓަލުގެ ޤަވާޢިދުތަކުގައި ބޭނުންކުރާތީ، އޭގެ ނަން ބަދަލެއް ނުކުރެވޭނެ، ނައްތާލެވެސް ނުލެވޭނެ.',
  'This value is in use and cannot be removed. Rename it instead.':
    'މި އައިޓަމް ބޭނުންކުރެވެމުންދާތީ ނައްތާނުލެވޭނެ. އޭގެ ބަދަލުގައި ނަން ބަދަލުކުރައްވާ.',
  'This atoll already has an island of that name.': 'މި އަތޮޅުގައި އެ ނަމުގައި ރަށެއް ކުރިންވެސް ހުރޭ.',
  'Another atoll already has that name.': 'އެ ނަމުގައި އެހެން އަތޮޅެއް ކުރިންވެސް ހުރޭ.',
  'No record holds this value as a place without an atoll.': 'އަތޮޅެއް ނެތް ތަނެއްގެ ގޮތުގައި މި ނަން ހުރި ރެކޯޑެއް ނެތް.',
  'The selected location is invalid. Write a place as people read it: an atoll (Baa), an island with its atoll (Thulhaadhoo, Baa), a resort (Soneva Fushi (resort), Baa), Malé City, Anywhere in Maldives or Overseas.':
    'ނެންގެވި ތަން ރަނގަޅެއް ނޫން. ތަން ލިޔުއްވާނީ މީހުން ކިޔާ ގޮތަށް: އަތޮޅެއް، އަތޮޅާއެކު ރަށެއް، އަތޮޅާއެކު ރިސޯޓެއް، މާލެ ސިޓީ، ރާއްޖޭގެ ކޮންމެ ތަނެއްގައި، ނުވަތަ ބޭރުގައި.',
  // Requests no screen makes (a hand-made call), in Dhivehi all the same.
  'The days must be 30 or 90.': 'ދުވަސްތަކުގެ އަދަދަކީ 30 ނުވަތަ 90 ކަމުގައި ވާން ޖެހޭ.',
  'The multipart body could not be read.': 'ފޮނުވި މަޢުލޫމާތު ކިޔައެއް ނުލެވުނު.',
  'This request does not accept files.': 'މި ރިކުއެސްޓަކާއެކު ފައިލް ބަލައެއް ނުގަނެވޭ.',
  'Too many files.': 'ވަރަށް ގިނަ ފައިލް.',
};

/** The error messages with a number in them (a limit), as ./success-messages.ts successPatterns. */
export const errorPatterns: Record<string, string> = {
  'At most {n} messages a day can be sent about one application. Please try again later.':
    'އެއް އެޕްލިކޭޝަނަކާ ބެހޭގޮތުން ދުވާލަކު ފޮނުވޭނީ ގިނަވެގެން {n} މެސެޖު. ފަހުން އަލުން މަސައްކަތް ކުރައްވާ.',
  'The subject may not be greater than {n} characters.': 'މައުޟޫޢު {n} އަކުރަށްވުރެ ދިގުވާކަށް ނުޖެހޭ.',
  'The body may not be greater than {n} characters.': 'މެސެޖު {n} އަކުރަށްވުރެ ދިގުވާކަށް ނުޖެހޭ.',
  'A company may keep at most {n} message templates.': 'ކުންފުންޏަކަށް ބެހެއްޓޭނީ ގިނަވެގެން {n} މެސެޖުގެ ނަމޫނާ.',
};

/** The Dhivehi of a message with values (`{name}` in the English key), the values as sent; or undefined. */
function byPattern(english: string): string | undefined {
  for (const [pattern, dhivehi] of Object.entries({ ...successPatterns, ...errorPatterns })) {
    const names: string[] = [];
    const source = pattern
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const m = new RegExp(`^${source}$`).exec(english);
    if (m) return dhivehi.replace(/\{(\w+)\}/g, (whole, name: string) => m[names.indexOf(name) + 1] ?? whole);
  }
  return undefined;
}

/**
 * The Dhivehi of an API message: by its `message_key`, else by its English text (a 422's field messages
 * come without keys, but those of the map are SPEC's texts too): the modules' errors above, the success
 * messages (./success-messages.ts), the interface's catalogue (whose keys are English texts too), then a
 * message with a value by its pattern; undefined when none is known.
 */
export function dvApiMessage(english: string, key?: string): string | undefined {
  const known = key && Object.hasOwn(apiMessages, key) ? (key as ApiMessageKey) : apiMessageKey(english);
  if (known) return apiMessages[known];
  if (Object.hasOwn(errorMessages, english)) return errorMessages[english];
  if (Object.hasOwn(successMessages, english)) return successMessages[english];
  if (Object.hasOwn(messages, english)) return (messages as Record<string, string>)[english];
  return byPattern(english);
}

/**
 * An error answer as a Dhivehi page shows it: `message` and the 422's field messages in Dhivehi where
 * known (the message by its key, a field message by its English text), SPEC's English otherwise.
 */
export function errorInDhivehi<T extends ApiMessages>(body: T): T {
  const inDhivehi = (english: string, key?: string) => dvApiMessage(english, key) ?? english;
  return {
    ...body,
    ...(body.message === undefined ? {} : { message: inDhivehi(body.message, body.message_key) }),
    ...(body.errors
      ? {
          errors: Object.fromEntries(
            Object.entries(body.errors).map(([field, texts]) => [
              field,
              texts.map((text) => inDhivehi(text)),
            ]),
          ),
        }
      : {}),
  };
}
