import {
  DEFAULT_COMPLAINT_ACK_DAYS,
  DEFAULT_COMPLAINT_RESOLVE_DAYS,
  DEFAULT_MAX_INSTALLMENT_TO_INCOME_BP,
  DEFAULT_PROVISION_RATES,
  DEFAULT_RETENTION_YEARS,
  type DstBorneBy,
  LATE_FEE_GRACE_DAYS,
  toCentavos,
  type Centavos,
  type ProvisionRates,
} from '@app/domain';
import { isIPv4, isIPv6 } from 'node:net';
import * as v from 'valibot';
import { SPEED_MECHANISMS, type SpeedMechanism } from './db/read-caches';
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
  /**
   * RA 11765 (issue 32, decision 057): the share of the declared monthly
   * income, in basis points, above which approving a loan needs a written
   * reason and a second officer; 0 switches the check off.
   */
  maxInstallmentToIncomeBp: number;
  /**
   * The provision matrix of the allowance for credit losses (issue 31,
   * decision 060): basis points of the carrying amount per aging bucket.
   */
  provisionRates: ProvisionRates;
  /**
   * Issue 32, decision 062: an offer restructuring strictly more than this
   * (principal and interest carried) waits for a second officer with Lending; 0 switches it off.
   */
  restructureFourEyesThresholdCentavos: Centavos;
  /**
   * Issue 31, decision 072: who bears the documentary stamp tax of a loan
   * agreement. `lender`: an expense of the lender, nothing changes for the
   * borrower; `borrower`: deducted from the proceeds credited to the wallet
   * and shown on the disclosure. Fixed on each loan when it pays out.
   */
  dstBorneBy: DstBorneBy;
  /** Issue 32, decision 064: days past due (the oldest unpaid installment) a loan must be strictly more than to be written off. */
  writeOffDays: number;
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

export const DEFAULT_BANK_CHANGE_HOLD_HOURS = 24;
// Within the 30 s a load balancer or Kubernetes gives by default before it kills the process.
const DEFAULT_DRAIN_TIMEOUT_SECONDS = 25;

/** PostgreSQL connections per server instance when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

/** OBJECT_STORE: the disk under DATA_DIR/objects (the embedded default), or an S3 bucket. */
export type ObjectStoreSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

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
  /**
   * CLOCK_START (decision 074): the instant the server's clock reads when it
   * starts, running forward at real speed; null: the machine's clock. Tests
   * and staging only: refused when NODE_ENV is production.
   */
  clockStart: Date | null;
  /**
   * SPEED_MECHANISMS_OFF (decision 076): the speed mechanisms this server
   * runs without, so that what each buys can be measured with and without
   * it on the same build. Empty in production; answers are the same either way.
   */
  speedOff: ReadonlySet<SpeedMechanism>;
}

/** 127.0.0.0/8, ::1 (any spelling) or localhost: only this machine can reach a server listening there. */
function isLoopback(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  return isIPv6(name) && new URL(`http://[${name}]/`).hostname === '[::1]';
}

/*
 * The environment, read by one valibot schema (issue 30, item 7): each
 * variable is parsed by one rule of the table below, unset or blank meaning
 * its default, and every variable that is wrong is reported at once, one
 * message each, so an operator fixes them all in one go. Values of
 * variables that hold secrets are never echoed.
 */

/** A variable's text, or its default when unset or blank; `parse` gives undefined for a text it refuses, and `refusal` says why. */
function variable<T>(fallback: T, parse: (text: string) => T | undefined, refusal: (raw: string) => string) {
  return v.pipe(
    // Unset reads as blank: one default for both.
    v.optional(v.string(), ''),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw.trim() === '') return fallback;
      const value = parse(raw.trim());
      if (value !== undefined) return value;
      addIssue({ message: refusal(raw) });
      return NEVER;
    }),
  );
}

/** Free text, trimmed; null when unset or blank. */
const text = variable<string | null>(null, (value) => value, () => '');

const wholeNumber = (value: string, { min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }) => {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return number >= min && number <= max ? number : undefined;
};

