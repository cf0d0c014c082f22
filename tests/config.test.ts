// Settings from the environment: defaults, the database choice, and refusals of bad values.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.http.corsOrigins).toBe('*');
  });

  it('uses the Postgres server of DATABASE_URL, and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d', DATABASE_POOL_SIZE: '4' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/d',
      poolSize: 4,
    });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('reads the database timeouts (unset: the store defaults; 0: no limit) and refuses a bad one', () => {
    const database = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/d',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_QUERY_TIMEOUT_MS: '7000',
    }).database;
    expect(database).toMatchObject({ connectTimeoutMs: 2000, statementTimeoutMs: 0, queryTimeoutMs: 7000 });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).not.toHaveProperty(
      'statementTimeoutMs',
      expect.anything(),
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('reads CORS origins, rate limits and trust proxy', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMIT_PER_IP: '0',
      TRUST_PROXY: '2',
    });
    expect(config.http.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.http.rateLimitPerIp).toBe(0);
    expect(config.http.trustProxy).toBe(2);
  });

  it('bounds the cache by games and by bytes, with units', () => {
    expect(loadConfig({}).cache).toEqual({ games: 10_000, bytes: 256 * 1024 * 1024 });
    expect(loadConfig({ CACHE_GAMES: '500', CACHE_BYTES: '64mb' }).cache).toEqual({
      games: 500,
      bytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({ CACHE_BYTES: '1GB' }).cache.bytes).toBe(1024 ** 3);
    expect(loadConfig({ CACHE_BYTES: '1000000' }).cache.bytes).toBe(1_000_000);
    expect(() => loadConfig({ CACHE_BYTES: 'lots' })).toThrow(/CACHE_BYTES/);
  });

  it('reads VACATION_DAYS_PER_YEAR (default 14), whole days from 0 to 365, and refuses a bad one', () => {
    expect(loadConfig({}).vacationDaysPerYear).toBe(14);
    expect(loadConfig({ VACATION_DAYS_PER_YEAR: '21' }).vacationDaysPerYear).toBe(21);
    for (const bad of ['-1', '366', '1.5', 'two'])
      expect(() => loadConfig({ VACATION_DAYS_PER_YEAR: bad })).toThrow(/VACATION_DAYS_PER_YEAR/);
  });

  it('reads TABLE_EXPIRY_DAYS (default 7), whole days from 1, and refuses a bad one', () => {
    expect(loadConfig({}).quotas.expiryDays).toBe(7);
    expect(loadConfig({ TABLE_EXPIRY_DAYS: '30' }).quotas.expiryDays).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'week'])
      expect(() => loadConfig({ TABLE_EXPIRY_DAYS: bad })).toThrow(/TABLE_EXPIRY_DAYS/);
  });

  it('refuses a timer longer than Node runs (it would run every millisecond instead): the sweep, heartbeats, post-game chat', () => {
    for (const name of ['CLOCK_SWEEP_MS', 'SSE_HEARTBEAT_MS', 'POST_GAME_CHAT_MS']) {
      expect(() => loadConfig({ [name]: '3000000000' })).toThrow(new RegExp(name));
      expect(() => loadConfig({ [name]: String(2 ** 31 - 1) })).not.toThrow();
    }
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('sends e-mail only with SMTP_URL, from MAIL_FROM, with links to PUBLIC_ORIGIN', () => {
    expect(loadConfig({}).notifications.mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).notifications.mail).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Croupier <c@example.org>',
        PUBLIC_ORIGIN: 'https://c.example',
      }).notifications.mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Croupier <c@example.org>', origin: 'https://c.example' });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PORT: '4000' }).notifications.mail?.origin).toBe(
      'http://localhost:4000',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
  });
});
