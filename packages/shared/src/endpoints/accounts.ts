import {
  accountLangRequest,
  authResponse,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRefusal,
  loginRequest,
  profileResponse,
  registerRequest,
  resetPasswordRequest,
  verifyEmailParams,
  verifyEmailResponse,
} from '../schemas/accounts';
import { messageResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// The account calls of SPEC §7.1: register, login, logout, profile, email verification, password reset,
// account deletion. An empty summary is one the contract (docs/api/openapi.json) does not have yet.

const tags = ['accounts'];

export const register = defineEndpoint({
  method: 'POST',
  path: '/register',
  access: 'public',
  summary: '',
  tags,
  body: registerRequest,
  response: { 201: authResponse },
  errors: [409, 422, 429],
});

export const logIn = defineEndpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  summary:
    'Log in. From an address past its login ceiling the 429 carries an ALTCHA `challenge`: send the login again with the solved payload in `altcha`',
  tags,
  body: loginRequest,
  // The one error body with a field of its own: the challenge the widget solves (decision 0025).
  response: { 200: authResponse, 429: loginRefusal },
  errors: [401, 422],
});

export const logOut = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: 'signed-in',
  summary: '',
  tags,
  response: { 200: messageResponse },
  errors: [401],
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/profile',
  access: 'signed-in',
  summary: '',
  tags,
  response: { 200: profileResponse },
  errors: [401],
});

export const setAccountLang = defineEndpoint({
  method: 'PUT',
  path: '/account/lang',
  access: 'signed-in',
  summary:
    "Set the language the portal writes to the signed-in user in (their mails): the interface language they switched to, 'en' or 'dv'",
  tags,
  body: accountLangRequest,
  response: { 200: messageResponse },
  errors: [401, 422],
});

export const resendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/email-verification',
  access: 'signed-in',
  summary: '',
  tags,
  response: { 200: messageResponse },
  errors: [401, 429, 503],
});

export const deleteEmployerAccount = defineEndpoint({
  method: 'POST',
  path: '/employ/delete-account',
  access: ['employer'],
  summary: 'Delete the employer account (password required): the company and its jobs leave the site',
  tags,
  body: deleteAccountRequest,
  response: { 200: messageResponse },
  errors: [401, 403, 422, 429],
});

export const deleteJobseekerAccount = defineEndpoint({
  method: 'POST',
  path: '/job-seeker/delete-account',
  access: ['jobseeker'],
  summary:
    'Delete the jobseeker account (password required): the profile leaves every employer view, files removed',
  tags,
  body: deleteAccountRequest,
  response: { 200: messageResponse },
  errors: [401, 403, 422, 429],
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/verify-email/:userId/:token',
  access: 'signed-in',
  summary: '',
  tags,
  params: verifyEmailParams,
  response: { 200: verifyEmailResponse },
  errors: [400, 401, 403],
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/forgot-password',
  access: 'public',
  summary: '',
  tags,
  body: forgotPasswordRequest,
  response: { 200: messageResponse },
  errors: [422, 429],
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/reset-password',
  access: 'public',
  summary: '',
  tags,
  body: resetPasswordRequest,
  response: { 200: messageResponse },
  errors: [400, 422, 429],
});
