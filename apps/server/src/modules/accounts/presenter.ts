import type { AccountView, ProfileView } from '@portal/shared/schemas/accounts';
import { isoDate } from '../../lib/iso-date';
import type { UserRow } from './repository';

type AccountFields = Pick<UserRow, 'id' | 'role' | 'email' | 'emailVerifiedAt'>;

/** `data` of register and login. Never the password hash. */
export function presentAccount(user: AccountFields): AccountView {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    email_verified_at: isoDate(user.emailVerifiedAt),
  };
}

/** `data` of GET profile: the user plus, for an employer, the own company (nulls otherwise). */
export function presentProfile(
  user: AccountFields & Pick<UserRow, 'createdAt'>,
  company: { id: number; name: string } | null,
): ProfileView {
  return {
    ...presentAccount(user),
    created_at: isoDate(user.createdAt),
    company_id: company?.id ?? null,
    company_name: company?.name ?? null,
  };
}
