import { z } from 'zod';

/**
 * Validators of the CLICS Contest API 2023-06, written from the specification's text
 * (https://ccs-specs.icpc.io/2023-06/contest_api), for the tests only: the server builds its
 * objects in `objects.ts` and must never read its answers back through these.
 *
 * The type rules are the standard's ("JSON property types"): ID, TIME, RELTIME, FILE, LOCATION,
 * `<type> ?` nullable, integers whole. Every object is strict: a property the standard does not
 * define for it is an error. The standard makes every property but a collection's `id` optional
 * ("The only requirements for properties are that collections must have an id property"), so which
 * ones must be there is checked against the access endpoint (`matchesAccess`), and the "required
 * iff" rules of the tables are refinements.
 */

/** ID: `[a-zA-Z0-9_.-]`, at most 36, not starting with `-` or `.`, not ending with `.`. */
const ID = z.string().regex(/^(?![-.])[A-Za-z0-9_.-]{1,36}(?<!\.)$/, 'not an ID');

/** TIME: `yyyy-mm-ddThh:mm:ss(.uuu)?[+-]zz(:mm)?` or `Z` for UTC, and a real instant. */
const TIME = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?([+-]\d{2}(:\d{2})?|Z)$/, 'not a TIME')
  .refine((t) => !Number.isNaN(Date.parse(t.replace(/([+-]\d{2})$/, '$1:00'))), 'not a valid TIME');

/** RELTIME: `(-)?(h)*h:mm:ss(.uuu)?`. */
const RELTIME = z.string().regex(/^-?\d+:[0-5]\d:[0-5]\d(\.\d{3})?$/, 'not a RELTIME');

const integer = z.number().int();
/** A number of seconds that is a non-negative integer multiple of 0.001. */
const seconds = z
  .number()
  .min(0)
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'not a multiple of 0.001');

const LOCATION = z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

const FILE = z
  .strictObject({
    href: z.string(),
    filename: z.string().min(1),
    hash: z.string().nullish(),
    mime: z.string().min(1),
    width: integer.positive().nullish(),
    height: integer.positive().nullish(),
  })
  // "Required for files with mime type image/*."
  .refine((f) => !f.mime.startsWith('image/') || (f.width != null && f.height != null), 'an image needs its width and height');
const files = z.array(FILE);

export const apiInformation = z.strictObject({
  version: z.literal('2023-06'),
  version_url: z.url(),
  provider: z.strictObject({ name: z.string(), version: z.string().nullish(), logo: files.nullish() }).nullish(),
});

export const access = z.strictObject({
  capabilities: z.array(z.string()),
  endpoints: z.array(z.strictObject({ type: z.string(), properties: z.array(z.string()).min(1) })),
});

export const contest = z
  .strictObject({
    id: ID,
    name: z.string().optional(),
    formal_name: z.string().nullish(),
    start_time: TIME.nullish(),
    countdown_pause_time: RELTIME.nullish(),
    duration: RELTIME.optional(),
    scoreboard_freeze_duration: RELTIME.nullish(),
    scoreboard_thaw_time: TIME.nullish(),
    scoreboard_type: z.enum(['pass-fail', 'score']).optional(),
    penalty_time: integer.optional(),
    banner: files.nullish(),
    logo: files.nullish(),
    location: LOCATION.nullish(),
  })
  .refine((c) => c.start_time == null || c.countdown_pause_time == null, 'start_time and countdown_pause_time both set');

const judgementType = z.strictObject({
  id: ID,
  name: z.string().optional(),
  penalty: z.boolean().optional(),
  solved: z.boolean().optional(),
});

const command = z.strictObject({
  command: z.string(),
  args: z.string().nullish(),
  version: z.string().nullish(),
  version_command: z.string().nullish(),
});

const language = z
  .strictObject({
    id: ID,
    name: z.string().optional(),
    entry_point_required: z.boolean().optional(),
    entry_point_name: z.string().nullish(),
    extensions: z.array(z.string()).optional(),
    compiler: command.optional(),
    runner: command.optional(),
  })
  // "Required iff entry_point_required is true."
  .refine((l) => (l.entry_point_required === true) === (l.entry_point_name != null), 'entry_point_name iff entry_point_required');

