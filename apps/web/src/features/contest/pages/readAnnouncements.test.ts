import { describe, expect, it } from 'vitest';
import { READ_IDS_MAX, mergeReadIds, parseReadIds, readIdsKey } from './readAnnouncements.ts';

describe('read contest announcements (spec part 2 §4)', () => {
  it('keys the list by user and contest', () => {
    expect(readIdsKey('u1', 7)).toBe('contestReadAnnouncement:u1:7');
    expect(readIdsKey('u1', 7)).not.toBe(readIdsKey('u2', 7));
  });

  it('reads a stored list and ignores anything unreadable', () => {
    expect(parseReadIds('[3,1,3,2]')).toEqual([3, 1, 2]);
    expect(parseReadIds('[1,"2",-3,4.5,null,5]')).toEqual([1, 5]);
    expect(parseReadIds('{"a":1}')).toEqual([]);
    expect(parseReadIds('not json')).toEqual([]);
    expect(parseReadIds(null)).toEqual([]);
  });

  it('adds new ids once and keeps the newest when full', () => {
    expect(mergeReadIds([1, 2], [2, 3])).toEqual([1, 2, 3]);
    const full = Array.from({ length: READ_IDS_MAX }, (_, i) => i + 1);
    const merged = mergeReadIds(full, [5000, 5001]);
    expect(merged).toHaveLength(READ_IDS_MAX);
    expect(merged.slice(-2)).toEqual([5000, 5001]);
    expect(merged[0]).toBe(3);
  });
});
