import { describe, expect, it } from 'vitest';
import { AwardType, ContestAuth, ContestType, DEFAULT_AWARDS, SealChoice, adminContestBody, type AdminContestVO } from '@arbiter/contract';
import {
  accountLimitFieldsOf,
  accountLimitRuleOf,
  addAwardRow,
  addStarAccounts,
  changeAwardType,
  durationSeconds,
  effectiveSealChoice,
  endsBeforeStart,
  formFromContest,
  newContestForm,
  sealRankTimeOf,
  splitAccounts,
  toContestBody,
  type ContestForm,
} from './model.ts';

const START = Date.parse('2030-05-01T08:00:00.000Z');
const HOUR = 3600_000;
const creator = { uid: 'u-1', username: 'teacher' };

function form(patch: Partial<ContestForm> = {}): ContestForm {
  return {
    ...newContestForm(),
    title: 'Spring round',
    description: 'Five problems',
    startTime: START,
    endTime: START + 5 * HOUR,
    ...patch,
  };
}

function stored(patch: Partial<AdminContestVO> = {}): AdminContestVO {
  return {
    id: 7,
    uid: 'u-9',
    author: 'root',
    title: 'Stored round',
    type: ContestType.ACM,
    description: 'Rules',
    auth: ContestAuth.PRIVATE,
    pwd: 'secret',
    startTime: new Date(START).toISOString(),
    endTime: new Date(START + 3 * HOUR).toISOString(),
    duration: 3 * 3600,
    sealRank: true,
    sealRankTime: new Date(START + 2.5 * HOUR).toISOString(),
    openPrint: true,
    rankShowName: 'nickname',
    openRank: true,
    oiRankScoreType: 'Highest',
    gid: null,
    allowEndSubmit: true,
    rated: true,
    autoRealRank: false,
    openAccountLimit: true,
    accountLimitRule: '<prefix>team</prefix><suffix>x</suffix><start>1</start><end>40</end><extra>guest judge</extra>',
    starAccount: ['ghost'],
    awardType: AwardType.COUNT,
    awardConfigList: [{ priority: 1, name: 'First', background: '#000000', color: '#ffffff', num: 3 }],
    visible: false,
    status: 1,
    ...patch,
  };
}

describe('newContestForm (part 3 §9 defaults)', () => {
  it('starts as a public ACM contest showing usernames, Recent scores, a real board after the end and no awards', () => {
    const f = newContestForm();
    expect(f).toMatchObject({
      type: ContestType.ACM,
      auth: ContestAuth.PUBLIC,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      autoRealRank: true,
      awardType: AwardType.NONE,
      visible: true,
      sealRank: false,
    });
    expect(f.awards.map(({ key: _key, ...level }) => level)).toEqual(DEFAULT_AWARDS);
  });
});

describe('duration and the time check', () => {
  it('is the seconds between start and end, 0 until both are set', () => {
    expect(durationSeconds(form())).toBe(5 * 3600);
    expect(durationSeconds(form({ endTime: null }))).toBe(0);
  });

  it('becomes 0 when the end precedes the start, and the time check shows', () => {
    const f = form({ endTime: START - HOUR });
    expect(durationSeconds(f)).toBe(0);
    expect(endsBeforeStart(f)).toBe(true);
    expect(endsBeforeStart(form())).toBe(false);
  });
});

describe('seal choice and seal time (part 3 §4)', () => {
  it('defaults to 60 minutes before the end for ACM contests of an hour or more, else the whole contest', () => {
    expect(effectiveSealChoice(form())).toBe(SealChoice.LAST_60_MIN);
    expect(effectiveSealChoice(form({ endTime: START + 45 * 60_000 }))).toBe(SealChoice.WHOLE);
    expect(effectiveSealChoice(form({ type: ContestType.OI }))).toBe(SealChoice.WHOLE);
  });

  it('keeps the admin’s choice while the length allows it, and falls back when it does not', () => {
    expect(effectiveSealChoice(form({ sealChoice: SealChoice.LAST_30_MIN }))).toBe(SealChoice.LAST_30_MIN);
    // 40 minutes: 30 minutes before the end is possible, 60 is not.
    const short = { endTime: START + 40 * 60_000 };
    expect(effectiveSealChoice(form({ ...short, sealChoice: SealChoice.LAST_30_MIN }))).toBe(SealChoice.LAST_30_MIN);
    expect(effectiveSealChoice(form({ ...short, sealChoice: SealChoice.LAST_60_MIN }))).toBe(SealChoice.WHOLE);
  });

  it('sends the seal time of the choice, and none without a seal', () => {
    const end = START + 5 * HOUR;
    expect(sealRankTimeOf(form({ sealRank: true, sealChoice: SealChoice.LAST_30_MIN }))).toBe(new Date(end - 1800_000).toISOString());
    expect(sealRankTimeOf(form({ sealRank: true, sealChoice: SealChoice.LAST_60_MIN }))).toBe(new Date(end - 3600_000).toISOString());
    expect(sealRankTimeOf(form({ sealRank: true, sealChoice: SealChoice.WHOLE }))).toBe(new Date(START).toISOString());
    expect(sealRankTimeOf(form({ sealRank: false, sealChoice: SealChoice.LAST_30_MIN }))).toBeNull();
  });
});

