import { createHash } from 'node:crypto';
import type { Config } from '../../config';

// The Bank of Maldives Connect adapter (API v2, DESIGN §10; its public README is the reference). Two
// calls: create a transaction and read one back. Like the other external services it is off when its
// configuration is unset (config.bmlConnect null), and the tests run it against a local stand-in
// (test/bml-connect-stand-in.ts). The API key goes in the Authorization header and into the signature
// only: never into an error, a log line or an answer.

export type BmlConnectConfig = NonNullable<Config['bmlConnect']>;

/** A transaction as the bank tells it (only the fields the portal reads). */
export interface BmlTransaction {
  id: string;
  state: string;
  amount: number;
  currency: string;
  localId: string | null;
  url: string | null;
}

/** The bank could not be reached or answered something unusable: nothing was decided. */
export class BmlUnavailable extends Error {
  constructor(reason: string) {
    super(`BML Connect unavailable: ${reason}`);
    this.name = 'BmlUnavailable';
  }
}

/** The README's signature: hex SHA-1 of `amount=<amount>&currency=<currency>&apiKey=<api key>`. */
export function bmlSignature(amount: number, currency: string, apiKey: string): string {
  return createHash('sha1').update(`amount=${amount}&currency=${currency}&apiKey=${apiKey}`).digest('hex');
}

// A payer waits on these calls: a bank that hangs is a bank that is down.
const TIMEOUT_MS = 10_000;

async function call(bml: BmlConnectConfig, method: 'GET' | 'POST', path: string, body?: object) {
  let res: Response;
  try {
    res = await fetch(`${bml.url}${path}`, {
      method,
      headers: {
        authorization: bml.apiKey,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new BmlUnavailable((err as Error).name === 'TimeoutError' ? 'timed out' : 'not reachable');
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new BmlUnavailable(`HTTP ${res.status}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new BmlUnavailable('an answer that is not JSON');
  }
}

function toTransaction(raw: Record<string, unknown>): BmlTransaction {
  const id = raw.id ?? raw.transactionId;
  if (typeof id !== 'string' || !id || typeof raw.state !== 'string')
    throw new BmlUnavailable('a transaction without id or state');
  return {
    id,
    state: raw.state,
    amount: typeof raw.amount === 'number' ? raw.amount : Number.NaN,
    currency: typeof raw.currency === 'string' ? raw.currency : '',
    localId: raw.localId === undefined || raw.localId === null ? null : String(raw.localId),
    url: typeof raw.url === 'string' ? raw.url : null,
  };
}

/** POST /transactions: without `provider`, the answer's `url` is the bank's payment-method page. */
export async function createBmlTransaction(
  bml: BmlConnectConfig,
  input: {
    amount: number;
    currency: string;
    localId: string;
    customerReference: string;
    redirectUrl: string;
  },
): Promise<BmlTransaction & { url: string }> {
  const transaction = toTransaction(
    await call(bml, 'POST', '/transactions', {
      ...input,
      deviceId: bml.appId,
      appVersion: 'maldives-job-portal',
      apiVersion: '2.0',
      signMethod: 'sha1',
      signature: bmlSignature(input.amount, input.currency, bml.apiKey),
    }),
  );
  if (!transaction.url || !/^https?:\/\//.test(transaction.url))
    throw new BmlUnavailable('a transaction without a payment page');
  return { ...transaction, url: transaction.url };
}

/** GET /transactions/{id}: the bank's word on a transaction, the only one the portal acts on. */
export async function getBmlTransaction(bml: BmlConnectConfig, id: string): Promise<BmlTransaction> {
  return toTransaction(await call(bml, 'GET', `/transactions/${encodeURIComponent(id)}`));
}