/** A whole number of at least 1. */
const positiveInteger = (name: string, fallback: number) =>
  variable(fallback, (value) => (Number.isInteger(Number(value)) && Number(value) >= 1 ? Number(value) : undefined), (raw) => `${name} must be a whole number of at least 1: ${raw}`);

/** One spelling of on and off for every switch: anything else is refused, never read as off. */
const SWITCH = new Map([...['0', 'false', 'no', 'off'].map((word) => [word, false] as const), ...['1', 'true', 'yes', 'on'].map((word) => [word, true] as const)]);
const onOrOff = (name: string) =>
  variable<boolean | null>(null, (value) => SWITCH.get(value.toLowerCase()), (raw) => `${name} must be true or false: ${raw}`);

const httpUrl = (value: string) => (URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol) ? new URL(value) : undefined);

/** A provider's base URL: the public API unless a stand-in is named. */
const baseUrl = (name: string, fallback: string) =>
  variable(fallback, (value) => (httpUrl(value) ? value.replace(/\/+$/, '') : undefined), (raw) => `${name} must be an http(s) URL: ${raw}`);

/** Enough for a CDN, a load balancer and an ingress; more is a typo. */
const MAX_PROXY_HOPS = 10;
const MAX_WORKERS = 64;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** "1,5,25,50,100" → basis points per bucket, or undefined when it is not five percents from 0 to 100. */
function provisionRatesOf(value: string): ProvisionRates | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 5 || !parts.every((part) => /^\d{1,3}(\.\d{1,2})?$/.test(part) && Number(part) <= 100)) return undefined;
  const [current, days1to30, days31to60, days61to90, over90] = parts.map((part) => Math.round(Number(part) * 100)) as [number, number, number, number, number];
  return { current, '1_30': days1to30, '31_60': days31to60, '61_90': days61to90, over_90: over90 };
}

/** "member-cache, hot-reads" → those mechanisms, or undefined when one is not a mechanism's name. */
function speedMechanismsOf(value: string): ReadonlySet<SpeedMechanism> | undefined {
  const names = value.split(',').map((part) => part.trim());
  const known = names.filter((name): name is SpeedMechanism => (SPEED_MECHANISMS as readonly string[]).includes(name));
  return known.length === names.length ? new Set(known) : undefined;
}

