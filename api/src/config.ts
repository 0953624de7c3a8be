import { DEFAULT_COMPLAINT_ACK_DAYS, DEFAULT_COMPLAINT_RESOLVE_DAYS, DEFAULT_RETENTION_YEARS, LATE_FEE_GRACE_DAYS, toCentavos, type Centavos } from '@app/domain';
import { isIPv4, isIPv6 } from 'node:net';
import type { RateLimitRule } from './lib/rate-limit';
import type { S3Settings } from './lib/s3-object-store';
import { HOUR, MINUTE } from './lib/clock';

export interface AppConfig {
  /** Origin the app is reached at (upload URLs, the Origin check); null: the request's own origin. */
  publicUrl: string | null;
  cookieSecure: boolean;
  /**
   * Proxies of our own in front of the server (0: none). With N, the client
   * address is the Nth X-Forwarded-For entry from the right: the one the
   * outermost of our proxies saw; entries further left are the client's own.
   */
  trustProxy: number;
  /** Header a trusted proxy sets to the visitor's ISO country code, e.g. CF-IPCountry. */
  countryHeader: string | null;
  /** New withdrawals wait this long after staff change a borrower's bank account (DEPARTURES 12). */
  bankChangeHoldHours: number;
  /** Full days after a due date before its 5 % late fee is charged (issue 12). */
  lateFeeGraceDays: number;
  /** Shared secret of the payment gateway's signed callbacks; null: the callback is off (404). */
  paymentCallbackSecret: string | null;
  /**
   * Maker-checker (issue 15, decision 022): a loan approval, balance
   * adjustment or payment reversal of strictly more than this waits for a
   * second staff member; 0 switches it off.
   */
  makerCheckerThresholdCentavos: Centavos;
  /** Calendar days a complaint has to be acknowledged by staff, and to be resolved (issue 15, decision 021). */
  complaints: { ackDays: number; resolveDays: number };
  rateLimits: {
    /** Sign-ins on one account from devices it has not seen (no valid device cookie), all addresses together. */
    loginPerAccount: RateLimitRule;
    /** Sign-ins from one address on devices not known to the account. */
    loginPerAddress: RateLimitRule;
    /** Sign-ins from one known device (its device cookie) on its account. */
    loginPerDevice: RateLimitRule;
    registerPerAddress: RateLimitRule;
    registerPerAccount: RateLimitRule;
    codePerAccount: RateLimitRule;
    codePerAddress: RateLimitRule;
    /** The code step of a sign-in with a second factor (decision 032). */
    mfaPerAccount: RateLimitRule;
    uploadPerAccount: RateLimitRule;
    /** "Download my data" (decision 023): each export reads every record and image of the account. */
    exportPerAccount: RateLimitRule;
    complaintPerAccount: RateLimitRule;
  };
  uploads: UploadLimits;
  /** Where messages to borrowers go (issue 29): SMS_PROVIDER and its settings, SMTP_URL and EMAIL_FROM. */
  messaging: MessagingSettings;
}

/**
 * The SMS provider: `outbox` is the development stand-in (decision 007), a
 * file in DATA_DIR; nothing leaves the machine. The base URLs default to the
 * providers' public APIs and are set by the tests to local stand-ins.
 */
type SmsSettings =
  | { provider: 'outbox' }
  /** timeoutMs: how long to wait for Semaphore (default 10 s); the tests shorten it. */
  | { provider: 'semaphore'; apiKey: string; senderName: string | null; baseUrl: string; timeoutMs?: number }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string; timeoutMs?: number };

export interface MessagingSettings {
  sms: SmsSettings;
  /** null: no email is sent. timeoutMs: how long to wait for the SMTP server (default 10 s); the tests shorten it. */
  email: { url: string; from: string; timeoutMs?: number } | null;
}

export const defaultMessaging: MessagingSettings = { sms: { provider: 'outbox' }, email: null };

const SEMAPHORE_PUBLIC_API = 'https://api.semaphore.co/api/v4';
const TWILIO_PUBLIC_API = 'https://api.twilio.com';

function required(env: NodeJS.ProcessEnv, name: string, because: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set ${because}`);
  return value;
}

function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL: ${value}`);
  return value.replace(/\/+$/, '');
}

