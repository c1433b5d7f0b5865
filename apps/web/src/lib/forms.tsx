import { Alert } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from './notifications';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';
import { useLang } from '../i18n/i18n';

// The one way a form talks to the API (issue 6): validate in the browser with the shared zod schema,
// send, put the server's 422 messages under their fields, toast and show the outcome. Every form of
// every area uses `useApiForm` and `<FormResult>` so that errors look and behave the same everywhere.

export type FieldErrors = Record<string, string>;

/**
 * Every field of a form that marks them all required: the inputs say so to assistive technology
 * (`required`, with `noValidate` on the form so that our messages show), without an asterisk in
 * every label.
 */
export const requiredField = { required: true, withAsterisk: false } as const;

/** The first message of each field of a shared zod schema, keyed by the field's path ('a.b'). */
export function zodErrors(schema: ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first server message per field of a 422 answer (DESIGN §4: `errors: {field: [messages]}`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) errors[field] = messages[0];
  return errors;
}

/** The server's message of a failed call, or a generic text for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}

/** What the last submit came to, for `<FormResult>`. `code` is the server's error code on failure. */
export interface FormOutcome {
  ok: boolean;
  message: string;
  code?: string;
}

// Mantine's own constraint for form values: interfaces qualify, unlike Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormValues = Record<string, any>;

export interface UseApiFormOptions<Values extends FormValues, Result> {
  initialValues: Values;
  /** Checked before sending: the shared request schema, or a function for rules that differ from it. */
  validate?: ZodType | ((values: Values) => FieldErrors);
  /** The call. A failure must reject (the API client rejects with an ApiError and has toasted it). */
  send: (values: Values) => Promise<Result>;
  /** After a success, once the message is toasted and shown. */
  onSuccess?: (result: Result, values: Values) => void | Promise<void>;
  /** Adds field errors for a failure the server did not tie to a field (e.g. by its code). */
  fieldErrorsFor?: (error: unknown) => FieldErrors;
  /** The message shown when a failure has none of its own. */
  errorFallback?: string;
  /** Toast the server's success message (default true). */
  toastSuccess?: boolean;
  /**
   * The success's text where the web knows it in the page's language (the server's message is SPEC's
   * English); shown and toasted instead of the server's.
   */
  successMessage?: string;
}

export interface ApiForm<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  /** The form's onSubmit handler. */
  onSubmit: ReturnType<UseFormReturnType<Values>['onSubmit']>;
  /** The outcome of the last submit, null before the first and while one is sent. */
  outcome: FormOutcome | null;
  submitting: boolean;
}

const successMessage = (result: unknown): string =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as { message?: unknown }).message === 'string'
    ? (result as { message: string }).message
    : '';

export function useApiForm<Values extends FormValues, Result>({
  initialValues,
  validate,
  send,
  onSuccess,
  fieldErrorsFor,
  errorFallback = 'Something went wrong. Please try again.',
  toastSuccess = true,
  successMessage: knownSuccess,
}: UseApiFormOptions<Values, Result>): ApiForm<Values> {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const inLanguage = useKnownMessages();
  const form = useForm<Values>({
    initialValues,
    validate: validate
      ? (values) =>
          inLanguage(typeof validate === 'function' ? validate(values) : zodErrors(validate, values))
      : undefined,
  });

  const onSubmit = form.onSubmit(async (values) => {
    setOutcome(null);
    let result: Result;
    try {
      result = await send(values);
    } catch (error) {
      // The API client has toasted the server's message; its field messages go under the fields.
      form.setErrors({ ...serverFieldErrors(error), ...fieldErrorsFor?.(error) });
      setOutcome({
        ok: false,
        message: errorMessage(error, errorFallback),
        ...(error instanceof ApiError ? { code: error.code } : {}),
      });
      return;
    }
    const serverMessage = successMessage(result);
    const message = serverMessage && (knownSuccess ?? serverMessage);
    if (message && toastSuccess) notifications.show({ color: 'teal', message });
    setOutcome({ ok: true, message });
    await onSuccess?.(result, values);
  });

  return { form, onSubmit, outcome, submitting: form.submitting };
}

/**
 * The browser's own field messages in the page's language: the shared schemas' messages are SPEC's
 * English ('The email field is required.'), which is their catalogue key; one the catalogue does not
 * hold stays English (i18n/catalogue.test.ts checks that the translated forms' messages are all there).
 */
function useKnownMessages() {
  const { lang, dv } = useLang();
  const texts: Partial<Record<string, string>> | null = lang === 'dv' && dv ? dv.messages : null;
  return (errors: FieldErrors): FieldErrors =>
    texts
      ? Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [field, texts[message] ?? message]),
        )
      : errors;
}

/**
 * The outcome of a submit kept on the page (a toast fades; this stays): green with role status for a
 * success, red with role alert for a failure. `children` add to a success (e.g. "Taking you to…").
 */
export function FormResult({
  outcome,
  successIcon = <IconCircleCheck />,
  children,
}: {
  outcome: FormOutcome | null;
  successIcon?: ReactNode;
  children?: ReactNode;
}) {
  if (!outcome || !outcome.message) return null;
  return (
    <Alert
      color={outcome.ok ? 'teal' : 'red'}
      icon={outcome.ok ? successIcon : <IconAlertCircle />}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.message}
      {outcome.ok && children}
    </Alert>
  );
}
