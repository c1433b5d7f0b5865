import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { LOGIN_CHALLENGE_MESSAGE, type AltchaChallenge } from '@portal/shared/schemas/accounts';
import { GuestOnly, RequireRole } from '../../../app/guards';
import { clearSession, getToken, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import ForgetPasswordPage from './forget-password-page';
import LoginPage from './login-page';
import LogoutPage from './logout-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

// The ALTCHA widget solves in workers with WebCrypto (the browser journey e2e/tests/login-proof-of-work
// runs the real one); here a stand-in shows which challenge it got and hands back a payload when asked.
vi.mock('../components/proof-of-work', () => ({
  default: (props: { challenge: AltchaChallenge; autoStart: boolean; onSolved: (p: string) => void }) => (
    <div data-testid="altcha-widget">
      <p>
        Solving {props.challenge.signature} {props.autoStart ? 'at once' : 'when ticked'}
      </p>
      <button type="button" onClick={() => props.onSolved('solved-payload')}>
        Solved
      </button>
    </div>
  ),
}));

// The company POST employ/companies answers with (schemas/companies.ts ownCompany).
const createdCompany = {
  id: 3,
  user_id: 9,
  name: 'Reef Resort',
  size: '26-100',
  sector: 'Private (Tourism)',
  process: null,
  email: 'hr@reef.mv',
  address: "Male'",
  location: null,
  hr_email: null,
  hr_phone: '+960 3301234',
  phone: '+960 7771234',
  website: null,
  introduction: null,
  why_work_with_us: null,
  founded_on: null,
  contact: 'Aisha',
  designation: 'HR Manager',
  logo: null,
  sub_companies: [],
  is_verified: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

// The pages inside the app's real guards, with fetch answered by a table (the server has its own tests).
const routes = [
  {
    path: '/',
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'verify-email/:userId/:token', element: <VerifyEmailPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forget-password', element: <ForgetPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        ],
      },
      { element: <RequireRole role={2} />, children: [{ path: 'my-company', element: <p>Company page</p> }] },
      { element: <RequireRole role={1} />, children: [{ path: 'pref', element: <p>Preference page</p> }] },
    ],
  },
];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, select' }), {
    target: { value },
  });

