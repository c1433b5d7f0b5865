import { MESSAGES } from './messages';

// The message keys of the API's error answers (issue 31 point 4, decision 0060). `code` is too coarse
// for a translation (`forbidden` is 'Access Deny', 'Country Blocked' or 'Subscriptions failed'), so
// each distinct English message the web shows as it comes has a stable snake_case key beside it, and
// the web shows the key's text from its catalogue. The English texts are MESSAGES' own (SPEC's,
// exact): the server answers an error whose message is one of them with its key, so the key and the
// text cannot drift apart. One key per distinct English text (fileTooLarge and uploadTooLarge are one).
export const API_MESSAGES = {
  access_deny: MESSAGES.accessDeny,
  deny: MESSAGES.deny,
  country_blocked: MESSAGES.countryBlocked,
  subscriptions_failed: MESSAGES.subscriptionsFailed,
  talent_pool_limited: MESSAGES.talentPoolLimited,
  already_applied: MESSAGES.alreadyApplied,
  email_taken: MESSAGES.emailTaken,
  password_mismatch: MESSAGES.passwordMismatch,
  max_sub_companies: MESSAGES.maxSubCompanies,
  slip_format: MESSAGES.slipFormat,
  job_attachment_format: MESSAGES.jobAttachmentFormat,
  application_form_format: MESSAGES.applicationFormFormat,
  application_form_required: MESSAGES.applicationFormRequired,
  document_format: MESSAGES.documentFormat,
  upload_type: MESSAGES.uploadType,
  file_too_large: MESSAGES.fileTooLarge,
  bank_form_incomplete: MESSAGES.bankFormIncomplete,
  bank_form_checkbox: MESSAGES.bankFormCheckbox,
  fill_introduction: MESSAGES.fillIntroduction,
  complete_profile: MESSAGES.completeProfile,
  data_not_found: MESSAGES.dataNotFound,
  employer_not_found: MESSAGES.employerNotFound,
  user_not_found: MESSAGES.userNotFound,
  nothing_to_show: MESSAGES.nothingToShow,
  not_found: MESSAGES.notFound,
  invalid_credentials: MESSAGES.invalidCredentials,
  unauthenticated: MESSAGES.unauthenticated,
  too_many_requests: MESSAGES.tooManyRequests,
  invalid_reset_token: MESSAGES.invalidResetToken,
  invalid_verify_token: MESSAGES.invalidVerifyToken,
  validation_failed: MESSAGES.validationFailed,
  malformed_body: MESSAGES.malformedBody,
  server_error: MESSAGES.serverError,
  service_unavailable: MESSAGES.serviceUnavailable,
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;

export const API_MESSAGE_KEYS = Object.keys(API_MESSAGES) as [ApiMessageKey, ...ApiMessageKey[]];

const KEY_OF_TEXT = new Map<string, ApiMessageKey>(
  API_MESSAGE_KEYS.map((key) => [API_MESSAGES[key], key] as const),
);

/** The key of an English message of the map, or undefined for a text that has none. */
export function apiMessageKey(message: string): ApiMessageKey | undefined {
  return KEY_OF_TEXT.get(message);
}