/** A date, a time to the second (fractions allowed) and an offset: nothing a reader could take for local time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

const VARIABLES = {
  PUBLIC_URL: variable<string | null>(null, (value) => httpUrl(value)?.origin, (raw) => `PUBLIC_URL must be the http(s) origin users reach the app at, e.g. https://app.example.ph: ${raw}`),
  PORT: variable(3000, (value) => wholeNumber(value, { min: 0, max: 65_535 }), (raw) => `PORT is not a valid port: ${raw}`),
  HOST: variable('127.0.0.1', (value) => value, () => ''),
  DATA_DIR: v.optional(v.string(), './data'),
  COOKIE_SECURE: onOrOff('COOKIE_SECURE'),
  TRUST_PROXY: variable(
    0,
    (value) => wholeNumber(value, { min: 0, max: MAX_PROXY_HOPS }),
    (raw) => `TRUST_PROXY must be the number of proxies in front of the server (0 to ${MAX_PROXY_HOPS}), e.g. 1 behind one reverse proxy; got "${raw}"`,
  ),
  COUNTRY_HEADER: text,
  BANK_CHANGE_HOLD_HOURS: variable(
    DEFAULT_BANK_CHANGE_HOLD_HOURS,
    (value) => (Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : undefined),
    (raw) => `BANK_CHANGE_HOLD_HOURS is not a number of hours of 0 or more: ${raw}`,
  ),
  LATE_FEE_GRACE_DAYS: variable(LATE_FEE_GRACE_DAYS, (value) => wholeNumber(value, { min: 0 }), (raw) => `LATE_FEE_GRACE_DAYS must be a whole number of days of 0 or more: ${raw}`),
  PAYMENT_CALLBACK_SECRET: text,
  /** Pesos, at most 2 decimals, no separators; 0 switches four eyes off. */
  MAKER_CHECKER_THRESHOLD: variable(
    toCentavos(0),
    (value) => (/^\d{1,12}(\.\d{1,2})?$/.test(value) ? toCentavos(Number(value)) : undefined),
    (raw) => `MAKER_CHECKER_THRESHOLD must be an amount in pesos of 0 or more (0 switches four eyes off), e.g. 500000: ${raw}`,
  ),
  /** Pesos carried by a restructuring offer above which a second Lending officer approves it (decision 062); 0 switches it off. */
  RESTRUCTURE_FOUR_EYES_THRESHOLD: variable(
    toCentavos(0),
    (value) => (/^\d{1,12}(\.\d{1,2})?$/.test(value) ? toCentavos(Number(value)) : undefined),
    (raw) => `RESTRUCTURE_FOUR_EYES_THRESHOLD must be an amount in pesos of 0 or more (0 switches four eyes off), e.g. 200000: ${raw}`,
  ),
  /** Who bears the documentary stamp tax of a loan paid out from now on (decision 072): lender (default) or borrower. */
  DST_BORNE_BY: variable<DstBorneBy>('lender', (value) => (['lender', 'borrower'] as const).find((side) => side === value), (raw) => `DST_BORNE_BY must be lender or borrower: ${raw}`),
  /** Days past due a loan must exceed before it may be written off (decision 064). */
  WRITE_OFF_DAYS: positiveInteger('WRITE_OFF_DAYS', 180),
  /** Percent of the declared monthly income, at most 2 decimals; 0 switches the check off. */
  MAX_INSTALLMENT_TO_INCOME: variable(
    DEFAULT_MAX_INSTALLMENT_TO_INCOME_BP,
    (value) => (/^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100 ? Math.round(Number(value) * 100) : undefined),
    (raw) => `MAX_INSTALLMENT_TO_INCOME must be a percent of the monthly income from 0 to 100 (0 switches the check off), e.g. 40: ${raw}`,
  ),
  /** Five percents (current, 1–30, 31–60, 61–90, over 90 days past due), each 0 to 100 with at most 2 decimals. */
  ALLOWANCE_RATES: variable(DEFAULT_PROVISION_RATES, provisionRatesOf, (raw) => `ALLOWANCE_RATES must be five percents from 0 to 100 separated by commas (current, 1–30, 31–60, 61–90, over 90 days past due), e.g. 1,5,25,50,100: ${raw}`),
  COMPLAINT_ACK_DAYS: positiveInteger('COMPLAINT_ACK_DAYS', defaultComplaintClock.ackDays),
  COMPLAINT_RESOLVE_DAYS: positiveInteger('COMPLAINT_RESOLVE_DAYS', defaultComplaintClock.resolveDays),
  UPLOADS_IN_FLIGHT_MB: positiveInteger('UPLOADS_IN_FLIGHT_MB', defaultUploadLimits.inFlightMaxBytes / (1024 * 1024)),
  UPLOAD_DEADLINE_SECONDS: positiveInteger('UPLOAD_DEADLINE_SECONDS', defaultUploadLimits.deadlineMs / 1000),
  SMS_PROVIDER: variable(
    'outbox' as SmsSettings['provider'],
    (value) => (['outbox', 'semaphore', 'twilio'] as const).find((provider) => provider === value),
    (raw) => `SMS_PROVIDER must be outbox, semaphore or twilio: ${raw}`,
  ),
  SEMAPHORE_API_KEY: text,
  SEMAPHORE_SENDER_NAME: text,
  SEMAPHORE_BASE_URL: baseUrl('SEMAPHORE_BASE_URL', 'https://api.semaphore.co/api/v4'),
  TWILIO_ACCOUNT_SID: text,
  TWILIO_AUTH_TOKEN: text,
  TWILIO_FROM: text,
  TWILIO_BASE_URL: baseUrl('TWILIO_BASE_URL', 'https://api.twilio.com'),
  // The URL holds the SMTP password: the message does not repeat it.
  SMTP_URL: variable<string | null>(
    null,
    (value) => (URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) ? value : undefined),
    () => 'SMTP_URL must look like smtp://user:password@host:port (or smtps://)',
  ),
  EMAIL_FROM: text,
  OBJECT_STORE: variable('local' as ObjectStoreSettings['kind'], (value) => (['local', 's3'] as const).find((kind) => kind === value), (raw) => `OBJECT_STORE must be local or s3: ${raw}`),
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ENDPOINT: variable<string | null>(null, (value) => httpUrl(value)?.origin, (raw) => `S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com: ${raw.trim()}`),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: onOrOff('S3_FORCE_PATH_STYLE'),
  DRAIN_TIMEOUT_SECONDS: positiveInteger('DRAIN_TIMEOUT_SECONDS', DEFAULT_DRAIN_TIMEOUT_SECONDS),
  // The URL holds the database password: the message does not repeat it.
  DATABASE_URL: variable<string | null>(
    null,
    (value) => (/^postgres(ql)?:\/\//.test(value) ? value : undefined),
    () => 'DATABASE_URL must be a postgres:// URL, e.g. postgres://lender:secret@db.internal:5432/lender; unset, the server uses DATA_DIR/app.db (SQLite)',
  ),
  DATABASE_POOL_SIZE: positiveInteger('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
  MAIN_ADMIN_EMAIL: text,
  // Not trimmed: spaces may be part of a password.
  MAIN_ADMIN_PASSWORD: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value || null),
  ),
  LOG_LEVEL: variable('info', (value) => LOG_LEVELS.find((level) => level === value), (raw) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}: ${raw}`),
  /** The Anti-Money Laundering Act keeps transaction records 5 years after an account closes: no shorter. */
  RETENTION_YEARS: variable(
    DEFAULT_RETENTION_YEARS,
    (value) => (/^\d{1,3}$/.test(value) ? wholeNumber(value, { min: DEFAULT_RETENTION_YEARS }) : undefined),
    (raw) => `RETENTION_YEARS must be a whole number of years of at least ${DEFAULT_RETENTION_YEARS} (the anti-money-laundering record-keeping period): ${raw}`,
  ),
  WORKERS: variable(
    1,
    (value) => wholeNumber(value, { min: 1, max: MAX_WORKERS }),
    (raw) => `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, e.g. the machine's number of cores; got "${raw}"`,
  ),
  OUTBOX_LEASE_SECONDS: positiveInteger('OUTBOX_LEASE_SECONDS', 60),
  NODE_ENV: text,
  /** Measurements only (decision 076): speed mechanisms the server starts without, e.g. member-cache,hot-reads. */
  SPEED_MECHANISMS_OFF: variable<ReadonlySet<SpeedMechanism>>(new Set(), speedMechanismsOf, (raw) => `SPEED_MECHANISMS_OFF must name some of ${SPEED_MECHANISMS.join(', ')}, separated by commas: ${raw}`),
  /** An ISO 8601 instant with its offset (Z or ±hh:mm), e.g. 2026-11-20T23:00:00+08:00. */
  CLOCK_START: variable<Date | null>(
    null,
    (value) => (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined),
    (raw) => `CLOCK_START must be an ISO 8601 instant with its offset, e.g. 2026-11-20T23:00:00+08:00: ${raw}`,
  ),
};

