import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/shared/messages';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';
import { hashToken, newToken } from '../lib/tokens';

// Opaque bearer tokens (DESIGN §4): random, stored hashed, expiring, revocable.

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthUser {
  id: number;
  role: number;
  email: string;
  emailVerifiedAt: string | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** What the route's `withSession` read with the session (null without one, or without a session). */
    sessionExtra: unknown;
  }
  interface FastifyContextConfig {
    /**
     * An SQL expression over the signed-in user's row (`users`) that the route needs on every call (the
     * talent pool's entitlement): read in the session lookup's own query, so it costs no round trip of
     * its own (issue 34, point 3). Its value is request.sessionExtra.
     */
    withSession?: SQL;
  }
}

export async function issueSessionToken(db: DbOrTx, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
  });
  return token;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** The user behind a bearer token, or null when there is none or it is unknown, expired or revoked. */
export async function findUserByToken(db: DbOrTx, token: string): Promise<AuthUser | null> {
  return (await findSession(db, token))?.user ?? null;
}

/** The session's user and, in the same query, the value of `extra` over that user's row. */
async function findSession(
  db: DbOrTx,
  token: string,
  extra?: SQL,
): Promise<{ user: AuthUser; extra: unknown } | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionId: sessions.id,
      extra: extra ?? sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        // A deleted account's tokens stop working at once (its sessions are also revoked).
        isNull(users.deletedAt),
        gt(sessions.expiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { extra: value, ...user } = row;
  return { user, extra: value };
}

/** Reads the request's session, with what its route asks for beside it (`withSession`). */
async function readSession(request: FastifyRequest) {
  const token = bearerToken(request);
  const found = token
    ? await findSession(request.server.db, token, request.routeOptions.config.withSession)
    : null;
  request.user = found?.user ?? null;
  request.sessionExtra = found?.extra ?? null;
}

/** preHandler: 401 without a valid token. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
  await readSession(request);
  if (!request.user) throw unauthorized(MESSAGES.unauthenticated);
}

/** preHandler: reads the token when there is one; visitors pass as null. */
export async function authenticateOptional(request: FastifyRequest, _reply: FastifyReply) {
  await readSession(request);
}

/** preHandler factory: 403 with the spec's text for the wrong role. Use after `authenticate`. */
export function requireRole(roles: number[], message: string = MESSAGES.accessDeny) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(MESSAGES.unauthenticated);
    if (!roles.includes(request.user.role)) throw forbidden(message);
  };
}

/** The authenticated user; throws 401 when a route forgot `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MESSAGES.unauthenticated);
  return request.user;
}