/** SMS_PROVIDER, SEMAPHORE_*, TWILIO_*, SMTP_URL, EMAIL_FROM (issue 29). Values are never echoed: they hold secrets. */
function parseMessaging(env: NodeJS.ProcessEnv): MessagingSettings {
  const provider = env.SMS_PROVIDER?.trim() || 'outbox';
  let sms: SmsSettings;
  if (provider === 'outbox') sms = { provider };
  else if (provider === 'semaphore') {
    sms = {
      provider,
      apiKey: required(env, 'SEMAPHORE_API_KEY', 'when SMS_PROVIDER is semaphore'),
      senderName: env.SEMAPHORE_SENDER_NAME?.trim() || null,
      baseUrl: baseUrl(env, 'SEMAPHORE_BASE_URL', SEMAPHORE_PUBLIC_API),
    };
  } else if (provider === 'twilio') {
    sms = {
      provider,
      accountSid: required(env, 'TWILIO_ACCOUNT_SID', 'when SMS_PROVIDER is twilio'),
      authToken: required(env, 'TWILIO_AUTH_TOKEN', 'when SMS_PROVIDER is twilio'),
      from: required(env, 'TWILIO_FROM', 'when SMS_PROVIDER is twilio (a number in E.164 or a messaging service SID)'),
      baseUrl: baseUrl(env, 'TWILIO_BASE_URL', TWILIO_PUBLIC_API),
    };
  } else throw new Error(`SMS_PROVIDER must be outbox, semaphore or twilio: ${provider}`);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl === null) return { sms, email: null };
  const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : null;
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must look like smtp://user:password@host:port (or smtps://)');
  return { sms, email: { url: smtpUrl, from: required(env, 'EMAIL_FROM', 'when SMTP_URL is set, e.g. "Lender <no-reply@lender.ph>"') } };
}

/** What upload PUTs may hold of the server (decision 006). */
export interface UploadLimits {
  /** Bytes of all uploads being received at once; an upload counts its declared length, or 5 MB without one. */
  inFlightMaxBytes: number;
  /** Time a PUT has to deliver its body once its URL is claimed. */
  deadlineMs: number;
}

export const defaultUploadLimits: UploadLimits = {
  inFlightMaxBytes: 50 * 1024 * 1024,
  deadlineMs: 60_000,
};

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerAccount: { limit: 10, windowMs: HOUR },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  loginPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 20, windowMs: HOUR },
  registerPerAccount: { limit: 5, windowMs: HOUR },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codePerAddress: { limit: 100, windowMs: 15 * MINUTE },
  // Three 6-digit codes are accepted at a time: 10 guesses an hour find one about once in 1,400 days.
  mfaPerAccount: { limit: 10, windowMs: HOUR },
  // Each upload URL may store up to 5 MB; this bounds what one account can put on disk.
  uploadPerAccount: { limit: 60, windowMs: HOUR },
  exportPerAccount: { limit: 5, windowMs: 24 * HOUR },
  // Generous for a real grievance, filed again after a mistake; a flood is not one.
  complaintPerAccount: { limit: 5, windowMs: 24 * HOUR },
};

export const defaultComplaintClock: AppConfig['complaints'] = { ackDays: DEFAULT_COMPLAINT_ACK_DAYS, resolveDays: DEFAULT_COMPLAINT_RESOLVE_DAYS };

/** A complaint may not be answered later than it must be acknowledged. */
function parseComplaintClock(env: NodeJS.ProcessEnv): AppConfig['complaints'] {
  const ackDays = positiveInteger(env, 'COMPLAINT_ACK_DAYS', defaultComplaintClock.ackDays);
  const resolveDays = positiveInteger(env, 'COMPLAINT_RESOLVE_DAYS', defaultComplaintClock.resolveDays);
  if (resolveDays < ackDays) throw new Error(`COMPLAINT_RESOLVE_DAYS (${resolveDays}) must be at least COMPLAINT_ACK_DAYS (${ackDays})`);
  return { ackDays, resolveDays };
}

