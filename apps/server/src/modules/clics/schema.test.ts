import { describe, expect, it } from 'vitest';
import { OBJECTS, notification, state, timestampsAgree } from './test-support/schema.ts';

/**
 * The validators the CLICS tests check our answers with refuse what the 2023-06 specification
 * forbids (a validator that accepted anything would prove nothing): its own examples pass, near
 * misses do not.
 */

const submission = (patch: Record<string, unknown>) => ({
  id: '187',
  team_id: '123',
  problem_id: '10-asteroids',
  language_id: '1-java',
  time: '2014-06-25T11:22:05.034+01',
  contest_time: '1:22:05.034',
  entry_point: 'Main',
  files: [{ href: 'contests/wf14/submissions/187/files', filename: 'files.zip', mime: 'application/zip' }],
  ...patch,
});
const ok = (type: keyof typeof OBJECTS, value: unknown) => OBJECTS[type].safeParse(value).success;

describe('the CLICS validators', () => {
  it('accept the specification’s own examples', () => {
    expect(ok('submissions', submission({}))).toBe(true);
    expect(ok('submissions', submission({ time: '2014-06-25T11:22:05Z', contest_time: '-0:15:32.457' }))).toBe(true);
    expect(
      ok('judgements', {
        id: '189550',
        submission_id: 'wf2017-32163123xz3133ub',
        judgement_type_id: null,
        start_time: '2014-06-25T11:24:03.921+01',
        start_contest_time: '1:24:03.921',
        end_time: null,
        end_contest_time: null,
      }),
    ).toBe(true);
    expect(
      ok('problems', {
        id: 'bottles',
        label: 'B',
        name: 'Curvy Little Bottles',
        ordinal: 2,
        color: 'gray',
        rgb: '#808080',
        time_limit: 3.5,
        test_data_count: 15,
      }),
    ).toBe(true);
    expect(notification.safeParse({ type: 'teams', id: '11', data: null }).success).toBe(true);
  });

  it('refuse malformed ids, times and relative times, unknown properties and broken rules', () => {
    expect(ok('submissions', submission({ id: '-187' }))).toBe(false);
    expect(ok('submissions', submission({ id: '187.' }))).toBe(false);
    expect(ok('submissions', submission({ id: 'x'.repeat(37) }))).toBe(false);
    expect(ok('submissions', submission({ time: '2014-06-25 11:22:05' }))).toBe(false);
    expect(ok('submissions', submission({ time: '2014-06-25T11:22:05.034' }))).toBe(false);
    expect(ok('submissions', submission({ contest_time: '1:2:05' }))).toBe(false);
    expect(ok('submissions', submission({ colour: 'red' }))).toBe(false);
    expect(ok('problems', { id: 'a', time_limit: 1.0005 })).toBe(false);
    expect(ok('judgements', { id: '1', judgement_type_id: 'AC', end_time: null })).toBe(false);
    expect(ok('clarifications', { id: '1', from_team_id: '2', to_team_id: '3' })).toBe(false);
    expect(state.safeParse({ started: '2014-06-25T10:00:00Z', ended: '2014-06-25T09:00:00Z' }).success).toBe(false);
    expect(state.safeParse({ ended: '2014-06-25T09:00:00Z' }).success).toBe(false);
    const bad = notification.safeParse({ type: 'submissions', id: '187', data: submission({ time: 'yesterday' }), token: 't' });
    expect(bad.error?.issues[0]?.message).toMatch(/^submissions: /);
    expect(notification.safeParse({ type: 'submissions', id: '188', data: submission({}) }).success).toBe(false);
    expect(notification.safeParse({ type: 'contest', id: 'wf14', data: { id: 'wf14' } }).success).toBe(false);
  });

  it('tell when absolute times disagree on milliseconds', () => {
    expect(timestampsAgree('["2014-06-25T11:22:05.034Z","2014-06-25T11:22:06.000Z"]')).toBe(true);
    expect(timestampsAgree('["2014-06-25T11:22:05.034Z","2014-06-25T11:22:06Z"]')).toBe(false);
  });
});