const auth = (role: number) => ({
  status: 200,
  message: MESSAGES.loggedIn,
  token: `token-${role}`,
  data: { id: 9, role, email: 'user@example.mv', email_verified_at: null },
});

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  notifications.clean(); // the toasts' store outlives a render
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login', () => {
  it('stores the session and takes an employer to /my-company, not to / (the guest guard)', async () => {
    const calls = stubApi({ 'POST /api/login': [200, auth(2)] });
    const { router } = renderRoutes(routes, '/login');
    type('Email', 'boss@example.mv');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Company page');
    expect(router.state.location.pathname).toBe('/my-company');
    expect(getToken()).toBe('token-2');
    expect(calls[0]!.body).toEqual({ email: 'boss@example.mv', password: 'secret-pass' });
  });

  it('returns to a safe next path', async () => {
    stubApi({
      'POST /api/login': [200, auth(1)],
      'GET /api/verify-email/4/abc': [
        200,
        {
          status: 200,
          message: MESSAGES.emailVerified,
          data: { ...auth(1).data, email_verified_at: '2026-01-01T00:00:00.000Z' },
        },
      ],
    });
    const { router } = renderRoutes(routes, '/login?next=%2Fverify-email%2F4%2Fabc');
    type('Email', 'seeker@example.mv');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(MESSAGES.emailVerified);
    expect(router.state.location.pathname).toBe('/verify-email/4/abc');
  });

  it('shows field errors of the shared schema and does not call the server', async () => {
    const calls = stubApi({});
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('The email field is required.');
    expect(calls).toHaveLength(0);
  });

  it('shows the proof-of-work widget only when the server asks, then sends the login again with its payload', async () => {
    const challenge: AltchaChallenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'aa',
        salt: 'bb',
        cost: 5000,
        keyLength: 32,
        keyPrefix: 'cc',
      },
      signature: 'signature-1',
    };
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { altcha?: string };
        calls.push(body);
        const [status, answer] = body.altcha
          ? [200, auth(2)]
          : [429, { status: 429, code: 'rate_limited', message: LOGIN_CHALLENGE_MESSAGE, challenge }];
        return new Response(JSON.stringify(answer), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { router } = renderRoutes(routes, '/login');
    expect(screen.queryByTestId('altcha-widget')).toBeNull();
    type('Email', 'boss@example.mv');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Solving signature-1 at once')).toBeTruthy();
    // Said once, beside the widget: not toasted as a failure.
    expect(screen.getAllByText(LOGIN_CHALLENGE_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(LOGIN_CHALLENGE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Solved' }));
    await screen.findByText('Company page');
    expect(router.state.location.pathname).toBe('/my-company');
    expect(calls).toEqual([
      { email: 'boss@example.mv', password: 'secret-pass' },
      { email: 'boss@example.mv', password: 'secret-pass', altcha: 'solved-payload' },
    ]);
    expect(getToken()).toBe('token-2');
  });

  it('keeps the user on the page when the server refuses', async () => {
    stubApi({
      'POST /api/login': [
        401,
        { status: 401, code: 'invalid_credentials', message: MESSAGES.invalidCredentials },
      ],
    });
    const { router } = renderRoutes(routes, '/login');
    type('Email', 'boss@example.mv');
    type('Password', 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(MESSAGES.invalidCredentials)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });
});

describe('register', () => {
  it("shows 'Password doesn't match' while typing and blocks the submit until the passwords match", async () => {
    const calls = stubApi({
      'POST /api/register': [201, { ...auth(1), status: 201, message: MESSAGES.registered }],
    });
    renderRoutes(routes, '/register');
    type('Email', 'new@example.mv');
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'long-enough-1' },
    });
    type('Repeat password', 'long');
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    type('Repeat password', 'long-enough-1');
    expect(screen.queryByText(MESSAGES.passwordMismatch)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // The corrected submit is answered; a request from the refused one would have gone out before it,
    // so one call, with the matching passwords, shows that the refused submit sent nothing.
    await screen.findAllByText(MESSAGES.registered);
    expect(calls.map((c) => c.body)).toEqual([
      {
        role: 1,
        email: 'new@example.mv',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      },
    ]);
  });

  it('registers an employer, creates the company with the new token, then goes to /my-company', async () => {
    const calls = stubApi({
      'POST /api/register': [201, { ...auth(2), status: 201, message: MESSAGES.registered }],
      'POST /api/employ/companies': [201, { status: 201, message: 'Created', data: createdCompany }],
    });
    const { router } = renderRoutes(routes, '/register');
    type('Role', '2');
    type('Email', 'hr@reef.mv');
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'long-enough-1' },
    });
    type('Repeat password', 'long-enough-1');
    expect((screen.getByLabelText('Mobile number', { exact: false }) as HTMLInputElement).value).toBe(
      '+960 ',
    );
    type('Company name', 'Reef Resort');
    type('Sector', 'Private (Tourism)');
    type('Company size', '26-100');
    type('Address', "Male'");
    type('Contact person', 'Aisha');
    type('Designation', 'HR Manager');
    type('Mobile number', '+960 7771234');
    type('Office number', '+960 3301234');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Company page', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/my-company');
    expect(calls.map((c) => c.url)).toEqual(['/api/register', '/api/employ/companies']);
    expect(calls[0]!.body).toMatchObject({ role: 2, email: 'hr@reef.mv' });
    expect(calls[1]!.headers.authorization).toBe('Bearer token-2');
    expect(calls[1]!.body).toMatchObject({
      user_id: 9,
      email: 'user@example.mv',
      sector: 'Private (Tourism)',
    });
    expect(getToken()).toBe('token-2');
  });

  it('retries only the company when the company call fails after the account was created', async () => {
    const answers: Record<string, [number, unknown]> = {
      'POST /api/register': [201, { ...auth(2), status: 201, message: MESSAGES.registered }],
      'POST /api/employ/companies': [
        422,
        {
          status: 422,
          code: 'validation_failed',
          message: 'The address is odd.',
          errors: { address: ['The address is odd.'] },
        },
      ],
    };
    const calls = stubApi(answers);
    const { router } = renderRoutes(routes, '/register?role=employer');
    type('Email', 'hr@reef.mv');
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'long-enough-1' },
    });
    type('Repeat password', 'long-enough-1');
    type('Company name', 'Reef Resort');
    type('Sector', 'Private (Others)');
    type('Company size', '11-25');
    type('Address', 'Somewhere');
    type('Contact person', 'Aisha');
    type('Designation', 'HR Manager');
    type('Mobile number', '+960 7771234');
    type('Office number', '+960 3301234');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText('The address is odd.')).toHaveLength(2));
    // The account exists: the user is logged in and stays on the form to fix the company.
    expect(getToken()).toBe('token-2');
    expect(router.state.location.pathname).toBe('/register');
    answers['POST /api/employ/companies'] = [201, { status: 201, message: 'Created', data: createdCompany }];
    type('Address', "Male'");
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Company page', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/my-company');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/register',
      '/api/employ/companies',
      '/api/employ/companies',
    ]);
  });

  it("shows the server's duplicate email text under the email field", async () => {
    stubApi({
      'POST /api/register': [409, { status: 409, code: 'email_taken', message: MESSAGES.emailTaken }],
    });
    renderRoutes(routes, '/register');
    type('Email', 'taken@example.mv');
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'long-enough-1' },
    });
    type('Repeat password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Under the field, and once as the API client's toast.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.emailTaken)).toHaveLength(2), { timeout: 3000 });
  });
});