/** A whole number of at least 1 from the environment, or the default when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1: ${text}`);
  return value;
}

export const DEFAULT_BANK_CHANGE_HOLD_HOURS = 24;
// Within the 30 s a load balancer or Kubernetes gives by default before it kills the process.
const DEFAULT_DRAIN_TIMEOUT_SECONDS = 25;

/** PostgreSQL connections per server instance when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

function parseGraceDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return LATE_FEE_GRACE_DAYS;
  const days = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(days)) throw new Error(`LATE_FEE_GRACE_DAYS must be a whole number of days of 0 or more: ${value}`);
  return days;
}

function parseHoldHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BANK_CHANGE_HOLD_HOURS;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours < 0) throw new Error(`BANK_CHANGE_HOLD_HOURS is not a number of hours of 0 or more: ${value}`);
  return hours;
}

/** MAKER_CHECKER_THRESHOLD: pesos, at most 2 decimals, no separators; unset or 0: off. */
function parseMakerCheckerThreshold(value: string | undefined): Centavos {
  const text = value?.trim() ?? '';
  if (text === '') return toCentavos(0);
  const pesos = /^\d{1,12}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(pesos)) {
    throw new Error(`MAKER_CHECKER_THRESHOLD must be an amount in pesos of 0 or more (0 switches four eyes off), e.g. 500000: ${value}`);
  }
  return toCentavos(pesos);
}

/** The Anti-Money Laundering Act keeps transaction records 5 years after an account closes: no shorter. */
function parseRetentionYears(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_RETENTION_YEARS;
  const years = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(years >= DEFAULT_RETENTION_YEARS)) {
    throw new Error(`RETENTION_YEARS must be a whole number of years of at least ${DEFAULT_RETENTION_YEARS} (the anti-money-laundering record-keeping period): ${value}`);
  }
  return years;
}

/** Enough for a CDN, a load balancer and an ingress; more is a typo. */
const MAX_PROXY_HOPS = 10;

function parseProxyHops(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  const hops = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(hops <= MAX_PROXY_HOPS)) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (0 to ${MAX_PROXY_HOPS}), e.g. 1 behind one reverse proxy; got "${value}"`,
    );
  }
  return hops;
}

const MAX_WORKERS = 64;

/** WORKERS: how many server processes share the port (decision 031); unset: 1. */
function parseWorkers(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  const workers = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(workers >= 1 && workers <= MAX_WORKERS)) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, e.g. the machine's number of cores; got "${value}"`);
  }
  return workers;
}

/** DATABASE_URL: a postgres:// or postgresql:// URL, or unset (SQLite). */
function parseDatabaseUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^postgres(ql)?:\/\//.test(text)) throw new Error('DATABASE_URL must be a postgres:// URL, e.g. postgres://lender:secret@db.internal:5432/lender; unset, the server uses DATA_DIR/app.db (SQLite)');
  return text;
}

function parseDatabase(env: NodeJS.ProcessEnv): { url: string | null; poolSize: number } {
  const url = parseDatabaseUrl(env.DATABASE_URL);
  const poolSize = positiveInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE);
  // Housekeeping holds one connection (its advisory lock, decision 018) while its work needs another.
  if (url && poolSize < 2) throw new Error(`DATABASE_POOL_SIZE must be at least 2 on PostgreSQL (housekeeping holds one connection while it runs): ${poolSize}`);
  return { url, poolSize };
}

const isOn = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** OBJECT_STORE: the disk under DATA_DIR/objects (the embedded default), or an S3 bucket. */
export type ObjectStoreSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

