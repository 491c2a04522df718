/**
 * The CLICS Contest API, version 2023-06 (https://ccs-specs.icpc.io/2023-06/contest_api): what the
 * server answers under `/api/clics` for tools of the ICPC world (a resolver, a contest data server,
 * a shadow CCS). Its objects are the standard's, not ours: property names in snake_case, ids as
 * strings, absolute times as TIME (`2014-06-25T11:22:05.034Z`) and contest-relative ones as RELTIME
 * (`1:22:05.034`). The answers come without our envelope; the event feed is NDJSON.
 */

export const CLICS_VERSION = '2023-06';
export const CLICS_VERSION_URL = 'https://ccs-specs.icpc.io/2023-06/contest_api';

/** The kinds of objects (and notification types) served, in the order a fresh feed sends them. */
export const CLICS_TYPES = [
  'contest',
  'judgement-types',
  'languages',
  'problems',
  'organizations',
  'teams',
  'state',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
] as const;
export type ClicsType = (typeof CLICS_TYPES)[number];

/** A file reference (FILE). */
export interface ClicsFile {
  href: string;
  filename: string;
  mime: string;
  hash?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ClicsApiInfo {
  version: string;
  version_url: string;
  provider: { name: string; version?: string | null };
}

export interface ClicsAccess {
  capabilities: string[];
  endpoints: { type: ClicsType; properties: string[] }[];
}

export interface ClicsContest {
  id: string;
  name: string;
  formal_name: string | null;
  start_time: string | null;
  duration: string;
  scoreboard_freeze_duration: string | null;
  scoreboard_type: 'pass-fail' | 'score';
  penalty_time: number;
}

export interface ClicsJudgementType {
  id: string;
  name: string;
  penalty: boolean;
  solved: boolean;
}

export interface ClicsLanguage {
  id: string;
  name: string;
  entry_point_required: boolean;
  extensions: string[];
}

export interface ClicsProblem {
  id: string;
  label: string;
  name: string;
  ordinal: number;
  rgb: string | null;
  time_limit: number;
  test_data_count: number;
  /** Score contests only. */
  max_score?: number;
}

export interface ClicsOrganization {
  id: string;
  name: string;
}

export interface ClicsTeam {
  id: string;
  name: string;
  label: string;
  organization_id: string | null;
  hidden: boolean;
}

export interface ClicsState {
  started: string | null;
  frozen: string | null;
  ended: string | null;
  thawed: string | null;
  finalized: string | null;
  end_of_updates: string | null;
}

export interface ClicsSubmission {
  id: string;
  language_id: string;
  problem_id: string;
  team_id: string;
  time: string;
  contest_time: string;
  files: ClicsFile[];
}

export interface ClicsJudgement {
  id: string;
  submission_id: string;
  judgement_type_id: string | null;
  start_time: string;
  start_contest_time: string;
  end_time: string | null;
  end_contest_time: string | null;
  max_run_time: number | null;
  /** Score contests only. */
  score?: number;
}

export interface ClicsRun {
  id: string;
  judgement_id: string;
  ordinal: number;
  judgement_type_id: string;
  time: string;
  contest_time: string;
  run_time: number;
}

export interface ClicsClarification {
  id: string;
  from_team_id: string | null;
  to_team_id: string | null;
  reply_to_id: string | null;
  problem_id: string | null;
  text: string;
  time: string;
  contest_time: string;
}

export interface ClicsAward {
  id: string;
  citation: string;
  team_ids: string[] | null;
}

export interface ClicsProblemScore {
  problem_id: string;
  num_judged: number;
  num_pending: number;
  /** Pass-fail contests. */
  solved?: boolean;
  /** Score contests. */
  score?: number;
  /** Minutes into the contest when solved (or scored). */
  time?: number;
}

export interface ClicsScoreboardRow {
  rank: number;
  team_id: string;
  score: { num_solved?: number; total_time?: number; score?: number; time?: number | null };
  problems: ClicsProblemScore[];
}

export interface ClicsScoreboard {
  time: string;
  contest_time: string;
  state: ClicsState;
  rows: ClicsScoreboardRow[];
}
