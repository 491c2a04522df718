import { describe, expect, it } from 'vitest';
import { mergeSelection, parseSelection } from './exportSelection.ts';

describe('export selection', () => {
  it('reads a stored selection and drops anything malformed', () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection('not json')).toEqual([]);
    expect(parseSelection('{"id":1}')).toEqual([]);
    expect(parseSelection('[{"id":1,"problemId":"P1","title":"A"},{"id":"2"},null]')).toEqual([{ id: 1, problemId: 'P1', title: 'A' }]);
  });

  it('adds only what is not chosen yet, in the order of choice', () => {
    const a = { id: 1, problemId: 'P1', title: 'A' };
    const b = { id: 2, problemId: 'P2', title: 'B' };
    expect(mergeSelection([a], [b, a, b])).toEqual([a, b]);
  });
});