function requiredText(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when OBJECT_STORE=s3`);
  return value;
}

function parseSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  throw new Error(`${name} must be true or false: ${env[name]}`);
}

function parseObjectStore(env: NodeJS.ProcessEnv): ObjectStoreSettings {
  const kind = env.OBJECT_STORE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`OBJECT_STORE must be local or s3: ${env.OBJECT_STORE}`);
  const endpointText = env.S3_ENDPOINT?.trim() || null;
  let endpoint: string | null = null;
  if (endpointText !== null) {
    const url = URL.canParse(endpointText) ? new URL(endpointText) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com: ${endpointText}`);
    endpoint = url.origin;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the credentials of the machine (e.g. an instance role)');
  }
  return {
    kind,
    bucket: requiredText(env, 'S3_BUCKET'),
    region: requiredText(env, 'S3_REGION'),
    endpoint,
    credentials: accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: parseSwitch(env, 'S3_FORCE_PATH_STYLE'),
  };
}

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  objectStore: ObjectStoreSettings;
  /** After SIGTERM, how long requests in flight get to finish before the process exits anyway. */
  drainTimeoutMs: number;
  /** DATABASE_URL (PostgreSQL) and its pool size; url null: the SQLite file in dataDir. */
  database: { url: string | null; poolSize: number };
  mainAdminEmail: string | null;
  mainAdminPassword: string | null;
  logLevel: string;
  /** Years after an account closed before `npm run retention` erases its personal data (decision 023). */
  retentionYears: number;
  /** Server processes sharing the port (decision 031); 1: this process serves alone. */
  workers: number;
  /** How long an outbox claim holds unrenewed: a killed process's messages are taken over (or marked interrupted) after this (issue 29). */
  outboxLeaseMs: number;
}

/** 127.0.0.0/8, ::1 (any spelling) or localhost: only this machine can reach a server listening there. */
function isLoopback(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  return isIPv6(name) && new URL(`http://[${name}]/`).hostname === '[::1]';
}

/*
 * Without PUBLIC_URL the Origin check compares a request's Origin with its
 * own Host header, which whoever sends the request writes: a page on
 * evil.example that gets a browser to send Host: evil.example passes. That
 * is harmless only when nothing but this machine can connect (issue 27, item 6).
 */
function parseHost(env: NodeJS.ProcessEnv, publicUrl: string | null): string {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (publicUrl === null && !isLoopback(host)) {
    throw new Error(
      `PUBLIC_URL must be set when HOST is not a loopback address (HOST is "${host}"): set PUBLIC_URL to the origin users reach the app at, e.g. https://app.example.ph, the only Origin allowed to change anything`,
    );
  }
  return host;
}

/** Reads the environment; only server.ts and the command-line tools call this. */
export function loadSettings(env: NodeJS.ProcessEnv): { config: AppConfig; server: ServerSettings } {
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT is not a valid port: ${env.PORT}`);
  return {
    config: {
      publicUrl,
      cookieSecure: env.COOKIE_SECURE !== undefined ? isOn(env.COOKIE_SECURE) : publicUrl?.startsWith('https:') === true,
      trustProxy: parseProxyHops(env.TRUST_PROXY),
      countryHeader: env.COUNTRY_HEADER?.trim() || null,
      bankChangeHoldHours: parseHoldHours(env.BANK_CHANGE_HOLD_HOURS),
      lateFeeGraceDays: parseGraceDays(env.LATE_FEE_GRACE_DAYS),
      paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET?.trim() || null,
      makerCheckerThresholdCentavos: parseMakerCheckerThreshold(env.MAKER_CHECKER_THRESHOLD),
      complaints: parseComplaintClock(env),
      rateLimits: defaultRateLimits,
      uploads: {
        inFlightMaxBytes: positiveInteger(env, 'UPLOADS_IN_FLIGHT_MB', defaultUploadLimits.inFlightMaxBytes / (1024 * 1024)) * 1024 * 1024,
        deadlineMs: positiveInteger(env, 'UPLOAD_DEADLINE_SECONDS', defaultUploadLimits.deadlineMs / 1000) * 1000,
      },
      messaging: parseMessaging(env),
    },
    server: {
      port,
      host: parseHost(env, publicUrl),
      dataDir: env.DATA_DIR ?? './data',
      objectStore: parseObjectStore(env),
      drainTimeoutMs: positiveInteger(env, 'DRAIN_TIMEOUT_SECONDS', DEFAULT_DRAIN_TIMEOUT_SECONDS) * 1000,
      database: parseDatabase(env),
      mainAdminEmail: env.MAIN_ADMIN_EMAIL?.trim() || null,
      mainAdminPassword: env.MAIN_ADMIN_PASSWORD || null,
      logLevel: env.LOG_LEVEL ?? 'info',
      retentionYears: parseRetentionYears(env.RETENTION_YEARS),
      workers: parseWorkers(env.WORKERS),
      outboxLeaseMs: positiveInteger(env, 'OUTBOX_LEASE_SECONDS', 60) * 1000,
    },
  };
}
