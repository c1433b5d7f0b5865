import type { ZodType } from 'zod';
import { zodErrors, type FieldErrors } from '../../../lib/forms';
import { useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';

/**
 * A profile form's browser-side check with its messages in the page's language (issue 31): the shared
 * schemas' messages are SPEC's English and the key of their Dhivehi in the seeker catalogue, which
 * `useApiForm` (it reads the main catalogue only) does not know. A message with no Dhivehi stays
 * English; i18n/dv/seeker-messages.test.ts runs these schemas and fails when one has none.
 */
export function useSeekerValidation<Values>(schema: ZodType): (values: Values) => FieldErrors {
  const st = useSeekerT();
  return (values) =>
    Object.fromEntries(
      Object.entries(zodErrors(schema, values)).map(([field, message]) => [
        field,
        st(message as SeekerTextKey),
      ]),
    );
}