type Environment = v.InferOutput<v.ObjectSchema<typeof VARIABLES, undefined>>;

/** What one variable's value may require of others; checked only when the variables it reads are themselves valid. */
type Rule = { on: keyof Environment; reads: (keyof Environment)[]; holds: (env: Environment) => boolean; refusal: (env: Environment) => string };

const requiredWhen = (on: keyof Environment, reads: keyof Environment, condition: (env: Environment) => boolean, refusal: string): Rule => ({
  on,
  reads: [reads],
  holds: (env) => !condition(env) || env[on] !== null,
  refusal: () => refusal,
});

const isSemaphore = (env: Environment) => env.SMS_PROVIDER === 'semaphore';
const isTwilio = (env: Environment) => env.SMS_PROVIDER === 'twilio';
const isS3 = (env: Environment) => env.OBJECT_STORE === 's3';

const RULES: Rule[] = [
  /*
   * Without PUBLIC_URL the Origin check compares a request's Origin with its
   * own Host header, which whoever sends the request writes: a page on
   * evil.example that gets a browser to send Host: evil.example passes. That
   * is harmless only when nothing but this machine can connect (issue 27, item 6).
   */
  {
    on: 'PUBLIC_URL',
    reads: ['HOST'],
    holds: (env) => env.PUBLIC_URL !== null || isLoopback(env.HOST),
    refusal: (env) =>
      `PUBLIC_URL must be set when HOST is not a loopback address (HOST is "${env.HOST}"): set PUBLIC_URL to the origin users reach the app at, e.g. https://app.example.ph, the only Origin allowed to change anything`,
  },
  // A complaint may not be answered later than it must be acknowledged.
  {
    on: 'COMPLAINT_RESOLVE_DAYS',
    reads: ['COMPLAINT_ACK_DAYS'],
    holds: (env) => env.COMPLAINT_RESOLVE_DAYS >= env.COMPLAINT_ACK_DAYS,
    refusal: (env) => `COMPLAINT_RESOLVE_DAYS (${env.COMPLAINT_RESOLVE_DAYS}) must be at least COMPLAINT_ACK_DAYS (${env.COMPLAINT_ACK_DAYS})`,
  },
  // Housekeeping holds one connection (its advisory lock, decision 018) while its work needs another.
  {
    on: 'DATABASE_POOL_SIZE',
    reads: ['DATABASE_URL'],
    holds: (env) => env.DATABASE_URL === null || env.DATABASE_POOL_SIZE >= 2,
    refusal: (env) => `DATABASE_POOL_SIZE must be at least 2 on PostgreSQL (housekeeping holds one connection while it runs): ${env.DATABASE_POOL_SIZE}`,
  },
  // A server that lies about the time would charge late fees and send collection messages when it should not (decision 074).
  {
    on: 'CLOCK_START',
    reads: ['NODE_ENV'],
    holds: (env) => env.CLOCK_START === null || env.NODE_ENV !== 'production',
    refusal: () => 'CLOCK_START is for tests and staging only: unset it when NODE_ENV is production (the server keeps the real time)',
  },
  requiredWhen('SEMAPHORE_API_KEY', 'SMS_PROVIDER', isSemaphore, 'SEMAPHORE_API_KEY must be set when SMS_PROVIDER is semaphore'),
  requiredWhen('TWILIO_ACCOUNT_SID', 'SMS_PROVIDER', isTwilio, 'TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is twilio'),
  requiredWhen('TWILIO_AUTH_TOKEN', 'SMS_PROVIDER', isTwilio, 'TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER is twilio'),
  requiredWhen('TWILIO_FROM', 'SMS_PROVIDER', isTwilio, 'TWILIO_FROM must be set when SMS_PROVIDER is twilio (a number in E.164 or a messaging service SID)'),
  requiredWhen('EMAIL_FROM', 'SMTP_URL', (env) => env.SMTP_URL !== null, 'EMAIL_FROM must be set when SMTP_URL is set, e.g. "Lender <no-reply@lender.ph>"'),
  requiredWhen('S3_BUCKET', 'OBJECT_STORE', isS3, 'S3_BUCKET is required when OBJECT_STORE=s3'),
  requiredWhen('S3_REGION', 'OBJECT_STORE', isS3, 'S3_REGION is required when OBJECT_STORE=s3'),
  {
    on: 'S3_SECRET_ACCESS_KEY',
    reads: ['S3_ACCESS_KEY_ID'],
    holds: (env) => (env.S3_ACCESS_KEY_ID === null) === (env.S3_SECRET_ACCESS_KEY === null),
    refusal: () =>
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the credentials of the machine (e.g. an instance role)',
  },
];

