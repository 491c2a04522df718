import { describe, expect, it } from 'vitest';
import type { UserInfoVO } from '@arbiter/contract';
import { isTrainingAdmin, progressPercent, tabOfPath, visibleTabs } from './trainingRules.ts';

const user = (username: string, roleList: string[] = ['default_user']) =>
  ({ uid: `uid-${username}`, username, roleList }) as unknown as UserInfoVO;

describe('training rules (spec part 2 §2.15, §6)', () => {
  it('takes the author and the super admins for the training admins', () => {
    const training = { author: 'teacher' };
    expect(isTrainingAdmin(training, user('teacher'))).toBe(true);
    expect(isTrainingAdmin(training, user('boss', ['root']))).toBe(true);
    expect(isTrainingAdmin(training, user('student'))).toBe(false);
    expect(isTrainingAdmin(training, user('admin', ['admin']))).toBe(false);
    expect(isTrainingAdmin(training, null)).toBe(false);
    expect(isTrainingAdmin({ author: null }, user('student'))).toBe(false);
  });

  it('gives only private trainings the Record tab', () => {
    expect(visibleTabs('Private')).toEqual(['introduction', 'problems', 'rank']);
    expect(visibleTabs('Public')).toEqual(['introduction', 'problems']);
  });

  it('finds the tab of a path inside the shell', () => {
    expect(tabOfPath('')).toBe('introduction');
    expect(tabOfPath('/')).toBe('introduction');
    expect(tabOfPath('problems')).toBe('problems');
    expect(tabOfPath('problem/P1000')).toBe('problems');
    expect(tabOfPath('rank')).toBe('rank');
    expect(tabOfPath('rank/')).toBe('rank');
    expect(tabOfPath('problem')).toBeNull();
    expect(tabOfPath('problem/P1000/extra')).toBeNull();
    expect(tabOfPath('introduction')).toBeNull();
    expect(tabOfPath('submissions')).toBeNull();
    expect(tabOfPath('rank/2')).toBeNull();
  });

  it('counts the progress as a whole percent', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
  });
});
