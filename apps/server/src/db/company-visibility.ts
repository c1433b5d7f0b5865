import { sql, type SQL } from 'drizzle-orm';

// Which companies the public sees (issue 7): those whose owner has verified the email address — a
// "verified employer" of SPEC §4 and §6 — and has not deleted the account (issue 8). Unverified sign-ups
// (and their HR phone numbers) stay out of the employers list, the public profile (API and rendered
// page), the sitemap and the logos until the owner proves the address. `table` is the name or alias the
// query gives the companies table.
export function listedCompanySql(table = 'companies'): SQL {
  const c = sql.identifier(table);
  return sql`${c}."deleted_at" is null and exists (select 1 from "users" where "users"."id" = ${c}."user_id" and "users"."email_verified_at" is not null)`;
}
