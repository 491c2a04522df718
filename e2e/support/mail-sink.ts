/**
 * The browser tests' mail server: an SMTP sink the Arbiter server sends to, plus a small HTTP
 * endpoint (`GET /mails?to=address`) from which tests read what arrived.
 */
import { createServer } from 'node:http';
import { SmtpSink } from '../../apps/server/test/smtp-sink.ts';

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2527);

const sink = new SmtpSink();
await sink.start(smtpPort);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = sink.mails.filter((m) => !to || m.to.some((t) => t.toLowerCase() === to));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails));
}).listen(httpPort, '127.0.0.1', () => console.log(`mail sink: smtp ${smtpPort}, http ${httpPort}`));
