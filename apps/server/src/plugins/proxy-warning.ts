import type { FastifyInstance } from 'fastify';

/**
 * Behind a load balancer without TRUST_PROXY, every client seems to come from the balancer: one address
 * for everyone, so rate limits hit all users at once. X-Forwarded-For arriving while TRUST_PROXY is unset
 * is the sign; it is logged once per process, with what to set (issue 7).
 */
export function warnOnUntrustedForwarding(app: FastifyInstance) {
  if (app.config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      { remoteAddress: request.ip },
      "X-Forwarded-For received but TRUST_PROXY is unset: client addresses (rate limits, logs) are the proxy's. " +
        'Behind a load balancer set TRUST_PROXY to its hop count (e.g. 1) or its addresses/CIDRs.',
    );
  });
}
