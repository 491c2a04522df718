import { ContestType, type ClicsAccess, type ClicsType } from '@arbiter/contract';
import type { ContestRow } from '../contest/access.ts';

/**
 * The standard's access object: the kinds of objects this caller may read and exactly the
 * properties our objects carry (`objects.ts`), so a client knows what to expect before any object
 * exists. Nothing can be changed through this API: no capabilities. Runs (test-case verdicts) are
 * the contest's admins' alone; score contests add the scores.
 */

const PROPERTIES: Record<ClicsType, readonly string[]> = {
  contest: ['id', 'name', 'formal_name', 'start_time', 'duration', 'scoreboard_freeze_duration', 'scoreboard_type', 'penalty_time'],
  'judgement-types': ['id', 'name', 'penalty', 'solved'],
  languages: ['id', 'name', 'entry_point_required', 'extensions'],
  problems: ['id', 'label', 'name', 'ordinal', 'rgb', 'time_limit', 'test_data_count'],
  organizations: ['id', 'name'],
  teams: ['id', 'name', 'label', 'organization_id', 'hidden'],
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'files'],
  judgements: [
    'id',
    'submission_id',
    'judgement_type_id',
    'start_time',
    'start_contest_time',
    'end_time',
    'end_contest_time',
    'max_run_time',
  ],
  runs: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'],
  clarifications: ['id', 'from_team_id', 'to_team_id', 'reply_to_id', 'problem_id', 'text', 'time', 'contest_time'],
  awards: ['id', 'citation', 'team_ids'],
};

/** The kinds a caller reads (runs only as the contest's admin). */
export function readableTypes(admin: boolean): ClicsType[] {
  return (Object.keys(PROPERTIES) as ClicsType[]).filter((t) => admin || t !== 'runs');
}

export function accessObject(c: ContestRow, admin: boolean): ClicsAccess {
  const score = c.type === ContestType.OI;
  return {
    capabilities: [],
    endpoints: readableTypes(admin).map((type) => ({
      type,
      properties: [
        ...PROPERTIES[type],
        ...(score && type === 'problems' ? ['max_score'] : []),
        ...(score && type === 'judgements' ? ['score'] : []),
      ],
    })),
  };
}
