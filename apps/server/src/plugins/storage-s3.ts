import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import type { Config } from '../config';
import { isStreamSource, type Storage } from './storage-driver';
import { assertStorageKey, isStorageKey, missingObjectError, newStorageKey } from './storage-keys';

/**
 * The S3 driver (S3_* of DESIGN §3): plain HTTPS requests signed with AWS Signature Version 4 by
 * aws4fetch (a maintained, dependency-free signer on WebCrypto; it adds session tokens for instance
 * roles), sent with the global `fetch`. Path-style URLs on S3_ENDPOINT (MinIO, DigitalOcean Spaces,
 * Cloudflare R2, …), virtual-hosted `https://{bucket}.s3.{region}.amazonaws.com` on AWS.
 * See docs/decisions/0008-s3-storage.md and 0016-streamed-uploads.md.
 */

export type S3Config = NonNullable<Config['s3']>;

/**
 * Bodies are streamed, so their hash is not known before the first byte leaves: every request says
 * UNSIGNED-PAYLOAD (TLS protects the bytes in transit; S3 still checks Content-Length).
 */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** URI-encodes as S3 wants it: everything but A-Z a-z 0-9 - . _ ~ (RFC 3986 unreserved). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
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

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { stream: Readable; size: number; contentType?: string },
  ): Promise<Response> {
    assertStorageKey(key);
    const url = new URL(`${base}/${encodeRfc3986(key)}`);
    const signed = await new AwsV4Signer({
      method,
      url: url.toString(),
      headers: {
        'x-amz-content-sha256': UNSIGNED_PAYLOAD,
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      },
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      sessionToken: s3.sessionToken ?? undefined,
      service: 's3',
      region: s3.region,
    }).sign();
    const headers = new Headers(signed.headers);
    // S3 refuses a chunked upload: the length goes first (it is not part of the signature).
    if (body) headers.set('content-length', String(body.size));
    // The timer covers the wait for the response headers only: a download then streams at the client's pace.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      return await fetch(signed.url, {
        method,
        headers,
        body: body ? (Readable.toWeb(body.stream) as ReadableStream<Uint8Array>) : undefined,
        signal: abort.signal,
        // Needed by fetch for a streamed request body.
        ...(body ? { duplex: 'half' } : {}),
      } as RequestInit);
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
    async put(source, { extension, contentType }) {
      const key = newStorageKey(extension);
      const { stream, size } = isStreamSource(source)
        ? source
        : { stream: Readable.from([source]), size: source.length };
      const res = await send('PUT', key, { stream, size, contentType });
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
