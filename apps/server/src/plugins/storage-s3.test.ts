import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage, type Storage } from './storage';
import { EMPTY_SHA256, signRequest } from '../../test/sigv4';
import { createS3Storage, s3BaseUrl, UNSIGNED_PAYLOAD } from './storage-s3';

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe("the tests' own SigV4 signer (which checks aws4fetch's signatures below)", () => {
  // The "GET Object" example of the S3 API reference, "Signature Calculations for the Authorization
  // Header: Transferring Payload in a Single Chunk (AWS Signature Version 4)".
  it('reproduces the documented GET object example', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('encodes path segments once, the way S3 does', () => {
    const { canonicalRequest } = signRequest({
      method: 'GET',
      url: new URL('https://b.s3.eu-west-1.amazonaws.com/a%20b/(c)*d~e'),
      payloadHash: UNSIGNED_PAYLOAD,
      date: new Date('2024-01-01T00:00:00Z'),
      region: 'eu-west-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    expect(canonicalRequest.split('\n')[1]).toBe('/a%20b/%28c%29%2Ad~e');
  });
});

describe('S3 URLs', () => {
  it('is virtual-hosted on AWS and path-style on S3_ENDPOINT', () => {
    expect(s3BaseUrl({ bucket: 'cvs', region: 'ap-south-1', endpoint: null })).toBe(
      'https://cvs.s3.ap-south-1.amazonaws.com',
    );
    expect(
      s3BaseUrl({ bucket: 'cvs', region: 'auto', endpoint: 'https://acc.r2.cloudflarestorage.com/' }),
    ).toBe('https://acc.r2.cloudflarestorage.com/cvs');
    expect(s3BaseUrl({ bucket: 'cvs', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000/prefix' })).toBe(
      'http://127.0.0.1:9000/prefix/cvs',
    );
  });

  it('refuses a configuration it cannot use, at start', () => {
    const s3 = { bucket: 'cvs', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' };
    expect(() => createS3Storage({ ...s3, endpoint: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => createS3Storage({ ...s3, endpoint: 'not a url' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => createStorage(loadConfig({ S3_BUCKET: 'cvs' }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('S3 storage against an S3-compatible server (s3rver)', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  let storage: Storage;
  const env = (extra: Record<string, string> = {}) =>
    loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's built-in account
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...extra,
    });

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'uploads' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = createStorage(env());
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object', async () => {
    const data = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(300_000, 0xa7),
      Buffer.from([0, 255, 13, 10]),
    ]);
    const key = await storage.put(data, { extension: 'pdf' });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}\.pdf$/);
    expect((await bytesOf(await storage.get(key))).equals(data)).toBe(true);

    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('makes a new random key for every put', async () => {
    const a = await storage.put(Buffer.from('x'), { extension: 'png' });
    const b = await storage.put(Buffer.from('x'), { extension: 'png' });
    expect(a).not.toBe(b);
  });

  it('refuses a malformed key without asking S3', async () => {
    await expect(storage.get('../x')).rejects.toMatchObject({
      code: 'ENOENT',
      message: /invalid storage key/,
    });
    await expect(storage.delete('../x')).rejects.toThrow(/invalid storage key/);
  });

  it('reports other S3 errors with the status and the S3 error code', async () => {
    const wrongKey = createStorage(env({ S3_ACCESS_KEY_ID: 'NOT-AN-ACCOUNT' }));
    await expect(wrongKey.put(Buffer.from('x'), { extension: 'txt' })).rejects.toThrow(
      /^S3 PUT uploads\/[\w-]+\.txt failed: HTTP 403 InvalidAccessKeyId \(The AWS Access Key Id you provided does not exist/,
    );
    // A missing bucket is a configuration error, not a missing file: no ENOENT, no 404 for the route.
    const noBucket = createStorage(env({ S3_BUCKET: 'no-such-bucket' }));
    const err = await noBucket.get('abcdefgh.pdf').catch((e: unknown) => e);
    expect(err).toMatchObject({ message: /HTTP 404 NoSuchBucket/, s3Status: 404, s3Code: 'NoSuchBucket' });
    expect(err).not.toHaveProperty('code');
    expect(err).not.toHaveProperty('statusCode');
  });
});

// s3rver checks the access key but not the SigV4 signature itself, so this server does: it recomputes the
// signature from the request exactly as it arrived (method, path, Host, headers, body).
describe('S3 storage: the signature covers the request as sent', () => {
  const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  let server: http.Server;
  let endpoint: string;
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; verified: boolean; payloadHash: string; token?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const body = Buffer.concat(await req.toArray());
      const auth = String(req.headers.authorization ?? '');
      const m =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      const payloadHash = String(req.headers['x-amz-content-sha256']);
      let verified = false;
      if (m) {
        const [, accessKeyId, , region, signedHeaders, signature] = m;
        const headers: Record<string, string> = {};
        for (const name of signedHeaders!.split(';'))
          if (name !== 'host') headers[name] = String(req.headers[name]);
        const dateHeader = headers['x-amz-date']!;
        const date = new Date(
          dateHeader.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
        );
        delete headers['x-amz-date'];
        delete headers['x-amz-content-sha256'];
        const again = signRequest({
          method: req.method!,
          url: new URL(req.url!, `http://${req.headers.host}`),
          headers,
          payloadHash,
          date,
          region: region!,
          accessKeyId: accessKeyId!,
          secretAccessKey: secret,
        });
        // A PUT must declare its length (S3 refuses chunked uploads) and send exactly that many bytes.
        const lengthHolds =
          req.method !== 'PUT' ||
          (req.headers['transfer-encoding'] === undefined &&
            Number(req.headers['content-length']) === body.length);
        verified =
          again.signature === signature &&
          lengthHolds &&
          (payloadHash === UNSIGNED_PAYLOAD || payloadHash === sha256(body));
      }
      const token = req.headers['x-amz-security-token'] as string | undefined;
      seen.push({ method: req.method!, url: req.url!, verified, payloadHash, ...(token ? { token } : {}) });
      const key = req.url!;
      if (!verified) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>SignatureDoesNotMatch</Code><Message>no</Message></Error>');
      }
      if (req.method === 'PUT') objects.set(key, body);
      if (req.method === 'DELETE') objects.delete(key);
      if (req.method === 'GET' && !objects.has(key)) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end(
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200);
      res.end(req.method === 'GET' ? objects.get(key) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs every request; a PUT declares its length and streams the body', async () => {
    seen.length = 0;
    const storage = createS3Storage({
      bucket: 'portal-files',
      endpoint,
      region: 'me-central-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: secret,
    });
    const data = Buffer.from('Dhivehi ދިވެހި and bytes \u0000\u00ff');
    const key = await storage.put(data, { extension: 'txt' });
    expect(await bytesOf(await storage.get(key))).toEqual(data);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(seen).toEqual([
      { method: 'PUT', url: `/portal-files/${key}`, verified: true, payloadHash: UNSIGNED_PAYLOAD },
      { method: 'GET', url: `/portal-files/${key}`, verified: true, payloadHash: UNSIGNED_PAYLOAD },
      { method: 'DELETE', url: `/portal-files/${key}`, verified: true, payloadHash: UNSIGNED_PAYLOAD },
      { method: 'GET', url: `/portal-files/${key}`, verified: true, payloadHash: UNSIGNED_PAYLOAD },
    ]);

    const wrongSecret = createS3Storage({
      bucket: 'portal-files',
      endpoint,
      region: 'me-central-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrongSecret.put(data, { extension: 'txt' })).rejects.toThrow(
      /HTTP 403 SignatureDoesNotMatch \(no\)/,
    );
  });
  it('streams a large source of known length, and signs the session token of temporary credentials', async () => {
    seen.length = 0;
    const storage = createS3Storage({
      bucket: 'portal-files',
      endpoint,
      region: 'me-central-1',
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: secret,
      sessionToken: 'FwoGZXIvYXdzEXAMPLETOKEN',
    });
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const key = await storage.put(
      { stream: Readable.from(chunks), size: 40 * 64 * 1024 },
      { extension: 'pdf', contentType: 'application/pdf' },
    );
    expect(sha256(await bytesOf(await storage.get(key)))).toBe(sha256(Buffer.concat(chunks)));
    expect(seen.map(({ method, verified, token }) => ({ method, verified, token }))).toEqual([
      { method: 'PUT', verified: true, token: 'FwoGZXIvYXdzEXAMPLETOKEN' },
      { method: 'GET', verified: true, token: 'FwoGZXIvYXdzEXAMPLETOKEN' },
    ]);
  });
});

describe('S3 storage: an unreachable or silent server', () => {
  it('rejects with a clear message', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const s3 = { bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' };
    await expect(
      createS3Storage({ ...s3, endpoint: `http://127.0.0.1:${port}` }).get('abc.pdf'),
    ).rejects.toThrow('S3 GET b/abc.pdf failed: ECONNREFUSED');

    const silent = http.createServer(() => {}); // never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      await expect(createS3Storage({ ...s3, endpoint }, { timeoutMs: 200 }).get('abc.pdf')).rejects.toThrow(
        'S3 GET b/abc.pdf failed: no answer within 200 ms',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
