import {
  endpointPath,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@portal/shared/endpoints/endpoint';
import { defaultErrorCode, ERROR_CODES, type ErrorCode } from '@portal/shared/error-codes';
import type { ErrorBody } from '@portal/shared/schemas/common';
import { loadDv } from '../i18n/i18n';
import { clearSession, getToken } from './session';
import { showToast } from './toast';

/**
 * An answer of the API that is not 2xx: `status`, a machine-readable `code` (branch on it), `message`
 * and, for 422, `errors` per field. A network failure has status 0 and code 'network_error'.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network_error';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
    code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code =
      status === 0 ? 'network_error' : ((code as ErrorCode | undefined) ?? defaultErrorCode(status));
  }
}

/** A query's values; a list is sent as the parameter repeated (`?location=Baa&location=Lhaviyani`). */
type Query = Record<string, string | number | readonly string[] | undefined | null>;

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: object | FormData;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Show the server's message as an error toast on failure. Default: on for writes, off for reads
   * (SPEC §8: failed data fetches are swallowed or only logged).
   */
  toastError?: boolean;
}

export function apiUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const each of v as readonly string[]) params.append(k, each);
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where `api()` sends its requests: the browser's fetch, or, while the server renders a page, the server
 * itself (an in-process request to the same route, so the public list cache answers; entry-server.tsx).
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * A request that got no answer. With no connection it never left, and the visitor is told the action
 * needs one, whatever of the page has loaded (issue 30, decision 0054); nothing is kept to send later.
 */
export function networkFailure(): ApiError {
  return new ApiError(
    0,
    globalThis.navigator?.onLine === false
      ? 'You are offline: this needs a connection.'
      : 'Network error: please check your connection and try again.',
  );
}

/** An ApiError that travelled as JSON (a server-rendered page's failed query) made whole again. */
export function reviveApiError(value: unknown): unknown {
  if (value instanceof ApiError || !value || typeof value !== 'object') return value;
  const e = value as {
    name?: string;
    status?: number;
    errors?: Record<string, string[]>;
    body?: unknown;
    code?: string;
    message?: string;
  };
  if (e.name !== 'ApiError' || typeof e.status !== 'number') return value;
  const message = (e.body as { message?: string } | null)?.message ?? e.message ?? '';
  return new ApiError(e.status, message, e.errors ?? {}, e.body ?? null, e.code);
}

/** The one API client: bearer token, JSON or multipart, errors as ApiError with the server's message. */
async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const toastError = options.toastError ?? method !== 'GET';
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const error = networkFailure();
    if (toastError) void showToast({ color: 'red', message: error.message });
    throw error;
  }
  const data = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  if (!response.ok) throw await failure(response.status, response.statusText, data, token, toastError);
  // A change's message is shown as it comes (a toast): on a Dhivehi page, in Dhivehi where known.
  return (method === 'GET' ? data : await inPageLanguage(data)) as T;
}

/** An answer's messages as the page shows them: on a Dhivehi page, from its catalogue (decision 0060). */
export async function inPageLanguage<B extends Partial<ErrorBody>>(data: B | null): Promise<B | null> {
  return data && typeof document !== 'undefined' && document.documentElement.lang === 'dv'
    ? (await loadDv()).inDhivehi(data)
    : data;
}

/** The ApiError of a non-2xx answer, toasted when asked; a token the server refused is forgotten. */
export async function failure(
  status: number,
  statusText: string,
  data: Partial<ErrorBody> | null,
  token: string | null,
  toastError: boolean,
): Promise<ApiError> {
  // A stored token the server no longer accepts (expired, revoked): forget it; guards send the user on.
  if (token && data?.code === ERROR_CODES.unauthenticated) clearSession();
  // On a Dhivehi page, its Dhivehi from the chunk that page has loaded already (decision 0060).
  const shown = await inPageLanguage(data);
  const error = new ApiError(status, shown?.message ?? statusText, shown?.errors ?? {}, data, data?.code);
  if (toastError) void showToast({ color: 'red', message: error.message });
  return error;
}

type Has<E, K extends string> = E extends { [P in K]: unknown } ? true : false;

/**
 * What a call of endpoint `E` sends: its path parameters, query and body, each typed by the endpoint's
 * schema and required where the endpoint has one (a multipart endpoint takes FormData).
 */
export type CallInput<E extends EndpointDefinition> = (Has<E, 'params'> extends true
  ? { params: EndpointParams<E> }
  : { params?: undefined }) &
  (Has<E, 'query'> extends true ? { query?: EndpointQuery<E> } : { query?: undefined }) &
  (Has<E, 'body'> extends true ? { body: EndpointBody<E> | FormData } : { body?: FormData }) & {
    signal?: AbortSignal;
    toastError?: boolean;
    /**
     * Send a PUT as a POST with `_method=put` in the body (DESIGN §4, decision 0003), as the spec's forms
     * send their updates; the server answers both alike.
     */
    methodOverride?: boolean;
  };

type Optional<E extends EndpointDefinition> =
  Has<E, 'params'> extends true
    ? [input: CallInput<E>]
    : Has<E, 'body'> extends true
      ? [input: CallInput<E>]
      : [input?: CallInput<E>];

/** The URL of a call under /api (for links to files the API serves: PDFs, downloads). */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E,
  input: { params?: EndpointParams<E>; query?: EndpointQuery<E> } = {},
): string {
  return apiUrl(endpointPath(endpoint.path, input.params as Record<string, unknown>), input.query as Query);
}

/**
 * Calls an operation of the endpoint map (packages/shared/src/endpoints, decision 0037): the method and
 * path come from its definition, and the answer is typed by its response schema, so a changed schema
 * fails the typecheck of every screen that reads it.
 */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal, toastError, methodOverride } = (input ??
    {}) as CallInput<EndpointDefinition> & {
    params?: Record<string, unknown>;
    query?: Query;
    body?: object | FormData;
  };
  const override = methodOverride === true && endpoint.method === 'PUT';
  return api<EndpointResponse<E>>(endpointPath(endpoint.path, params), {
    method: override ? 'POST' : endpoint.method,
    query,
    body: override ? withMethodPut(body) : body,
    signal,
    toastError,
  });
}

/** The body of a PUT sent as POST: `_method=put` added (decision 0003). */
function withMethodPut(body: object | FormData | undefined): object | FormData {
  if (!(body instanceof FormData)) return { ...body, _method: 'put' };
  if (!body.has('_method')) body.append('_method', 'put');
  return body;
}
