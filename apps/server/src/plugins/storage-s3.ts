import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Config } from '../config';
import type { Storage } from './storage';
import { assertStorageKey, isStorageKey, missingObjectError, newStorageKey } from './storage-keys';

/**
 * The S3 driver (S3_* of DESIGN §3): plain HTTPS requests signed with AWS Signature Version 4, no SDK.
 * Path-style URLs on S3_ENDPOINT (MinIO, DigitalOcean Spaces, Cloudflare R2, …), virtual-hosted
 * `https://{bucket}.s3.{region}.amazonaws.com` on AWS. See docs/decisions/0008-s3-storage.md.
 */

export type S3Config = NonNullable<Config['s3']>;

/** SHA-256 of an empty body. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** URI-encodes as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ (RFC 3986 unreserved). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface SignRequestOptions {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

export interface SignedRequest {
  /** The headers to send (host is left to fetch, which derives it from the URL as signed here). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** AWS Signature Version 4, Authorization-header form. */
export function signRequest(opts: SignRequestOptions): SignedRequest {
  const service = opts.service ?? 's3';
  const amzDate = opts.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, ''); // 20130524T000000Z
  const dateStamp = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = opts.payloadHash;

  const toSign: Record<string, string> = { ...headers, host: opts.url.host };
  const names = Object.keys(toSign).sort();
  const canonicalHeaders = names.map((n) => `${n}:${toSign[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // S3 encodes each path segment once; decode what URL already encoded so that nothing is encoded twice.
  const canonicalUri = opts.url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...opts.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    opts.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    opts.payloadHash,
  ].join('\n');

  const scope = `${dateStamp}/${opts.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, dateStamp), opts.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

/** An S3 error response: `s3Status` and `s3Code` (never `statusCode`, which the error handler would send). */
export type S3Error = Error & { s3Status: number; s3Code: string | null };

const xmlText = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`)
    .exec(xml)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&') ?? null;

/**
 * The bucket's URL, without a trailing slash: path-style on S3_ENDPOINT (which may carry a path prefix),
 * virtual-hosted on AWS. Throws a configuration error for an endpoint that is not an http(s) URL.
 */
export function s3BaseUrl(s3: Pick<S3Config, 'bucket' | 'endpoint' | 'region'>): string {
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const endpoint = URL.canParse(s3.endpoint) ? new URL(s3.endpoint) : null;
  if (!endpoint || (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')) {
    throw new Error(
      `S3_ENDPOINT must be an http(s) URL such as https://minio.example.com:9000, not ${s3.endpoint}`,
    );
  }
  return `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${encodeRfc3986(s3.bucket)}`;
}

export interface S3StorageOptions {
  /** How long to wait for the response headers (not for a download's body). */
  timeoutMs?: number;
}

export function createS3Storage(s3: S3Config, { timeoutMs = 30_000 }: S3StorageOptions = {}): Storage {
  if (!s3.accessKeyId || !s3.secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set.');
  }
  const base = s3BaseUrl(s3);
  const where = (key: string) => `${s3.bucket}/${key}`;

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    assertStorageKey(key);
    const url = new URL(`${base}/${encodeRfc3986(key)}`);
    const { headers } = signRequest({
      method,
      url,
      payloadHash: body ? sha256Hex(body) : UNSIGNED_PAYLOAD,
      date: new Date(),
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    // The timer covers the wait for the response headers only: a download then streams at the client's pace.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      return await fetch(url, { method, headers, body, signal: abort.signal });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = abort.signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : (cause?.code ?? cause?.message ?? (err as Error).message);
      throw new Error(`S3 ${method} ${where(key)} failed: ${why}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(method: string, key: string, res: Response): Promise<S3Error> {
    const xml = await res.text().catch(() => '');
    const code = xmlText(xml, 'Code');
    const message = xmlText(xml, 'Message');
    const detail = [code, message && `(${message})`].filter(Boolean).join(' ');
    const err = new Error(
      `S3 ${method} ${where(key)} failed: HTTP ${res.status}${detail ? ` ${detail}` : ''}`,
    );
    return Object.assign(err, { s3Status: res.status, s3Code: code });
  }

  // A 404 is a missing object unless the bucket itself is missing (a configuration error, not a 404 to pass on).
  const isMissingObject = (err: S3Error) => err.s3Status === 404 && err.s3Code !== 'NoSuchBucket';

  return {
    async put(data, { extension }) {
      const key = newStorageKey(extension);
      const res = await send('PUT', key, data);
      if (!res.ok) throw await failure('PUT', key, res);
      await res.arrayBuffer();
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) throw missingObjectError(key, 'invalid storage key');
      const res = await send('GET', key);
      if (!res.ok) {
        const err = await failure('GET', key, res);
        throw isMissingObject(err) ? Object.assign(missingObjectError(key), { cause: err }) : err;
      }
      if (!res.body) return Readable.from([]);
      return Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok) {
        const err = await failure('DELETE', key, res);
        if (isMissingObject(err)) return; // S3 answers 204 anyway; some compatible stores say 404
        throw err;
      }
      await res.arrayBuffer();
    },
  };
}