const EnvironmentSchema = v.pipe(
  v.object(VARIABLES),
  // Runs even when some variables are wrong, so that every problem is reported at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const wrong = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    const env = dataset.value as Environment;
    for (const rule of RULES) {
      if ([rule.on, ...rule.reads].some((name) => wrong.has(name)) || rule.holds(env)) continue;
      addIssue({ message: rule.refusal(env), path: [{ type: 'object', origin: 'value', input: env, key: rule.on, value: env[rule.on] }] });
    }
  }),
);

/** The environment is wrong: `problems` holds one line per wrong variable. */
class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = v.safeParse(EnvironmentSchema, env, { abortEarly: false });
  if (result.success) return result.output;
  throw new ConfigurationError(result.issues.map((issue) => issue.message));
}

function messagingOf(env: Environment): MessagingSettings {
  const sms: SmsSettings =
    env.SMS_PROVIDER === 'semaphore'
      ? { provider: 'semaphore', apiKey: env.SEMAPHORE_API_KEY ?? '', senderName: env.SEMAPHORE_SENDER_NAME, baseUrl: env.SEMAPHORE_BASE_URL }
      : env.SMS_PROVIDER === 'twilio'
        ? { provider: 'twilio', accountSid: env.TWILIO_ACCOUNT_SID ?? '', authToken: env.TWILIO_AUTH_TOKEN ?? '', from: env.TWILIO_FROM ?? '', baseUrl: env.TWILIO_BASE_URL }
        : { provider: 'outbox' };
  return { sms, email: env.SMTP_URL === null ? null : { url: env.SMTP_URL, from: env.EMAIL_FROM ?? '' } };
}

