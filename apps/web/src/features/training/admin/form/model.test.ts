import { describe, expect, it } from 'vitest';
import { TRAINING_RANK_DEFAULT, type AdminTrainingVO } from '@arbiter/contract';
import { formFromTraining, newTrainingForm, toTrainingBody } from './model.ts';

const stored: AdminTrainingVO = {
  training: {
    id: 4,
    title: 'Graphs',
    description: 'Shortest paths',
    author: 'teacher',
    auth: 'Private',
    privatePwd: 'secret',
    rank: 20,
    status: false,
    rankShowName: 'nickname',
    isGroup: false,
    gid: null,
    gmtCreate: '2024-01-01T00:00:00Z',
    gmtModified: '2024-01-02T00:00:00Z',
  },
  trainingCategory: { id: 3, name: 'Basics', color: '#1f6feb', gid: null },
};

describe('training form model', () => {
  it('starts a new training visible, public, with the default order number and no category', () => {
    expect(newTrainingForm()).toMatchObject({
      id: null,
      rank: TRAINING_RANK_DEFAULT,
      auth: 'Public',
      status: true,
      rankShowName: 'username',
      categoryId: null,
    });
  });

  it('reads a stored training and its category', () => {
    expect(formFromTraining(stored)).toEqual({
      id: 4,
      rank: 20,
      title: 'Graphs',
      description: 'Shortest paths',
      auth: 'Private',
      privatePwd: 'secret',
      status: false,
      rankShowName: 'nickname',
      categoryId: 3,
    });
    expect(formFromTraining({ ...stored, trainingCategory: null }).categoryId).toBeNull();
  });

  it('sends trimmed texts, the category by id, and no password for a public training', () => {
    const form = { ...formFromTraining(stored), title: '  Graphs  ', privatePwd: ' secret ' };
    expect(toTrainingBody(form)).toEqual({
      training: {
        id: 4,
        rank: 20,
        title: 'Graphs',
        description: 'Shortest paths',
        auth: 'Private',
        privatePwd: 'secret',
        status: false,
        rankShowName: 'nickname',
      },
      trainingCategory: { id: 3 },
    });
    const open = toTrainingBody({ ...form, auth: 'Public' });
    expect(open.training.privatePwd).toBeNull();
    expect('id' in toTrainingBody(newTrainingForm()).training).toBe(false);
  });
});