describe('reset password', () => {
  it("shows 'Nothing to show' without a token", () => {
    stubApi({});
    renderRoutes(routes, '/reset-password');
    expect(screen.getByText(MESSAGES.nothingToShow)).toBeTruthy();
  });

  it('shows a mismatch while typing but still submits it', async () => {
    const calls = stubApi({
      'POST /api/reset-password': [
        422,
        {
          status: 422,
          code: 'validation_failed',
          message: MESSAGES.passwordMismatch,
          errors: { password_confirmation: [MESSAGES.passwordMismatch] },
        },
      ],
    });
    renderRoutes(routes, '/reset-password/tok');
    type('Email', 'me@example.mv');
    type('New password', 'long-enough-1');
    type('Confirm password', 'long-enough-2');
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      email: 'me@example.mv',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
      token: 'tok',
    });
  });
});

describe('forget password', () => {
  it("says 'Please wait...' while sending and keeps the server's message on the page", async () => {
    stubApi({ 'POST /api/forgot-password': [200, { status: 200, message: MESSAGES.forgotPasswordSent }] });
    renderRoutes(routes, '/forget-password');
    type('Email', 'me@example.mv');
    fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.forgotPasswordSent)).toHaveLength(2), {
      timeout: 3000,
    });
  });
});

describe('email verification', () => {
  it('sends visitors to /login with the way back', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/verify-email/4/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fverify-email%2F4%2Fabc');
  });

  it('says the address is being verified, in a busy status region and without a spinner', async () => {
    saveSession('tok', 2);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoutes(routes, '/verify-email/4/abc');
    const status = (await screen.findByText('Verifying your email address…')).closest('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  });

  it("shows the server's answer, then goes to / after 3 seconds", async () => {
    saveSession('tok', 2);
    stubApi({
      'GET /api/verify-email/4/bad': [
        400,
        { status: 400, code: 'invalid_token', message: MESSAGES.invalidVerifyToken },
      ],
    });
    const { router } = renderRoutes(routes, '/verify-email/4/bad');
    await screen.findByText(MESSAGES.invalidVerifyToken);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});

describe('logout', () => {
  it('revokes the token, clears storage and goes to /login', async () => {
    saveSession('tok', 1);
    localStorage.setItem('other', 'x');
    const calls = stubApi({
      'POST /api/logout': [500, { status: 500, code: 'server_error', message: 'down' }],
    });
    const { router } = renderRoutes(routes, '/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
    expect(localStorage.length).toBe(0);
    await act(async () => {});
  });
});
