import { describe, expect, it } from 'vitest';
import { loadSettings } from './config';

describe('TRUST_PROXY', () => {
  it('is a whole number of trusted proxy hops, off by default', () => {
    expect(loadSettings({}).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '' }).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '0' }).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '1' }).config.trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: ' 2 ' }).config.trustProxy).toBe(2);
  });

  it('refuses anything else at start, saying what it expects', () => {
    for (const value of ['true', 'yes', 'on', '-1', '1.5', '1e1', 'two', '0x1', '100']) {
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), e.g. 1 behind one reverse proxy; got "${value}"`,
      );
    }
  });
});

describe('repayment settings (issue 12)', () => {
  it('reads LATE_FEE_GRACE_DAYS as whole days, 3 by default, and refuses anything else', () => {
    expect(loadSettings({}).config.lateFeeGraceDays).toBe(3);
    expect(loadSettings({ LATE_FEE_GRACE_DAYS: '0' }).config.lateFeeGraceDays).toBe(0);
    expect(loadSettings({ LATE_FEE_GRACE_DAYS: '7' }).config.lateFeeGraceDays).toBe(7);
    for (const value of ['-1', '1.5', 'three']) {
      expect(() => loadSettings({ LATE_FEE_GRACE_DAYS: value }), value).toThrow(`LATE_FEE_GRACE_DAYS must be a whole number of days of 0 or more: ${value}`);
    }
  });

  it('turns the payment callback on only with a PAYMENT_CALLBACK_SECRET', () => {
    expect(loadSettings({}).config.paymentCallbackSecret).toBeNull();
    expect(loadSettings({ PAYMENT_CALLBACK_SECRET: '  ' }).config.paymentCallbackSecret).toBeNull();
    expect(loadSettings({ PAYMENT_CALLBACK_SECRET: 'shared' }).config.paymentCallbackSecret).toBe('shared');
  });
});

describe('the database (issue 13)', () => {
  it('is the SQLite file in DATA_DIR unless DATABASE_URL names a PostgreSQL database; the pool holds 10 connections unless told', () => {
    expect(loadSettings({}).server.database).toEqual({ url: null, poolSize: 10 });
    expect(loadSettings({ DATABASE_URL: ' ' }).server.database).toEqual({ url: null, poolSize: 10 });
    expect(loadSettings({ DATABASE_URL: 'postgres://lender:secret@db.internal:5432/lender', DATABASE_POOL_SIZE: '25' }).server.database).toEqual({
      url: 'postgres://lender:secret@db.internal:5432/lender',
      poolSize: 25,
    });
    expect(loadSettings({ DATABASE_URL: 'postgresql://db.internal/lender' }).server.database.url).toBe('postgresql://db.internal/lender');
  });

  it('refuses a URL of another kind and a pool size that is not a whole number of at least 1', () => {
    for (const value of ['mysql://db/lender', './data/app.db', 'sqlite:app.db', 'db.internal:5432']) {
      expect(() => loadSettings({ DATABASE_URL: value }), value).toThrow(
        'DATABASE_URL must be a postgres:// URL, e.g. postgres://lender:secret@db.internal:5432/lender; unset, the server uses DATA_DIR/app.db (SQLite)',
      );
    }
    for (const value of ['0', '-1', '2.5', 'ten']) {
      expect(() => loadSettings({ DATABASE_POOL_SIZE: value }), value).toThrow(`DATABASE_POOL_SIZE must be a whole number of at least 1: ${value}`);
    }
  });
});
