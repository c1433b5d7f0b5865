import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import {
  initialRegisterValues,
  toCreateCompanyRequest,
  validateRegister,
  type RegisterValues,
} from './register-form';

const seeker = (over: Partial<RegisterValues> = {}): RegisterValues => ({
  ...initialRegisterValues('1'),
  email: 'seeker@example.mv',
  password: 'long-enough-1',
  password_confirmation: 'long-enough-1',
  ...over,
});

const employer = (over: Partial<RegisterValues> = {}): RegisterValues =>
  seeker({
    role: '2',
    name: 'Reef Resort',
    sector: 'Private (Tourism)',
    size: '26-100',
    address: "Male'",
    contact: 'Aisha',
    designation: 'HR Manager',
    phone: '+960 7771234',
    hr_phone: '+960 3301234',
    ...over,
  });

describe('validateRegister', () => {
  it('accepts a complete jobseeker and a complete employer', () => {
    expect(validateRegister(seeker())).toEqual({});
    expect(validateRegister(employer())).toEqual({});
  });

  it('blocks a repeat password that does not match, and an empty one', () => {
    expect(validateRegister(seeker({ password_confirmation: 'other' })).password_confirmation).toBe(
      MESSAGES.passwordMismatch,
    );
    expect(validateRegister(seeker({ password_confirmation: '' })).password_confirmation).toMatch(/required/);
  });

  it('does not ask jobseekers for company fields', () => {
    expect(Object.keys(validateRegister(seeker({ name: '', phone: '' })))).toEqual([]);
  });

  it('requires every company field of an employer; a phone holding only +960 counts as empty', () => {
    const errors = validateRegister(
      employer({ name: '', sector: '', size: '', phone: '+960 ', hr_phone: '' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['hr_phone', 'name', 'phone', 'sector', 'size']);
    expect(errors.phone).toBe('The mobile number field is required.');
  });

  it('sends the account email and id with the company', () => {
    expect(toCreateCompanyRequest(employer(), { id: 7, email: 'hr@reef.mv' })).toMatchObject({
      user_id: 7,
      email: 'hr@reef.mv',
      phone: '+960 7771234',
    });
  });
});