describe('account limit rule', () => {
  it('writes the tagged rule from the fields, extras split on white space and each kept once', () => {
    const rule = accountLimitRuleOf({ prefix: ' team', suffix: '', numberFrom: 1, numberTo: 50, extraAccounts: 'guest\n judge  guest' });
    expect(rule).toBe('<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>guest judge</extra>');
  });

  it('reads the fields back from a stored rule', () => {
    const rule = accountLimitRuleOf({ prefix: 'a', suffix: 'b', numberFrom: 3, numberTo: 9, extraAccounts: 'x y' });
    expect(accountLimitFieldsOf(rule)).toEqual({ prefix: 'a', suffix: 'b', numberFrom: 3, numberTo: 9, extraAccounts: 'x\ny' });
  });

  it('stores a rule of extra accounts only with an empty range, shown as no numbers', () => {
    const rule = accountLimitRuleOf({ prefix: '', suffix: '', numberFrom: null, numberTo: null, extraAccounts: 'only' });
    expect(rule).toContain('<start>0</start><end>-1</end>');
    expect(accountLimitFieldsOf(rule)).toMatchObject({ numberFrom: null, numberTo: null, extraAccounts: 'only' });
    expect(accountLimitFieldsOf(null)).toEqual({ prefix: '', suffix: '', numberFrom: null, numberTo: null, extraAccounts: '' });
  });
});

describe('star accounts', () => {
  it('trims names, ignores empty ones and reports duplicates without adding them', () => {
    expect(addStarAccounts(['ghost'], [' alice ', '', '   ', 'ghost', 'bob', 'alice'])).toEqual({
      list: ['ghost', 'alice', 'bob'],
      duplicates: ['ghost', 'alice'],
    });
  });

  it('splits pasted text on commas, spaces and new lines', () => {
    expect(addStarAccounts([], splitAccounts('a, b\nc，d  e')).list).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('awards', () => {
  it('adds a level after the highest priority', () => {
    const rows = addAwardRow(newContestForm().awards);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({ priority: 4, name: '', num: 0 });
  });

  it('brings the defaults back when a type is picked for an emptied list', () => {
    const f = changeAwardType({ ...newContestForm(), awards: [] }, AwardType.PROPORTION);
    expect(f.awardType).toBe(AwardType.PROPORTION);
    expect(f.awards).toHaveLength(3);
  });
});

describe('toContestBody', () => {
  it('names the creator of a new contest and passes the contract schema', () => {
    const body = toContestBody(form({ sealRank: true }), creator);
    expect(body).toMatchObject({
      uid: 'u-1',
      author: 'teacher',
      duration: 5 * 3600,
      pwd: null,
      accountLimitRule: null,
      awardConfigList: [],
    });
    expect(body.id).toBeUndefined();
    expect(body.sealRankTime).toBe(new Date(START + 4 * HOUR).toISOString());
    expect(adminContestBody.safeParse(body).success).toBe(true);
  });

  it('sends the awards sorted by priority when a type is chosen', () => {
    const f = form({ awardType: AwardType.COUNT });
    f.awards = [...f.awards].reverse();
    expect(toContestBody(f, creator).awardConfigList?.map((a) => a.priority)).toEqual([1, 2, 3]);
  });

  it('keeps a switched-off account rule, so switching it on again finds it', () => {
    const f = form({ accountLimit: { prefix: 'p', suffix: '', numberFrom: 1, numberTo: 2, extraAccounts: '' } });
    expect(toContestBody(f, creator).accountLimitRule).toContain('<prefix>p</prefix>');
  });

  it('round-trips a stored contest: same creator, seal time, rule, stars and awards', () => {
    const vo = stored();
    const f = formFromContest(vo);
    expect(f).toMatchObject({ id: 7, pwd: 'secret', sealRank: true, sealChoice: SealChoice.LAST_30_MIN, starAccount: ['ghost'] });
    const body = toContestBody(f, creator);
    expect(body).toMatchObject({
      id: 7,
      uid: 'u-9',
      author: 'root',
      pwd: 'secret',
      sealRankTime: vo.sealRankTime,
      accountLimitRule: vo.accountLimitRule,
      starAccount: ['ghost'],
      awardConfigList: vo.awardConfigList,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      visible: false,
    });
    expect(adminContestBody.safeParse(body).success).toBe(true);
  });

  it('reads a whole-contest seal and a contest without awards', () => {
    const f = formFromContest(stored({ sealRankTime: new Date(START).toISOString(), awardType: AwardType.NONE, awardConfigList: [] }));
    expect(f.sealChoice).toBe(SealChoice.WHOLE);
    expect(f.awards).toHaveLength(3);
  });
});
