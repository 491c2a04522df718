import { z } from 'zod';
import { emailField } from './account.ts';
import { id, numberField } from './ids.ts';

/** The back office's site settings (hoj-api §13.1 config rows): web, mail, database and cache. */

export const SITE_CONFIG_LIMITS = {
  urlMax: 255,
  nameMax: 100,
  shortNameMax: 50,
  descriptionMax: 500,
  examNameMax: 50,
  mailTextMax: 255,
  /** Bytes of one carousel image. */
  carouselMaxBytes: 10 * 1024 * 1024,
  /** What hoj accepts for the carousel (jfif is a JPEG). */
  carouselTypes: ['jpg', 'jpeg', 'gif', 'png', 'webp', 'jfif', 'svg'] as readonly string[],
} as const;

const L = SITE_CONFIG_LIMITS;

/** Absent and null both mean "not sent": the value stays as it is. */
const text = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} can not exceed ${max} characters`).nullish();

/** An http(s) address (the form checks with it too). */
export const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;
/** An image's address: a web address, or a path of this site (an uploaded image is `/api/public/img/…`). */
export const IMAGE_ADDRESS = /^(https?:\/\/[^\s/?#]+\S*|\/\S*)$/i;

const webAddress = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(L.urlMax, `${label} can not exceed ${L.urlMax} characters`)
    .refine((v) => v === '' || WEB_ADDRESS.test(v), `${label} must be an address starting with http:// or https://`)
    .nullish();

const imageAddress = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(L.urlMax, `${label} can not exceed ${L.urlMax} characters`)
    .refine((v) => v === '' || IMAGE_ADDRESS.test(v), `${label} must be an http(s) address or a path starting with /`)
    .nullish();

/** A real calendar day written YYYY-MM-DD, or '' (no exam: the countdown is hidden). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A web-config save (WebConfigDTO plus our own fields). Every field may be left out. As in hoj, a
 * blank text field of hoj's own keeps the stored value: its form sends every field, and a blank
 * one there means "not filled in", never "erase the site's name"; so does the exam's label. Our
 * quote service, QR code and exam date are saved blank, since blank is how they are hidden.
 */
export const webConfigRequest = z.object({
  baseUrl: webAddress('The base URL'),
  name: text('The site name', L.nameMax),
  shortName: text('The short name', L.shortNameMax),
  description: text('The site description', L.descriptionMax),
  register: z.boolean('The register switch must be true or false').nullish(),
  recordName: text('The record name', L.nameMax),
  recordUrl: webAddress('The record URL'),
  projectName: text('The project name', L.nameMax),
  projectUrl: webAddress('The project URL'),
  quoteUrl: webAddress('The quote service URL'),
  qrCodeUrl: imageAddress('The QR code image'),
  examName: text('The exam name', L.examNameMax),
  examDate: z
    .string('The exam date must be text')
    .trim()
    .refine((v) => v === '' || isDay(v), 'The exam date must be a day written YYYY-MM-DD')
    .nullish(),
});
export type WebConfigRequest = z.input<typeof webConfigRequest>;

/** The mail settings as the back office shows them; the password is never sent back. */
export interface EmailConfigDTO {
  emailHost: string;
  /** Always '': a saved password stays on the server. */
  emailPassword: string;
  emailPort: number;
  emailUsername: string;
  /** The image at the top of the site's mails. */
  emailBGImg: string;
  emailSsl: boolean;
  /** Whether a password is saved (ours: the form says "unchanged" rather than "none"). */
  emailPasswordSet: boolean;
}

/** A mail-settings save. A blank or absent field keeps its value, as in hoj; a blank password keeps the saved one. */
export const emailConfigRequest = z.object({
  emailHost: text('The mail host', L.mailTextMax),
  emailPassword: z
    .string('The mail password must be text')
    .max(L.mailTextMax, `The mail password can not exceed ${L.mailTextMax} characters`)
    .nullish(),
  emailPort: numberField(
    z
      .number('The mail port must be a whole number from 1 to 65535')
      .int('The mail port must be a whole number from 1 to 65535')
      .min(1, 'The mail port must be a whole number from 1 to 65535')
      .max(65_535, 'The mail port must be a whole number from 1 to 65535'),
  ).nullish(),
  emailUsername: text('The mail username', L.mailTextMax),
  emailBGImg: imageAddress('The mail background image'),
  emailSsl: z.boolean('The SSL switch must be true or false').nullish(),
});
export type EmailConfigRequest = z.input<typeof emailConfigRequest>;

export const testEmailRequest = z.object({ email: emailField });

/** The database and cache a server runs on: read from its environment, shown, never changed here. */
export interface DbAndRedisConfigDTO {
  dbName: string;
  dbHost: string;
  dbPort: number | null;
  dbUsername: string;
  /** Always '': never sent. */
  dbPassword: string;
  redisHost: string;
  redisPort: number | null;
  redisPassword: string;
}

export const carouselDeleteQuery = z.object({ id: id('The carousel image') });
