import sanitizeHtml from 'sanitize-html';
import {
  JOB_HTML_ALLOWED_ATTRIBUTES,
  JOB_HTML_ALLOWED_SCHEMES,
  JOB_HTML_ALLOWED_TAGS,
} from '@portal/shared/rules/job-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...JOB_HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(JOB_HTML_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...JOB_HTML_ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other disallowed tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }, true),
  },
};
// The attributes the transform adds must survive the filter that runs after it.
options.allowedAttributes = {
  ...(options.allowedAttributes as object),
  a: ['href', 'title', 'rel', 'target'],
};

/** A job description reduced to the shared allow-list (packages/shared/src/rules/job-html.ts). */
export function sanitizeJobHtml(html: string): string {
  return sanitizeHtml(html, options);
}
