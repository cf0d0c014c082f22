// An SMTP server on 127.0.0.1 for tests (smtp-server): it accepts every mail, without TLS or AUTH, and keeps
// each one raw and parsed (mailparser).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  readonly raw: string;
  readonly parsed: ParsedMail;
  readonly to: string[];
}

export interface MailReceiver {
  readonly url: string;
  readonly mails: Received[];
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          parsed => {
            mails.push({ raw, parsed, to: session.envelope.rcptTo.map(r => r.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  };
}

/** The value of header `name` in a raw mail, unfolded. */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find(l => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
