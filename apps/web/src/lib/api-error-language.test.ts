import { afterEach, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@portal/shared/api-messages';
import { logIn } from '@portal/shared/endpoints/accounts';
import { apiMessages } from '../i18n/dv/api-messages';
import { ApiError, call, setApiTransport } from './api-client';

// Decision 0060: an API error is shown in the page's language: on a Dhivehi page, the Dhivehi of its
// `message_key` (or of its English text, for a 422's field messages); SPEC's English otherwise, and
// the server's own text for a key the catalogue does not know.

const answer = (status: number, body: object) =>
  setApiTransport(async () => new Response(JSON.stringify(body), { status }));

const refusedLogin = async (): Promise<ApiError> =>
  call(logIn, { body: { email: 'a@example.com', password: 'wrong-password' }, toastError: false }).then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => error as ApiError,
  );

const wrongPassword = {
  status: 401,
  code: 'invalid_credentials',
  message_key: 'invalid_credentials',
  message: API_MESSAGES.invalid_credentials,
};

afterEach(() => {
  document.documentElement.lang = 'en';
  setApiTransport((url, init) => fetch(url, init));
});

describe('an API error in the page language', () => {
  it("is SPEC's English on an English page", async () => {
    answer(401, wrongPassword);
    const error = await refusedLogin();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.code).toBe('invalid_credentials');
  });

  it('is the Dhivehi of its message_key on a Dhivehi page, the code unchanged', async () => {
    document.documentElement.lang = 'dv';
    answer(401, wrongPassword);
    const error = await refusedLogin();
    expect(error.message).toBe(apiMessages.invalid_credentials);
    expect(error.message).toMatch(/^[\u0780-\u07BF]/);
    expect(error.code).toBe('invalid_credentials');
    expect((error.body as { message: string }).message).toBe(API_MESSAGES.invalid_credentials);
  });

  it("translates a 422's field messages of the map, and keeps texts it does not know", async () => {
    document.documentElement.lang = 'dv';
    answer(422, {
      status: 422,
      code: 'validation_failed',
      message_key: 'password_mismatch',
      message: API_MESSAGES.password_mismatch,
      errors: {
        password_confirmation: [API_MESSAGES.password_mismatch],
        email: ['The email looks unusual to this test.'],
      },
    });
    const error = await refusedLogin();
    expect(error.message).toBe(apiMessages.password_mismatch);
    expect(error.errors).toEqual({
      password_confirmation: [apiMessages.password_mismatch],
      email: ['The email looks unusual to this test.'],
    });
  });

  it("falls back to the server's message for a key it does not know", async () => {
    document.documentElement.lang = 'dv';
    answer(409, { status: 409, code: 'conflict', message_key: 'a_newer_key', message: 'Something new' });
    expect((await refusedLogin()).message).toBe('Something new');
  });
});