function objectStoreOf(env: Environment): ObjectStoreSettings {
  if (env.OBJECT_STORE === 'local') return { kind: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION ?? '',
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Reads the environment; only server.ts and the command-line tools call this. Throws a ConfigurationError listing every wrong variable. */
export function loadSettings(raw: NodeJS.ProcessEnv): { config: AppConfig; server: ServerSettings } {
  const env = readEnvironment(raw);
  return {
    config: {
      publicUrl: env.PUBLIC_URL,
      cookieSecure: env.COOKIE_SECURE ?? env.PUBLIC_URL?.startsWith('https:') === true,
      trustProxy: env.TRUST_PROXY,
      countryHeader: env.COUNTRY_HEADER,
      bankChangeHoldHours: env.BANK_CHANGE_HOLD_HOURS,
      lateFeeGraceDays: env.LATE_FEE_GRACE_DAYS,
      paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET,
      makerCheckerThresholdCentavos: env.MAKER_CHECKER_THRESHOLD,
      maxInstallmentToIncomeBp: env.MAX_INSTALLMENT_TO_INCOME,
      provisionRates: env.ALLOWANCE_RATES,
      restructureFourEyesThresholdCentavos: env.RESTRUCTURE_FOUR_EYES_THRESHOLD,
      writeOffDays: env.WRITE_OFF_DAYS,
      dstBorneBy: env.DST_BORNE_BY,
      complaints: { ackDays: env.COMPLAINT_ACK_DAYS, resolveDays: env.COMPLAINT_RESOLVE_DAYS },
      rateLimits: defaultRateLimits,
      uploads: { inFlightMaxBytes: env.UPLOADS_IN_FLIGHT_MB * 1024 * 1024, deadlineMs: env.UPLOAD_DEADLINE_SECONDS * 1000 },
      messaging: messagingOf(env),
    },
    server: {
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      objectStore: objectStoreOf(env),
      drainTimeoutMs: env.DRAIN_TIMEOUT_SECONDS * 1000,
      database: { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
      mainAdminEmail: env.MAIN_ADMIN_EMAIL,
      mainAdminPassword: env.MAIN_ADMIN_PASSWORD,
      logLevel: env.LOG_LEVEL,
      retentionYears: env.RETENTION_YEARS,
      workers: env.WORKERS,
      outboxLeaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
      clockStart: env.CLOCK_START,
      speedOff: env.SPEED_MECHANISMS_OFF,
    },
  };
}

/** loadSettings for a process that starts: a wrong configuration prints its list and ends the process, without a stack trace. */
export function loadSettingsOrExit(env: NodeJS.ProcessEnv): { config: AppConfig; server: ServerSettings } {
  try {
    return loadSettings(env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
