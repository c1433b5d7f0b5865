import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in URL paths: the reset-password and verify-email links. Access logs keep the
 * route but never the token, so a log reader cannot take over an account.
 */
const TOKEN_PATHS: RegExp[] = [
  /^(\/(?:api\/)?reset-password\/)[^/?#]+/i,
  /^(\/(?:api\/)?verify-email\/[^/?#]+\/)[^/?#]+/i,
];
const SECRET_QUERY = /([?&](?:token|password|password_confirmation)=)[^&#]*/gi;

/** The URL as it may be logged: token path segments and secret query values replaced. */
export function redactUrl(url: string): string {
  let out = url;
  for (const pattern of TOKEN_PATHS) out = out.replace(pattern, '$1[redacted]');
  return out.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's `req` log serializer with the URL redacted (the default one logs it as sent). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
