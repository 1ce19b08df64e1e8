/**
 * A bad phone link on loopback: a small HTTP proxy between the browser and the server. While armed, every
 * /api request meets the fault the deck deals (schedule.ts) after some latency: reset before the server,
 * answered by a gateway's 502 page, lost after the server acted, or cut short. The app's own files and the
 * test harness's dev routes pass untouched, and when the server is down the proxy answers 502, as a real
 * gateway does.
 */
import { type IncomingMessage, type ServerResponse, Agent, createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BAD_GATEWAY_PAGE, CLEAN, type FaultRates, faultDeck, garbled, type LinkFault, seeded } from './schedule';

export interface LinkStats {
  /** Requests that met the armed link. */
  requests: number;
  dealt: Record<LinkFault, number>;
  /** Token refreshes among them: the access token expired mid-replay. */
  refreshes: number;
}

export interface FaultProxy {
  url: string;
  /** From now on /api requests meet these faults, dealt from `seed`, after 0..maxLatencyMs of latency. */
  arm(rates: FaultRates, seed: number, maxLatencyMs?: number): void;
  disarm(): void;
  stats(): LinkStats;
  close(): Promise<void>;
}

const faulty = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/dev/');

/** The answer's own headers, without the hop-by-hop ones this proxy sets itself. */
function endToEnd(headers: IncomingMessage['headers'], length: number): IncomingMessage['headers'] {
  const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = headers;
  return { ...rest, 'content-length': String(length) };
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const agent = new Agent({ keepAlive: true });
  let deal: (() => LinkFault) | null = null;
  let random = seeded(1);
  let maxLatency = 0;
  let stats: LinkStats = emptyStats();

  /** Sends the request on to the server and collects its answer; null when the server is unreachable. */
  function upstream(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer } | null> {
    return new Promise((resolve) => {
      const out = forward({ host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', () => resolve(null));
      });
      out.on('error', () => resolve(null));
      out.end(body);
    });
  }

  function badGateway(res: ServerResponse): void {
    res.writeHead(502, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(BAD_GATEWAY_PAGE) }).end(BAD_GATEWAY_PAGE);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const armed = deal !== null && faulty(req.url ?? '');
    const fault: LinkFault = armed ? deal!() : 'pass';
    if (armed) {
      stats.requests++;
      stats.dealt[fault]++;
      if (req.url?.startsWith('/api/auth/token/refresh/')) stats.refreshes++;
      await new Promise((r) => setTimeout(r, Math.floor(random() * maxLatency)));
    }
    if (fault === 'drop') return void req.socket.destroy();
    if (fault === 'bad-gateway') return badGateway(res);

    const answer = await upstream(req, body);
    if (!answer) return badGateway(res);
    if (fault === 'lose') {
      // The server acted. Half the time nothing comes back; half the time the answer stops mid-body.
      if (random() < 0.5) return void req.socket.destroy();
      res.writeHead(answer.status, endToEnd(answer.headers, answer.body.length));
      res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
      return void setTimeout(() => req.socket.destroy(), 10);
    }
    const sent = fault === 'garble' && answer.status < 300 && answer.body.length > 1 ? Buffer.from(garbled(answer.body.toString('utf8'), random)) : answer.body;
    res.writeHead(answer.status, endToEnd(answer.headers, sent.length));
    res.end(sent);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    arm(rates, seed, maxLatencyMs = 120) {
      deal = rates === CLEAN ? () => 'pass' : faultDeck(seed, rates);
      random = seeded(seed + 7);
      maxLatency = maxLatencyMs;
      stats = emptyStats();
    },
    disarm() {
      deal = null;
      maxLatency = 0;
    },
    stats: () => structuredClone(stats),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function emptyStats(): LinkStats {
  return { requests: 0, dealt: { drop: 0, lose: 0, 'bad-gateway': 0, garble: 0, pass: 0 }, refreshes: 0 };
}