const problem = z.strictObject({
  id: ID,
  uuid: z.string().nullish(),
  label: z.string().optional(),
  name: z.string().optional(),
  ordinal: integer.optional(),
  rgb: z
    .string()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .nullish(),
  color: z.string().nullish(),
  time_limit: seconds.optional(),
  test_data_count: integer.min(0).optional(),
  max_score: z.number().optional(),
  package: files.max(1).nullish(),
  statement: files.nullish(),
});

const organization = z.strictObject({
  id: ID,
  icpc_id: z.string().nullish(),
  name: z.string().optional(),
  formal_name: z.string().nullish(),
  country: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  country_flag: files.nullish(),
  url: z.string().nullish(),
  twitter_hashtag: z.string().nullish(),
  twitter_account: z.string().nullish(),
  location: LOCATION.nullish(),
  logo: files.nullish(),
});

const team = z.strictObject({
  id: ID,
  icpc_id: z.string().nullish(),
  name: z.string().optional(),
  label: z.string().optional(),
  display_name: z.string().nullish(),
  organization_id: ID.nullish(),
  group_ids: z.array(ID).nullish(),
  hidden: z.boolean().nullish(),
  location: z.strictObject({ x: z.number(), y: z.number(), rotation: z.number() }).nullish(),
  photo: files.nullish(),
  video: files.nullish(),
  backup: files.nullish(),
  key_log: files.nullish(),
  tool_data: files.nullish(),
  desktop: files.nullish(),
  webcam: files.nullish(),
  audio: files.nullish(),
});

const stamp = (t: string | null | undefined) => (t == null ? null : Date.parse(t));

export const state = z
  .strictObject({
    started: TIME.nullish(),
    frozen: TIME.nullish(),
    ended: TIME.nullish(),
    thawed: TIME.nullish(),
    finalized: TIME.nullish(),
    end_of_updates: TIME.nullish(),
  })
  // "started < frozen < ended < thawed < end_of_updates, ended < finalized < end_of_updates", as far as they occur.
  .refine((s) => {
    const order = (a: string | null | undefined, b: string | null | undefined) =>
      stamp(a) === null || stamp(b) === null || stamp(a)! <= stamp(b)!;
    return (
      order(s.started, s.frozen) &&
      order(s.frozen, s.ended) &&
      order(s.started, s.ended) &&
      order(s.ended, s.thawed) &&
      order(s.ended, s.finalized) &&
      order(s.thawed, s.end_of_updates) &&
      order(s.finalized, s.end_of_updates)
    );
  }, 'state changes out of order')
  .refine(
    (s) => (s.ended == null || s.started != null) && (s.thawed == null || s.frozen != null) && (s.finalized == null || s.ended != null),
    'a later state without the earlier one',
  );

const submission = z.strictObject({
  id: ID,
  language_id: ID.optional(),
  problem_id: ID.optional(),
  team_id: ID.optional(),
  time: TIME.optional(),
  contest_time: RELTIME.optional(),
  entry_point: z.string().nullish(),
  files: files.optional(),
  reaction: files.nullish(),
});

const judgement = z
  .strictObject({
    id: ID,
    submission_id: ID.optional(),
    judgement_type_id: ID.nullish(),
    score: z.number().optional(),
    start_time: TIME.optional(),
    start_contest_time: RELTIME.optional(),
    end_time: TIME.nullish(),
    end_contest_time: RELTIME.nullish(),
    max_run_time: seconds.nullish(),
  })
  // "Required iff judgement_type_id is present" (end times); unset while judging.
  .refine(
    (j) => (j.judgement_type_id != null) === (j.end_time != null) && (j.judgement_type_id != null) === (j.end_contest_time != null),
    'end times iff a verdict',
  );

const run = z.strictObject({
  id: ID,
  judgement_id: ID.optional(),
  ordinal: integer.min(1).optional(),
  judgement_type_id: ID.optional(),
  time: TIME.optional(),
  contest_time: RELTIME.optional(),
  run_time: seconds.optional(),
});

