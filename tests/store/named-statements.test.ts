// The adapter between pg's pool and Kysely keeps a broken connection out of the pool (issue 8: a dropped
// connection ended the process with an unheard 'error' event). Checked here against a stand-in for a pg
// client, so every case runs without a server; tests/http/log/database-faults.test.ts does it on a real one.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../src/store/named-statements.js';

function standIn() {
  const client = Object.assign(new EventEmitter(), {
    status: 'I' as 'I' | 'T' | 'E',
    answer: (): Promise<unknown> => Promise.resolve({ rows: [] }),
    sent: [] as unknown[],
    released: [] as (Error | undefined)[],
    query(config: unknown) {
      this.sent.push(config);
      return this.answer();
    },
    release(error?: Error) {
      this.released.push(error);
    },
    getTransactionStatus() {
      return this.status;
    },
  });
  const errors: Error[] = [];
  const pool = Object.assign(new EventEmitter(), {
    connect: () => Promise.resolve(client),
    end: () => Promise.resolve(),
  }) as unknown as pg.Pool;
  return { client, errors, adapter: withNamedStatements(pool, e => errors.push(e)) };
}

const serverError = (severity: string, code: string): pg.DatabaseError =>
  Object.assign(new pg.DatabaseError('refused', 0, 'error'), { severity, code });

describe('withNamedStatements', () => {
  it('names statements with parameters and keeps a healthy connection', async () => {
    const { client, adapter } = standIn();
    const lent = await adapter.connect();
    await lent.query('select $1', [1]);
    await lent.query('begin', []);
    lent.release();
    expect(client.sent).toEqual([
      { name: 'croupier_1', text: 'select $1', values: [1] },
      { text: 'begin', values: [] },
    ]);
    expect(client.released).toEqual([undefined]);
  });

  it("hears a lent connection's 'error' (no crash), reports it once, fails later queries at once and releases it with the fault", async () => {
    const { client, errors, adapter } = standIn();
    const lent = await adapter.connect();
    const fatal = serverError('FATAL', '57P01');
    client.emit('error', fatal);
    client.emit('error', new Error('Connection terminated unexpectedly'));
    await expect(lent.query('rollback', [])).rejects.toBe(fatal);
    expect(client.sent).toEqual([]);
    lent.release();
    expect(errors).toEqual([fatal]);
    expect(client.released).toEqual([fatal]);
  });

  it('a client-side failure (a query timeout) breaks the connection; an error Postgres reports on a live one does not', async () => {
    const { client, adapter } = standIn();
    const lent = await adapter.connect();
    client.answer = () => Promise.reject(serverError('ERROR', '23505'));
    await expect(lent.query('insert', [1])).rejects.toMatchObject({ code: '23505' });
    const timeout = new Error('Query read timeout');
    client.answer = () => Promise.reject(timeout);
    await expect(lent.query('select pg_sleep($1)', [9])).rejects.toBe(timeout);
    await expect(lent.query('rollback', [])).rejects.toBe(timeout);
    expect(client.sent).toHaveLength(2);
    lent.release();
    expect(client.released).toEqual([timeout]);
  });

  it('a connection released inside a transaction is not lent again', async () => {
    const { client, adapter } = standIn();
    const lent = await adapter.connect();
    client.status = 'E';
    lent.release();
    expect(client.released[0]).toBeInstanceOf(Error);
  });

  it("a connection ended as it is lent is heard: pg's pool drops its listener a microtask before the borrower runs", async () => {
    // A client of pg's own pool whose connection is ready, then at once ended (a backend terminated as it
    // starts): the two packets came in one chunk, so the 'error' follows the connect callback synchronously.
    const heard: number[] = [];
    class EndedAsItStarts extends EventEmitter {
      _queryable = true;
      _ending = false;
      connect(callback: (error?: Error) => void): void {
        setImmediate(() => {
          callback();
          heard.push(this.listenerCount('error'));
          if (this.listenerCount('error') > 0) this.emit('error', serverError('FATAL', '57P01'));
        });
      }
      query(): Promise<never> {
        return Promise.reject(new Error('no server here'));
      }
      end(): Promise<void> {
        return Promise.resolve();
      }
      getTransactionStatus(): string {
        return 'I';
      }
    }
    const errors: Error[] = [];
    const pool = new pg.Pool({ max: 1, Client: EndedAsItStarts as unknown as typeof pg.Client });
    const adapter = withNamedStatements(pool, e => errors.push(e));
    const lent = await adapter.connect();
    expect(heard).toEqual([1]);
    expect(errors).toMatchObject([{ code: '57P01' }]);
    // Its fault is the answer to the borrower's first query, and the pool does not lend it again.
    await expect(lent.query('select $1', [1])).rejects.toMatchObject({ code: '57P01' });
    lent.release();
    await pool.end();
  });
});
