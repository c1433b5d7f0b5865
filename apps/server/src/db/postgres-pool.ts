import pg from 'pg';

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool) before it fails
 * and is answered 503: while the database is unreachable, requests are refused quickly instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A node-postgres pool that survives its connections failing (issue 24, point 1; decision 0029).
 *
 * node-postgres listens for a connection's errors only while it is idle in the pool. A client that is
 * checked out (a transaction: drizzle holds one client from `begin` to `commit`) and whose connection
 * ends — the server restarts or fails over (57P01), the network drops — emits 'error' with no listener,
 * and Node ends the process. Here every client has a listener for its whole life, and a checked-out
 * client that fails is given back to the pool as broken at once: the pool drops it, and its place is free
 * even when its holder never gives it back (drizzle does not when `begin` itself fails). The holder's
 * queries on it fail (the request is answered 503, db/unavailable.ts) and its own release does nothing.
 */
export function createPostgresPool(opts: {
  connectionString: string;
  onIdleError: (err: Error) => void;
}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a dropped route) is noticed by TCP keepalive.
    keepAlive: true,
  });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      // An idle client's error is the pool's own (below): it drops the client.
      if (!checkedOut.has(client)) return;
      const giveBack = client.release.bind(client);
      client.release = () => undefined;
      giveBack(err);
    });
  });
  // An idle connection the server closes (restart, failover, idle timeout, a dropped database) is
  // reported here; the pool replaces it on the next query.
  pool.on('error', opts.onIdleError);
  return pool;
}
