import { describe, expect, it } from 'vitest';
import type { AdminTrainingProblemListVO, Problem } from '@arbiter/contract';
import { canManageTraining, parseOrderNumber, trainingMenuKeyOf, trainingProblemRows } from './rules.ts';

describe('trainingMenuKeyOf', () => {
  it('puts the create form under Create, the categories under Categories and every other training page under List', () => {
    expect(trainingMenuKeyOf('/admin/training/create')).toBe('training-create');
    expect(trainingMenuKeyOf('/admin/training/category')).toBe('training-category');
    expect(trainingMenuKeyOf('/admin/training')).toBe('training-list');
    expect(trainingMenuKeyOf('/admin/training/4/edit')).toBe('training-list');
    expect(trainingMenuKeyOf('/admin/training/4/problems')).toBe('training-list');
    expect(trainingMenuKeyOf('/admin/training/4/problem/create')).toBe('training-list');
  });

  it('leaves other back-office pages alone', () => {
    expect(trainingMenuKeyOf('/admin/problems')).toBeNull();
    expect(trainingMenuKeyOf('/admin/contest')).toBeNull();
    expect(trainingMenuKeyOf('/admin/trainings-old')).toBeNull();
  });
});

describe('canManageTraining (hoj-api §13.6)', () => {
  const teacher = { username: 'teacher', roleList: ['admin'] };

  it('lets super admins and problem admins manage every training', () => {
    expect(canManageTraining({ author: 'other' }, { username: 'root', roleList: ['root'] })).toBe(true);
    expect(canManageTraining({ author: 'other' }, { username: 'pa', roleList: ['problem_admin'] })).toBe(true);
  });

  it('lets an admin manage only the trainings they wrote', () => {
    expect(canManageTraining({ author: 'teacher' }, teacher)).toBe(true);
    expect(canManageTraining({ author: 'other' }, teacher)).toBe(false);
    expect(canManageTraining({ author: null }, teacher)).toBe(false);
    expect(canManageTraining({ author: 'teacher' }, null)).toBe(false);
  });
});

describe('trainingProblemRows', () => {
  const problem = (id: number) => ({ id, problemId: `P${id}`, title: `Problem ${id}` }) as Problem;
  const link = (pid: number, rank: number) => ({ id: pid * 10, tid: 1, pid, displayId: `P${pid}`, rank });

  it('joins each problem to its link and keeps the training order, smaller order number first', () => {
    const list: AdminTrainingProblemListVO = {
      problemList: { records: [problem(1), problem(2), problem(3)], total: 3 } as AdminTrainingProblemListVO['problemList'],
      trainingProblemMap: { '1': link(1, 5), '2': link(2, 1), '3': link(3, 5) },
    };
    const rows = trainingProblemRows(list);
    expect(rows.map((r) => r.problem.id)).toEqual([2, 1, 3]);
    expect(rows[0]?.link?.id).toBe(20);
  });

  it('puts a problem the map misses last, without a link', () => {
    const list: AdminTrainingProblemListVO = {
      problemList: { records: [problem(7), problem(8)], total: 2 } as AdminTrainingProblemListVO['problemList'],
      trainingProblemMap: { '8': link(8, 3) },
    };
    expect(trainingProblemRows(list).map((r) => [r.problem.id, r.link?.rank ?? null])).toEqual([
      [8, 3],
      [7, null],
    ]);
    expect(trainingProblemRows(undefined)).toEqual([]);
  });
});

describe('parseOrderNumber (part 3 §9: 0 to 2147483647)', () => {
  it('reads whole numbers in range', () => {
    expect(parseOrderNumber('0')).toBe(0);
    expect(parseOrderNumber(' 1000 ')).toBe(1000);
    expect(parseOrderNumber('2147483647')).toBe(2147483647);
    expect(parseOrderNumber('1,000')).toBe(1000);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', '-1', '1.5', '2147483648', 'abc', '1e3', '99999999999999999999'])
      expect(parseOrderNumber(text)).toBeNull();
  });
});
