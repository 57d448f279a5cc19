/**
 * An SMTP server on loopback for tests and the scale bench, so the server sends its emails over SMTP
 * as in production: it accepts every message, counts how often each Message-ID arrived (an email sent
 * twice arrives twice under one id) and how many connections were opened.
 */
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** SMTP_URL for the server. */
  url: string;
  /** How many times each Message-ID was received. */
  received: Map<string, number>;
  connections(): number;
  close(): Promise<void>;
}

/** `port` 0 picks a free one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received = new Map<string, number>();
  let connections = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no account, no reverse DNS look-up.
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      let message = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (message += chunk));
      stream.on('end', () => {
        const headers = message.split(/\r?\n\r?\n/, 1)[0]!;
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A client that dies mid-session (the scale bench kills an instance) resets its connection: that
  // session ends, the server goes on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
