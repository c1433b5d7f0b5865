import { apiMessageKey, type ApiMessageKey } from '@portal/shared/api-messages';
import type { ApiMessages } from '../catalogue';
import { messages } from './messages';
import { successMessages } from './success-messages';

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
 * The Dhivehi of an API message: by its `message_key`, else by its English text (a 422's field messages
 * come without keys, but those of the map are SPEC's texts too; a success message is looked up in
 * ./success-messages.ts, then in the interface's catalogue, whose keys are English texts too); undefined
 * when none is known.
 */
export function dvApiMessage(english: string, key?: string): string | undefined {
  const known = key && Object.hasOwn(apiMessages, key) ? (key as ApiMessageKey) : apiMessageKey(english);
  if (known) return apiMessages[known];
  if (Object.hasOwn(successMessages, english)) return successMessages[english];
  return Object.hasOwn(messages, english) ? (messages as Record<string, string>)[english] : undefined;
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