const clarification = z
  .strictObject({
    id: ID,
    from_team_id: ID.nullish(),
    to_team_id: ID.nullish(),
    reply_to_id: ID.nullish(),
    problem_id: ID.nullish(),
    text: z.string().optional(),
    time: TIME.optional(),
    contest_time: RELTIME.optional(),
  })
  // "teams cannot send messages to other teams".
  .refine((c) => c.from_team_id == null || c.to_team_id == null, 'from a team to a team');

const award = z.strictObject({ id: ID, citation: z.string().optional(), team_ids: z.array(ID).nullish() });

const problemData = z.strictObject({
  problem_id: ID,
  num_judged: integer.min(0),
  num_pending: integer.min(0),
  solved: z.boolean().optional(),
  score: z.number().optional(),
  time: integer.min(0).optional(),
});

export const scoreboard = z.strictObject({
  time: TIME,
  contest_time: RELTIME,
  state,
  rows: z.array(
    z.strictObject({
      rank: integer.min(1),
      team_id: ID,
      score: z.strictObject({
        num_solved: integer.min(0).optional(),
        total_time: integer.min(0).optional(),
        score: z.number().optional(),
        time: integer.min(0).nullish(),
      }),
      problems: z.array(problemData).nullish(),
    }),
  ),
});

/** A failure's body: "the properties 'code' (… identical to the HTTP status code) and 'message'". */
export const failure = z.object({ code: integer, message: z.string() });

/** The object schema of each notification type (and REST collection). */
export const OBJECTS = {
  contest,
  'judgement-types': judgementType,
  languages: language,
  problems: problem,
  organizations: organization,
  teams: team,
  state,
  submissions: submission,
  judgements: judgement,
  runs: run,
  clarifications: clarification,
  awards: award,
} as const;

const envelope = z.strictObject({
  type: z.string(),
  id: ID.nullable(),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable(),
  token: z.string().nullish(),
});

/** What is wrong with a notification's data for its type, or null. */
function dataProblem(e: z.output<typeof envelope>): string | null {
  const schema = (OBJECTS as Record<string, z.ZodType>)[e.type];
  if (!schema || e.data === null) return null;
  // "If type is contest, then id must be null"; state is a singleton too.
  if ((e.type === 'contest' || e.type === 'state') && e.id !== null) return `${e.type} with an id`;
  const parsed = Array.isArray(e.data) ? z.array(schema).safeParse(e.data) : schema.safeParse(e.data);
  if (!parsed.success) return `${e.type}: ${parsed.error.message}`;
  if (e.id !== null && !Array.isArray(e.data) && (e.data as { id?: unknown }).id !== e.id) return 'id differs from data.id';
  return null;
}

/** A notification (event-feed line): `type`, `id` (null for a singleton or a whole collection), `data` (null for a deletion), `token`. */
export const notification = envelope.refine((e) => dataProblem(e) === null, {
  error: (issue) => dataProblem(issue.input as z.output<typeof envelope>) ?? 'not a notification',
});

/**
 * The access endpoint's promise about an object: it carries exactly the properties listed for its
 * type ("Must contain all properties specified in the Access endpoint that have non-null values.
 * Should not contain any properties not specified in the Access endpoint"); ours sends the null
 * ones too. Returns what is wrong.
 */
export function accessProblems(object: Record<string, unknown>, properties: readonly string[]): string[] {
  const keys = Object.keys(object);
  return [
    ...keys.filter((k) => !properties.includes(k)).map((k) => `unlisted ${k}`),
    ...properties.filter((p) => !keys.includes(p)).map((p) => `missing ${p}`),
  ];
}

/** "If the optional .uuu is included in any absolute timestamp it must be included when outputting all absolute timestamps." */
export function timestampsAgree(json: string): boolean {
  const times = [...json.matchAll(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(?:[+-]\d{2}(?::\d{2})?|Z))"/g)];
  return times.every((m) => Boolean(m[2])) || times.every((m) => !m[2]);
}
