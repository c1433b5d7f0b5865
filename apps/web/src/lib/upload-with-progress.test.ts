import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../testing/fake-xhr';
import { uploadJobFormFile } from '@portal/shared/endpoints/job-form';
import { ApiError } from './api-client';
import { upload } from './upload-with-progress';
import { clearSession, saveSession } from './session';

// Uploads that report their progress (XMLHttpRequest): same token, answers and errors as call().

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const body = () => {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
  return form;
};

describe('upload', () => {
  it('posts the form with the token, reports the share sent, and answers the JSON', async () => {
    saveSession('token-7', 1);
    const requests = stubXhr();
    const seen: number[] = [];
    const done = upload(uploadJobFormFile, { body: body() }, (f) => seen.push(f));
    const xhr = requests[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/job-form/upload']);
    expect(xhr.headers.authorization).toBe('Bearer token-7');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(202, { status: 202, message: '', data: { uri: 'k1' } });
    await expect(done).resolves.toEqual({ status: 202, message: '', data: { uri: 'k1' } });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's ApiError and toasts its message", async () => {
    const requests = stubXhr();
    const done = upload(uploadJobFormFile, { body: body() }, () => {});
    requests[0]!.respond(415, { status: 415, code: 'unsupported_media_type', message: 'File type error' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).message).toBe('File type error');
    await vi.waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: 'File type error' }),
    );
  });

  it('tells a network failure apart, and stops when aborted', async () => {
    const requests = stubXhr();
    const failed = upload(uploadJobFormFile, { body: body() }, () => {});
    requests[0]!.fail();
    expect(((await failed.catch((e: unknown) => e)) as ApiError).code).toBe('network_error');

    const controller = new AbortController();
    const aborted = upload(uploadJobFormFile, { body: body(), signal: controller.signal }, () => {});
    controller.abort();
    expect(requests[1]!.aborted).toBe(true);
    expect(((await aborted.catch((e: unknown) => e)) as Error).name).toBe('AbortError');
  });
});
