import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the BML Connect API v2 (DESIGN §10; the README of github:bankofmaldives/bml-connect):
// POST /transactions and GET /transactions/{id}, checking the Authorization header, the app id and the
// request signature as the documentation defines it (hex SHA-1 of `amount=…&currency=…&apiKey=…`). The
// tests move a transaction's state (`pay`, `cancel`) and send the notifications the bank would.

export interface StandInTransaction {
  id: string;
  state: string;
  amount: number;
  currency: string;
  localId?: string;
  customerReference?: string;
  redirectUrl?: string;
  url: string;
}

const sign = (amount: unknown, currency: unknown, apiKey: string) =>
  createHash('sha1')
    .update(`amount=${String(amount)}&currency=${String(currency)}&apiKey=${apiKey}`)
    .digest('hex');

export async function startBmlStandIn(opts: { apiKey: string; appId: string }) {
  const transactions = new Map<string, StandInTransaction>();
  /** Every create request's body, as received. */
  const created: Record<string, unknown>[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (down) return answer(500, { code: 'PP-500', message: 'Internal Server Error' });
      if (req.headers.authorization !== opts.apiKey)
        return answer(401, { code: 'PP-401', message: 'Not authorized' });
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'POST' && path === '/transactions') {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        created.push(body);
        const valid =
          Number.isInteger(body.amount) &&
          (body.amount as number) >= 100 &&
          (body.currency === 'MVR' || body.currency === 'USD') &&
          body.deviceId === opts.appId &&
          body.apiVersion === '2.0' &&
          body.signMethod === 'sha1' &&
          body.signature === sign(body.amount, body.currency, opts.apiKey);
        if (!valid) return answer(400, { code: 'PP-400', message: 'Bad request' });
        const id = randomBytes(12).toString('hex');
        const transaction: StandInTransaction = {
          id,
          state: 'QR_CODE_GENERATED',
          amount: body.amount as number,
          currency: body.currency as string,
          localId: body.localId as string | undefined,
          customerReference: body.customerReference as string | undefined,
          redirectUrl: body.redirectUrl as string | undefined,
          url: `${base}/pay/${id}`,
        };
        transactions.set(id, transaction);
        return answer(201, transaction);
      }
      const match = /^\/transactions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const transaction = transactions.get(decodeURIComponent(match[1]!));
        return transaction
          ? answer(200, transaction)
          : answer(404, { code: 'PP-404', message: 'Transaction not found' });
      }
      return answer(404, { code: 'PP-404', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (id: string) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    return transaction;
  };

  return {
    url: base,
    transactions,
    created,
    /** The bank answers 500 to everything while down. */
    setDown(value: boolean) {
      down = value;
    },
    setState(id: string, state: string) {
      find(id).state = state;
    },
    /** Changes what the bank says was paid (a tampered or mistaken transaction). */
    setAmount(id: string, amount: number) {
      find(id).amount = amount;
    },
    /** The webhook the merchant dashboard would send for the transaction's current state. */
    notificationFor(id: string) {
      const t = find(id);
      return {
        localId: t.localId,
        customerReference: t.customerReference,
        transactionId: t.id,
        state: t.state,
        created: new Date().toISOString(),
        signature: sign(t.amount, t.currency, opts.apiKey),
        amount: t.amount,
        currency: t.currency,
        provider: 'bml_epos',
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BmlStandIn = Awaited<ReturnType<typeof startBmlStandIn>>;
