import { MALDIVES_PHONE_PREFIX, REGISTRATION_COMPANY_SIZES, ROLES, SECTORS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { createCompanyRequest, registerRequest } from '@portal/shared/schemas/accounts';
import type { CreateCompanyRequest, RegisterRequest } from '@portal/shared/schemas/accounts';
import { required } from '@portal/shared/schemas/common';
import { zodErrors, type FieldErrors } from '../../../lib/forms';
import type { Translate } from '../../../i18n/i18n';

/** The register form's roles, named in the page's language. */
export const roleOptions = (t: Translate) => [
  { value: String(ROLES.jobseeker), label: t('Jobseeker') },
  { value: String(ROLES.employer), label: t('Company / Employer') },
];
const ROLE_VALUES = [String(ROLES.jobseeker), String(ROLES.employer)] as const;
export const SECTOR_OPTIONS = SECTORS.map((s) => ({ value: s, label: s }));
export const SIZE_OPTIONS = REGISTRATION_COMPANY_SIZES.map((s) => ({ value: s.value, label: s.label }));

/** The register form: the account fields, and for employers the company fields (names as the API's). */
export interface RegisterValues {
  role: string;
  email: string;
  password: string;
  password_confirmation: string;
  name: string;
  sector: string;
  size: string;
  address: string;
  contact: string;
  designation: string;
  phone: string;
  hr_phone: string;
}

export function initialRegisterValues(role: string = ROLE_VALUES[0]): RegisterValues {
  return {
    role,
    email: '',
    password: '',
    password_confirmation: '',
    name: '',
    sector: '',
    size: '',
    address: '',
    contact: '',
    designation: '',
    phone: MALDIVES_PHONE_PREFIX,
    hr_phone: MALDIVES_PHONE_PREFIX,
  };
}

export const isEmployer = (values: Pick<RegisterValues, 'role'>) => values.role === String(ROLES.employer);

/** A phone input that still holds only the country code counts as empty. */
const phoneValue = (value: string) => (value.trim() === MALDIVES_PHONE_PREFIX.trim() ? '' : value.trim());

/** Live check of the repeat field: shown as soon as something is typed there (SPEC §5). */
export function passwordMismatch(values: { password: string; password_confirmation: string }): boolean {
  return values.password_confirmation !== '' && values.password_confirmation !== values.password;
}

export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  return {
    role: Number(values.role),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}

export function toCreateCompanyRequest(
  values: RegisterValues,
  account: { id: number; email: string },
): CreateCompanyRequest {
  return {
    user_id: account.id,
    name: values.name.trim(),
    email: account.email,
    address: values.address.trim(),
    contact: values.contact.trim(),
    designation: values.designation.trim(),
    phone: phoneValue(values.phone),
    hr_phone: phoneValue(values.hr_phone),
    size: values.size,
    sector: values.sector as CreateCompanyRequest['sector'],
  };
}

/** The shared schemas of POST register and POST employ/companies, plus the required repeat field. */
export function validateRegister(values: RegisterValues): FieldErrors {
  const errors = zodErrors(registerRequest, toRegisterRequest(values));
  if (values.password_confirmation === '') errors.password_confirmation = required('repeat password');
  else if (passwordMismatch(values)) errors.password_confirmation = MESSAGES.passwordMismatch;
  if (!isEmployer(values)) return errors;
  const company = zodErrors(
    createCompanyRequest,
    toCreateCompanyRequest(values, { id: 0, email: values.email }),
  );
  delete company.email; // the account's email, already checked above
  if (!values.sector) company.sector = required('sector');
  if (!values.size) company.size = required('company size');
  return { ...company, ...errors };
}
