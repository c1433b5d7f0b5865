// The one allow-list of HTML a job description may contain (issue 7): what the rich-text editor
// produces, nothing that runs or loads anything. The server sanitises with it on write and again when
// presenting (so rows written by any path — imports, old data, a bug — are safe); the web renders only
// what the API gives.
export const JOB_HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'hr',
] as const;

/** Attributes per tag; links only to http(s) and mailto, always opened safely. */
export const JOB_HTML_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'] };
export const JOB_HTML_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;
