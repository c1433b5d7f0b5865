// Messages to candidates (issue 27, point 4; decision 0043): the template kinds, the limits, the two
// templates every company starts with, and the placeholder filling. Pure and shared so that the web's
// preview shows exactly the text the server mails.

export const MESSAGE_TEMPLATE_KINDS = ['interview', 'regret', 'other'] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];

export const MESSAGE_TEMPLATE_KIND_LABELS: Record<MessageTemplateKind, string> = {
  interview: 'Interview',
  regret: 'Regret',
  other: 'Other',
};

export const MESSAGE_LIMITS = {
  name: 100,
  subject: 200,
  body: 5000,
  /** date, time and place as typed ("Sunday 6 December", "10:00", "Hulhumalé office, 2nd floor"). */
  detail: 200,
  /** Keeps the portal from being a tool to flood a candidate's mailbox. */
  perApplicationPerDay: 20,
  templatesPerCompany: 50,
} as const;

/** Filled from the application at send time. */
export const AUTOMATIC_PLACEHOLDERS = ['candidate_name', 'job_title', 'company_name'] as const;
/** Typed by the employer when the text names them (an interview's when and where). */
export const DETAIL_PLACEHOLDERS = ['date', 'time', 'place'] as const;
export type DetailPlaceholder = (typeof DETAIL_PLACEHOLDERS)[number];
export const PLACEHOLDERS = [...AUTOMATIC_PLACEHOLDERS, ...DETAIL_PLACEHOLDERS] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string | null | undefined>>;

const PATTERN = /\{(candidate_name|job_title|company_name|date|time|place)\}/g;

/** The known placeholders a text names, each once, in the order they first appear. */
export function placeholdersIn(...texts: string[]): Placeholder[] {
  const found = new Set<Placeholder>();
  for (const t of texts) for (const m of t.matchAll(PATTERN)) found.add(m[1] as Placeholder);
  return [...found];
}

/**
 * The date, time or place the texts name but `values` leaves blank: the send call refuses them (422),
 * so no candidate receives an invitation reading "on {date}".
 */
export function missingDetails(values: PlaceholderValues, ...texts: string[]): DetailPlaceholder[] {
  return placeholdersIn(...texts).filter(
    (p): p is DetailPlaceholder =>
      (DETAIL_PLACEHOLDERS as readonly string[]).includes(p) && !values[p]?.trim(),
  );
}

/**
 * The text with each known placeholder replaced by its value (trimmed); one without a value stays as it
 * is, and braces that name no placeholder are left alone. The values are not read again as a template:
 * a name that reads "{date}" is not filled.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: Placeholder) => values[name]?.trim() || whole);
}

export interface DefaultTemplate {
  name: string;
  kind: MessageTemplateKind;
  subject: string;
  body: string;
}

/** What every company starts with; it may edit or delete them. */
export const DEFAULT_MESSAGE_TEMPLATES: readonly DefaultTemplate[] = [
  {
    name: 'Interview invitation',
    kind: 'interview',
    subject: 'Interview invitation: {job_title}',
    body: [
      'Dear {candidate_name},',
      'Thank you for applying for {job_title}. We would like to invite you to an interview on {date} at {time}, at {place}.',
      'Please reply to this e-mail to confirm that you can attend, or to suggest another time.',
      'Kind regards,\n{company_name}',
    ].join('\n\n'),
  },
  {
    name: 'Regret',
    kind: 'regret',
    subject: 'Your application for {job_title}',
    body: [
      'Dear {candidate_name},',
      'Thank you for your interest in {job_title} and for the time you gave to your application. After careful consideration we have decided not to continue with it.',
      'We wish you every success in your search.',
      'Kind regards,\n{company_name}',
    ].join('\n\n'),
  },
];
