import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { docFile, docxFile, JPEG_HEAD, pdfFile, PNG_1PX, WEBP_HEAD } from '../../test/files';
import { registerBodyParsing } from './body';
import { registerErrorHandling } from './errors';
import { createLocalStorage } from './storage-local';
import {
  FILES_NOT_ACCEPTED,
  isUploadedFile,
  TOO_MANY_FILES,
  uploadRoute,
  type UploadedFile,
} from './uploads';

const MiB = 1024 * 1024;
let app: FastifyInstance;
let base: string;
let dataDir: string;
/** The spooled files' folders seen by the handlers, to check that they are gone afterwards. */
const spoolDirs: string[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-uploads-test-'));
  const storage = createLocalStorage({ dataDir });
  app = Fastify();
  registerErrorHandling(app);
  await registerBodyParsing(app);
  const describeUpload = (file: UploadedFile) => ({
    name: file.originalName,
    mime: file.mime,
    extension: file.extension,
    size: file.size,
  });
  app.post('/logo', uploadRoute({ logo: FILE_LIMITS.logo }), async (request) => {
    const body = request.body as Record<string, unknown>;
    if (request.uploadDir) spoolDirs.push(request.uploadDir);
    const logo = body.logo;
    if (!isUploadedFile(logo)) return { logo: logo ?? null, name: body.name ?? null };
    const key = await storage.put(logo.source(), { extension: logo.extension });
    return { logo: describeUpload(logo), key, name: body.name ?? null };
  });
  app.post(
    '/application',
    uploadRoute({
      application_form: { ...FILE_LIMITS.jobApplicationForm, typeMessage: 'File Format Not Support' },
      documents: { ...FILE_LIMITS.document, maxCount: 3 },
    }),
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const docs = ([] as unknown[]).concat(body.documents ?? []).filter(isUploadedFile);
      const form = body.application_form;
      return {
        application_form: isUploadedFile(form) ? describeUpload(form) : null,
        documents: docs.map(describeUpload),
      };
    },
  );
  app.post('/no-files', async (request) => request.body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Posts a multipart form; each file is sent under a misleading name and type on purpose. */
async function post(url: string, parts: [string, Buffer | string, string?][]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value], { type: 'application/pdf' }), filename ?? 'file.pdf');
  }
  const res = await fetch(`${base}${url}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('uploads', () => {
  it('takes a file whose content is of an accepted type, with the text fields beside it', async () => {
    const { status, body } = await post('/logo', [
      ['name', 'Island Resort'],
      ['logo', PNG_1PX, 'logo.pdf'],
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Island Resort',
      logo: { name: 'logo.pdf', mime: 'image/png', extension: 'png', size: PNG_1PX.length },
    });
    const key = body.key as string;
    expect(key).toMatch(/\.png$/);
    expect(await fs.readFile(path.join(dataDir, 'files', key.slice(0, 2), key))).toEqual(PNG_1PX);
    for (const head of [JPEG_HEAD, WEBP_HEAD]) {
      expect((await post('/logo', [['logo', head, 'x.png']])).status).toBe(200);
    }
  });

  it('decides the type by the content, whatever the name and Content-Type say', async () => {
    const { status, body } = await post('/logo', [['logo', pdfFile(), 'logo.png']]);
    expect(status).toBe(415);
    expect(body).toMatchObject({
      code: 'unsupported_media_type',
      message: 'File format not supported',
      errors: { logo: ['File format not supported'] },
    });
    const text = await post('/logo', [['logo', Buffer.from('just text, no signature'), 'a.png']]);
    expect(text.status).toBe(415);
  });

  it("reads Word documents by their content, and uses the route's own message", async () => {
    const docx = await post('/application', [['application_form', docxFile(), 'form.pdf']]);
    expect(docx.body.application_form).toMatchObject({ extension: 'docx' });
    const doc = await post('/application', [['application_form', docFile(), 'form.pdf']]);
    expect(doc.body.application_form).toMatchObject({ mime: 'application/msword', extension: 'doc' });
    const png = await post('/application', [['application_form', PNG_1PX, 'form.pdf']]);
    expect(png).toMatchObject({ status: 415, body: { message: 'File Format Not Support' } });
  });

  it("refuses a file over the route's limit with the spec's message", async () => {
    const big = pdfFile(FILE_LIMITS.logo.bytes); // a PDF field would do the same; the logo limit is 5 MB
    const { status, body } = await post('/application', [['application_form', big, 'big.pdf']]);
    expect(FILE_LIMITS.jobApplicationForm.bytes).toBe(5 * MiB);
    expect(status).toBe(413);
    expect(body).toMatchObject({ message: MESSAGES.fileTooLarge, code: 'payload_too_large' });
    // Exactly at the limit is fine.
    const exact = pdfFile(0);
    const atLimit = Buffer.concat([
      exact,
      Buffer.alloc(FILE_LIMITS.jobApplicationForm.bytes - exact.length, 0x20),
    ]);
    expect((await post('/application', [['application_form', atLimit]])).status).toBe(200);
  });

  it('takes several files in a field up to its count, and refuses more', async () => {
    const three = await post('/application', [
      ['documents', pdfFile(), 'a.pdf'],
      ['documents', pdfFile(10), 'b.pdf'],
      ['documents', pdfFile(20), 'c.pdf'],
    ]);
    expect(three.status).toBe(200);
    expect((three.body.documents as unknown[]).length).toBe(3);
    const four = await post('/application', [
      ['documents', pdfFile()],
      ['documents', pdfFile()],
      ['documents', pdfFile()],
      ['documents', pdfFile()],
    ]);
    expect(four).toMatchObject({ status: 400, body: { message: TOO_MANY_FILES } });
  });

  it('refuses a file past the field’s count as it starts, without waiting for the rest of the body', async () => {
    // Issue 24, point 6: a chunked body (no Content-Length to refuse) could carry 120 files of 10 MB.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/logo`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      const part = (content: Buffer) =>
        Buffer.concat([
          Buffer.from('--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n'),
          content,
        ]);
      req.write(part(PNG_1PX));
      req.write('\r\n');
      // A second picture starts (its type is right, so only the count can refuse it); the body never ends.
      req.write(part(Buffer.concat([PNG_1PX, Buffer.alloc(256 * 1024)])));
    });
    expect(status).toBe(400);
  });

  it('treats an empty file input as no file', async () => {
    // A browser sends an untouched file input as a part with an empty name and no bytes.
    const unnamed = await post('/logo', [['logo', Buffer.alloc(0), '']]);
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.logo).toBeFalsy();
    const named = await post('/logo', [['logo', Buffer.alloc(0), 'empty.png']]);
    expect(named).toMatchObject({ status: 200, body: { logo: null } });
  });

  it('refuses files on a call that takes none, and files in fields the route does not name', async () => {
    expect(await post('/no-files', [['logo', PNG_1PX]])).toMatchObject({
      status: 415,
      body: { message: FILES_NOT_ACCEPTED },
    });
    expect((await post('/logo', [['photo', PNG_1PX]])).status).toBe(415);
  });

  it('does not take a JSON object shaped like an upload for one', async () => {
    const res = await fetch(`${base}/logo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logo: { originalName: 'x', mime: 'image/png', size: 1, field: 'logo' } }),
    });
    expect(await res.json()).toMatchObject({ logo: { originalName: 'x' } }); // echoed as plain data
  });

  it('removes the spooled files once the response is sent', async () => {
    spoolDirs.length = 0;
    await post('/logo', [['logo', PNG_1PX]]);
    expect(spoolDirs).toHaveLength(1);
    // Removed by the onResponse hook, which runs just after the client has the answer.
    await vi.waitFor(() => expect(fs.access(spoolDirs[0]!)).rejects.toMatchObject({ code: 'ENOENT' }));
  });

  it('keeps memory bounded while 16 clients upload 9 MiB each', async () => {
    const file = pdfFile(9 * MiB);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const statuses = await Promise.all(
      Array.from(
        { length: 16 },
        () =>
          new Promise<number>((resolve, reject) => {
            const boundary = 'b0undary';
            const head = Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="cv.pdf"\r\n` +
                'Content-Type: application/pdf\r\n\r\n',
            );
            const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
            const req = http.request(`${base}/application`, {
              method: 'POST',
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': head.length + file.length + tail.length,
              },
            });
            req.on('response', (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            });
            req.on('error', reject);
            req.write(head);
            req.write(file); // the same buffer for every client: the test itself holds one copy
            req.end(tail);
          }),
      ),
    );
    clearInterval(sampler);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // 144 MiB went through; held whole, the server would have grown by about that much.
    expect((peak - before) / MiB).toBeLessThan(64);
  });
});
