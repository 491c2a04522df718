import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { formatLength, formatMemory, formatRunTime, scoreTone, verdictToneClass } from './format.ts';

describe('submission units (spec part 2 §9)', () => {
  it('shows time in ms and length in B, -- when empty', () => {
    expect(formatRunTime(0)).toBe('0ms');
    expect(formatRunTime(1000)).toBe('1000ms');
    expect(formatRunTime(null)).toBe('--');
    expect(formatRunTime(undefined)).toBe('--');
    expect(formatLength(141)).toBe('141B');
    expect(formatLength(null)).toBe('--');
  });

  it('shows memory with base 1024', () => {
    expect(formatMemory(512)).toBe('512KB');
    expect(formatMemory(3340)).toBe('3.26MB');
    expect(formatMemory(null)).toBe('--');
  });
});

describe('scoreTone', () => {
  it('colours zero, partial and full scores', () => {
    expect(scoreTone(0)).toBe('zero');
    expect(scoreTone(35)).toBe('partial');
    expect(scoreTone(100)).toBe('full');
  });

  it('counts an accepted submission as full whatever its total', () => {
    expect(scoreTone(60, JudgeStatus.ACCEPTED)).toBe('full');
    expect(scoreTone(60, JudgeStatus.PARTIAL_ACCEPTED)).toBe('partial');
  });
});

describe('verdictToneClass', () => {
  it('names the status key', () => {
    expect(verdictToneClass(JudgeStatus.ACCEPTED)).toBe('verdict-tone--accepted');
    expect(verdictToneClass(JudgeStatus.WRONG_ANSWER)).toBe('verdict-tone--wrongAnswer');
    expect(verdictToneClass(12345)).toBe('verdict-tone--noStatus');
  });
});
