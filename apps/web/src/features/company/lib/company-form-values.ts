import type { OwnCompany, UpdateCompanyRequest } from '@portal/shared/schemas/companies';

/** The company form's values: the request's fields as the inputs hold them (the year alone). */
export interface CompanyFormValues {
  name: string;
  website: string;
  size: string;
  sector: string;
  process: string;
  email: string;
  address: string;
  location: string;
  hr_email: string;
  hr_phone: string;
  phone: string;
  introduction: string;
  why_work_with_us: string;
  founded_on: string;
  contact: string;
  designation: string;
  sub_companies: { name: string }[];
}

export function initialCompanyValues(company: OwnCompany): CompanyFormValues {
  return {
    name: company.name,
    website: company.website ?? '',
    size: company.size ?? '',
    sector: company.sector ?? '',
    process: company.process ?? '',
    email: company.email ?? '',
    address: company.address ?? '',
    location: company.location ?? '',
    hr_email: company.hr_email ?? '',
    hr_phone: company.hr_phone ?? '',
    phone: company.phone ?? '',
    introduction: company.introduction ?? '',
    why_work_with_us: company.why_work_with_us ?? '',
    founded_on: company.founded_on ? company.founded_on.slice(0, 4) : '',
    contact: company.contact ?? '',
    designation: company.designation ?? '',
    sub_companies: company.sub_companies.length > 0 ? company.sub_companies : [{ name: '' }],
  };
}

/** The request as the spec sends it: the year as YYYY-01-01, blank sub companies dropped by the server. */
export function toCompanyRequest(values: CompanyFormValues): UpdateCompanyRequest {
  return {
    ...values,
    sector: values.sector as UpdateCompanyRequest['sector'],
    founded_on: values.founded_on ? `${values.founded_on}-01-01` : '',
  };
}
