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

describe('WORKERS', () => {
  it('is the number of server processes, 1 by default', () => {
    expect(loadSettings({}).server.workers).toBe(1);
    expect(loadSettings({ WORKERS: '' }).server.workers).toBe(1);
    expect(loadSettings({ WORKERS: '2' }).server.workers).toBe(2);
    expect(loadSettings({ WORKERS: ' 64 ' }).server.workers).toBe(64);
  });

  it('refuses anything else at start, saying what it expects', () => {
    for (const value of ['0', '65', '-1', '1.5', 'two', 'auto', '0x2']) {
      expect(() => loadSettings({ WORKERS: value }), value).toThrow(`WORKERS must be a whole number from 1 to 64, e.g. the machine's number of cores; got "${value}"`);
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

describe('MAKER_CHECKER_THRESHOLD (issue 15)', () => {
  it('is off (0) by default and reads pesos as centavos', () => {
    expect(loadSettings({}).config.makerCheckerThresholdCentavos).toBe(0);
    expect(loadSettings({ MAKER_CHECKER_THRESHOLD: ' ' }).config.makerCheckerThresholdCentavos).toBe(0);
    expect(loadSettings({ MAKER_CHECKER_THRESHOLD: '0' }).config.makerCheckerThresholdCentavos).toBe(0);
    expect(loadSettings({ MAKER_CHECKER_THRESHOLD: '500000' }).config.makerCheckerThresholdCentavos).toBe(50_000_000);
    expect(loadSettings({ MAKER_CHECKER_THRESHOLD: '1000.5' }).config.makerCheckerThresholdCentavos).toBe(100_050);
  });

  it('refuses anything but an amount of 0 or more at start', () => {
    for (const value of ['-1', 'abc', '500,000', '1.234', '1e6', 'Infinity']) {
      expect(() => loadSettings({ MAKER_CHECKER_THRESHOLD: value }), value).toThrow(
        `MAKER_CHECKER_THRESHOLD must be an amount in pesos of 0 or more (0 switches four eyes off), e.g. 500000: ${value}`,
      );
    }
  });
});

describe('WRITE_OFF_DAYS (issue 32, decision 064)', () => {
  it('is 180 by default, reads a whole number of days, and refuses anything else at start', () => {
    expect(loadSettings({}).config.writeOffDays).toBe(180);
    expect(loadSettings({ WRITE_OFF_DAYS: '360' }).config.writeOffDays).toBe(360);
    expect(() => loadSettings({ WRITE_OFF_DAYS: '0' })).toThrow('WRITE_OFF_DAYS must be a whole number of at least 1: 0');
  });
});

describe('DST_BORNE_BY (issue 31, decision 072)', () => {
  it('is lender by default, reads lender or borrower, and refuses anything else at start with the others', () => {
    expect(loadSettings({}).config.dstBorneBy).toBe('lender');
    expect(loadSettings({ DST_BORNE_BY: 'borrower' }).config.dstBorneBy).toBe('borrower');
    expect(loadSettings({ DST_BORNE_BY: ' lender ' }).config.dstBorneBy).toBe('lender');
    expect(() => loadSettings({ DST_BORNE_BY: 'Borrower' })).toThrow('DST_BORNE_BY must be lender or borrower: Borrower');
    expect(() => loadSettings({ DST_BORNE_BY: 'both', WRITE_OFF_DAYS: '0' })).toThrow(/DST_BORNE_BY must be lender or borrower: both[\s\S]*WRITE_OFF_DAYS must be/);
  });
});

describe('RESTRUCTURE_FOUR_EYES_THRESHOLD (issue 32, decision 062)', () => {
  it('is off (0) by default, reads pesos as centavos, and refuses anything else at start', () => {
    expect(loadSettings({}).config.restructureFourEyesThresholdCentavos).toBe(0);
    expect(loadSettings({ RESTRUCTURE_FOUR_EYES_THRESHOLD: '200000' }).config.restructureFourEyesThresholdCentavos).toBe(20_000_000);
    expect(loadSettings({ RESTRUCTURE_FOUR_EYES_THRESHOLD: '99.99' }).config.restructureFourEyesThresholdCentavos).toBe(9_999);
    expect(() => loadSettings({ RESTRUCTURE_FOUR_EYES_THRESHOLD: '200,000' })).toThrow(
      'RESTRUCTURE_FOUR_EYES_THRESHOLD must be an amount in pesos of 0 or more (0 switches four eyes off), e.g. 200000: 200,000',
    );
  });
});

describe('MAX_INSTALLMENT_TO_INCOME (issue 32)', () => {
  it('is 40 % by default and reads a percent as basis points', () => {
    expect(loadSettings({}).config.maxInstallmentToIncomeBp).toBe(4000);
    expect(loadSettings({ MAX_INSTALLMENT_TO_INCOME: '0' }).config.maxInstallmentToIncomeBp).toBe(0);
    expect(loadSettings({ MAX_INSTALLMENT_TO_INCOME: '35.5' }).config.maxInstallmentToIncomeBp).toBe(3550);
    expect(loadSettings({ MAX_INSTALLMENT_TO_INCOME: '100' }).config.maxInstallmentToIncomeBp).toBe(10_000);
  });

  it('refuses anything but a percent from 0 to 100 at start', () => {
    for (const value of ['-1', '40%', '0.4.1', '100.01', '1.234', 'forty']) {
      expect(() => loadSettings({ MAX_INSTALLMENT_TO_INCOME: value }), value).toThrow(
        `MAX_INSTALLMENT_TO_INCOME must be a percent of the monthly income from 0 to 100 (0 switches the check off), e.g. 40: ${value}`,
      );
    }
  });
});

describe('OBJECT_STORE (issue 13)', () => {
  const s3 = { OBJECT_STORE: 's3', S3_BUCKET: 'lender-documents', S3_REGION: 'ap-southeast-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('is the local disk by default', () => {
    expect(loadSettings({}).server.objectStore).toEqual({ kind: 'local' });
    expect(loadSettings({ OBJECT_STORE: 'local' }).server.objectStore).toEqual({ kind: 'local' });
  });

  it('reads the S3 variables', () => {
    expect(loadSettings(s3).server.objectStore).toEqual({
      kind: 's3',
      bucket: 'lender-documents',
      region: 'ap-southeast-1',
      endpoint: null,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    const selfHosted = loadSettings({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).server.objectStore;
    expect(selfHosted).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: null });
  });

  it('refuses at start what is missing or wrong, naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ OBJECT_STORE: 'minio' }, 'OBJECT_STORE must be local or s3: minio'],
      [{ ...s3, S3_BUCKET: ' ' }, 'S3_BUCKET is required when OBJECT_STORE=s3'],
      [{ ...s3, S3_REGION: '' }, 'S3_REGION is required when OBJECT_STORE=s3'],
      [{ ...s3, S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com: localhost:9000'],
      [{ ...s3, S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com: ftp://files.example'],
      [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false: sometimes'],
    ];
    for (const [env, message] of cases) expect(() => loadSettings(env), message).toThrow(message);
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
    expect(() => loadSettings({ DATABASE_URL: 'postgres://db.internal/lender', DATABASE_POOL_SIZE: '1' })).toThrow(
      'DATABASE_POOL_SIZE must be at least 2 on PostgreSQL (housekeeping holds one connection while it runs): 1',
    );
    expect(loadSettings({ DATABASE_POOL_SIZE: '1' }).server.database).toEqual({ url: null, poolSize: 1 });
  });
});

describe('complaint clock (issue 15)', () => {
  it('reads COMPLAINT_ACK_DAYS and COMPLAINT_RESOLVE_DAYS as whole days, 2 and 30 by default', () => {
    expect(loadSettings({}).config.complaints).toEqual({ ackDays: 2, resolveDays: 30 });
    expect(loadSettings({ COMPLAINT_ACK_DAYS: '1', COMPLAINT_RESOLVE_DAYS: '7' }).config.complaints).toEqual({ ackDays: 1, resolveDays: 7 });
  });

  it('refuses days that are not whole and positive, and a resolution due before the acknowledgement', () => {
    for (const value of ['0', '-1', '1.5', 'two']) {
      expect(() => loadSettings({ COMPLAINT_ACK_DAYS: value }), value).toThrow(`COMPLAINT_ACK_DAYS must be a whole number of at least 1: ${value}`);
    }
    expect(() => loadSettings({ COMPLAINT_ACK_DAYS: '5', COMPLAINT_RESOLVE_DAYS: '3' })).toThrow('COMPLAINT_RESOLVE_DAYS (3) must be at least COMPLAINT_ACK_DAYS (5)');
  });
});

describe('HOST and PUBLIC_URL (issue 27, item 6)', () => {
  it('listens on a loopback address without PUBLIC_URL, 127.0.0.1 by default', () => {
    expect(loadSettings({}).server.host).toBe('127.0.0.1');
    expect(loadSettings({ HOST: '' }).server.host).toBe('127.0.0.1');
    for (const host of ['127.0.0.1', '127.10.20.30', '::1', '0:0:0:0:0:0:0:1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(loadSettings({ HOST: host }).server.host, host).toBe(host);
    }
  });

  it('refuses to start on any other address without PUBLIC_URL, naming the variable', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.5', 'app.example.ph', '128.0.0.1', '::ffff:127.0.0.1']) {
      expect(() => loadSettings({ HOST: host }), host).toThrow(
        `PUBLIC_URL must be set when HOST is not a loopback address (HOST is "${host}"): set PUBLIC_URL to the origin users reach the app at, e.g. https://app.example.ph, the only Origin allowed to change anything`,
      );
    }
  });

  it('listens anywhere once PUBLIC_URL says where users reach the app', () => {
    const { server, config } = loadSettings({ HOST: '0.0.0.0', PUBLIC_URL: 'https://app.example.ph/' });
    expect(server.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://app.example.ph');
  });
});

describe('one schema for the environment (issue 30, item 7)', () => {
  it('reads every switch the same way, and refuses a value that is neither on nor off instead of reading it as off', () => {
    for (const value of ['1', 'true', 'YES', 'on']) expect(loadSettings({ COOKIE_SECURE: value }).config.cookieSecure, value).toBe(true);
    for (const value of ['0', 'false', 'No', 'off']) expect(loadSettings({ COOKIE_SECURE: value, PUBLIC_URL: 'https://app.example.ph' }).config.cookieSecure, value).toBe(false);
    expect(loadSettings({ PUBLIC_URL: 'https://app.example.ph' }).config.cookieSecure).toBe(true);
    expect(loadSettings({ PUBLIC_URL: 'http://127.0.0.1:3000' }).config.cookieSecure).toBe(false);
    for (const value of ['ture', 'enabled', '2', 'constructor']) {
      expect(() => loadSettings({ COOKIE_SECURE: value }), value).toThrow(`COOKIE_SECURE must be true or false: ${value}`);
    }
  });

  it('reports every wrong variable at once, one line each', () => {
    let caught: unknown;
    try {
      loadSettings({ WORKERS: 'auto', COOKIE_SECURE: 'ture', PORT: '70000', OBJECT_STORE: 's3', S3_REGION: 'ap-southeast-1' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe(
      [
        'The configuration is not valid (4 problems):',
        '- PORT is not a valid port: 70000',
        '- COOKIE_SECURE must be true or false: ture',
        `- WORKERS must be a whole number from 1 to 64, e.g. the machine's number of cores; got "auto"`,
        '- S3_BUCKET is required when OBJECT_STORE=s3',
      ].join('\n'),
    );
  });

  it('checks a rule between two variables only when both are valid, so one mistake gives one message', () => {
    expect(() => loadSettings({ COMPLAINT_ACK_DAYS: 'two', COMPLAINT_RESOLVE_DAYS: '1' })).toThrow(
      'The configuration is not valid (1 problem):\n- COMPLAINT_ACK_DAYS must be a whole number of at least 1: two',
    );
  });

  it('refuses a PUBLIC_URL, LOG_LEVEL or SMS provider URL that is not one, naming the variable', () => {
    expect(() => loadSettings({ PUBLIC_URL: 'app.example.ph' })).toThrow('PUBLIC_URL must be the http(s) origin users reach the app at, e.g. https://app.example.ph: app.example.ph');
    expect(() => loadSettings({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent: verbose');
    expect(() => loadSettings({ SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k', SEMAPHORE_BASE_URL: 'semaphore.local' })).toThrow(
      'SEMAPHORE_BASE_URL must be an http(s) URL: semaphore.local',
    );
  });

  it('never repeats a database or SMTP URL, which hold passwords', () => {
    for (const env of [{ DATABASE_URL: 'mysql://lender:hunter2@db/lender' }, { SMTP_URL: 'smpt://mail:hunter2@mail.example' }]) {
      expect(() => loadSettings(env)).toThrow();
      expect(() => loadSettings(env)).not.toThrow('hunter2');
    }
  });
});

describe('CLOCK_START (decision 074)', () => {
  it('is off by default, and reads an ISO instant with its offset', () => {
    expect(loadSettings({}).server.clockStart).toBeNull();
    expect(loadSettings({ CLOCK_START: '2026-11-20T23:00:00+08:00' }).server.clockStart?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(loadSettings({ CLOCK_START: '2026-11-20T01:00:00.500Z', NODE_ENV: 'test' }).server.clockStart?.toISOString()).toBe('2026-11-20T01:00:00.500Z');
  });

  it('refuses a time without its offset, or not a time', () => {
    for (const value of ['2026-11-20T23:00:00', '2026-11-20', 'tomorrow', '2026-13-40T23:00:00Z']) {
      expect(() => loadSettings({ CLOCK_START: value }), value).toThrow(`CLOCK_START must be an ISO 8601 instant with its offset, e.g. 2026-11-20T23:00:00+08:00: ${value}`);
    }
  });

  it('refuses to start in production with it set', () => {
    expect(() => loadSettings({ CLOCK_START: '2026-11-20T23:00:00+08:00', NODE_ENV: 'production' })).toThrow(
      'CLOCK_START is for tests and staging only: unset it when NODE_ENV is production (the server keeps the real time)',
    );
    expect(loadSettings({ NODE_ENV: 'production' }).server.clockStart).toBeNull();
  });
});

describe('SPEED_MECHANISMS_OFF (decision 076)', () => {
  it('is empty by default, and reads the mechanisms named', () => {
    expect([...loadSettings({}).server.speedOff]).toEqual([]);
    expect([...loadSettings({ SPEED_MECHANISMS_OFF: 'member-cache, hot-reads' }).server.speedOff].sort()).toEqual(['hot-reads', 'member-cache']);
    expect([...loadSettings({ SPEED_MECHANISMS_OFF: 'direct-reads,compile-once' }).server.speedOff].sort()).toEqual(['compile-once', 'direct-reads']);
  });

  it('refuses a name that is not a mechanism', () => {
    for (const value of ['member-caches', 'hot-reads,,', 'all']) {
      expect(() => loadSettings({ SPEED_MECHANISMS_OFF: value }), value).toThrow(
        `SPEED_MECHANISMS_OFF must name some of hot-reads, member-cache, direct-reads, compile-once, separated by commas: ${value}`,
      );
    }
  });
});
