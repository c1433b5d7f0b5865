import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the BML Connect API v2 (DESIGN §10; the README of github:bankofmaldives/bml-connect):
// POST /transactions and GET /transactions/{id}, checking the Authorization header, the app id and the
// request signature as the documentation defines it (hex SHA-1 of `amount=…&currency=…&apiKey=…`). The
// tests move a transaction's state (`setState`) and send the notifications the bank would. The browser
// journeys (e2e/support/global-setup.ts) also use the bank's payment page it serves at the transaction's
// `url`: 'Pay' confirms the transaction, notifies `notifyUrl` and sends the payer to the `redirectUrl`;
// 'Cancel' cancels it and sends the payer back too.

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

const escapeHtml = (v: unknown) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bank's payment page of one transaction: what is paid, to whom, and the payer's two choices. */
function paymentPage(t: StandInTransaction) {
  const amount = `${t.currency} ${(t.amount / 100).toFixed(2)}`;
  const done = t.state === 'CONFIRMED' || t.state === 'CANCELLED';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>BML Connect stand-in: pay ${escapeHtml(amount)}</title>
<style>body{font-family:sans-serif;margin:0 auto;max-width:28rem;padding:1.5rem;color:#111}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #555}
.pay{background:#0b5;color:#000;border-color:#063}</style></head>
<body><main><h1>Bank of Maldives (stand-in)</h1>
<p>Pay <strong>${escapeHtml(amount)}</strong> for ${escapeHtml(t.customerReference ?? t.id)}.</p>
${
  done
    ? `<p role="status">This transaction is ${escapeHtml(t.state)}.</p>`
    : `<form method="post" action="/pay/${escapeHtml(t.id)}/confirm"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${escapeHtml(t.id)}/cancel"><button type="submit">Cancel</button></form>`
}
</main></body></html>`;
}

export async function startBmlStandIn(opts: {
  apiKey: string;
  appId: string;
  /** Where the bank's notification goes when a payer pays or cancels on the payment page. */
  notifyUrl?: string;
}) {
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
      const page = /^\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec((req.url ?? '').split('?')[0]!);
      if (page) return payerPage(req.method, page[1]!, page[2], res);
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
  /** The payer's side, in the browser: no API key, as on the bank's real page. */
  function payerPage(
    method: string | undefined,
    id: string,
    choice: string | undefined,
    res: http.ServerResponse,
  ) {
    const transaction = transactions.get(decodeURIComponent(id));
    if (!transaction) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such transaction');
    }
    if (method === 'GET' && !choice) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(paymentPage(transaction));
    }
    if (method !== 'POST' || !choice) {
      res.writeHead(405, { 'content-type': 'text/plain' });
      return res.end('Method not allowed');
    }
    if (transaction.state === 'QR_CODE_GENERATED')
      transaction.state = choice === 'confirm' ? 'CONFIRMED' : 'CANCELLED';
    // The notification races the payer's return, as the bank's does: the portal must settle once either way.
    if (opts.notifyUrl)
      void fetch(opts.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification(transaction)),
      }).catch(() => undefined);
    res.writeHead(303, { location: transaction.redirectUrl ?? '/' });
    return res.end();
  }

  /** The webhook the merchant dashboard would send for a transaction's current state. */
  function notification(t: StandInTransaction) {
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
  }

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
      return notification(find(id));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser's kept-alive connection would hold the close open until it times out.
        server.closeAllConnections();
      }),
  };
}

export type BmlStandIn = Awaited<ReturnType<typeof startBmlStandIn>>;
