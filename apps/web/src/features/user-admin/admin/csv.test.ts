import { describe, expect, it } from 'vitest';
import { parseUsersCsv } from './csv.ts';

describe('parseUsersCsv', () => {
  it('reads rows, pads them to seven cells and drops blank lines', () => {
    expect(parseUsersCsv('alice,pass123,a@x.test\n\n  \nbob , secret1 ,,Bob,1,B,School\n')).toEqual([
      ['alice', 'pass123', 'a@x.test', '', '', '', ''],
      ['bob', 'secret1', '', 'Bob', '1', 'B', 'School'],
    ]);
  });

  it('skips a header row only when it is exactly the column names', () => {
    const header = 'Username,Password,Email,Realname,Gender,Nickname,School\r\ncarol,pass123\r\n';
    expect(parseUsersCsv(`\uFEFF${header}`)).toEqual([['carol', 'pass123', '', '', '', '', '']]);
    expect(parseUsersCsv('username,password\ncarol,pass123')).toHaveLength(2);
  });

  it('keeps quoted commas inside a cell', () => {
    expect(parseUsersCsv('dave,pass123,,"Smith, Dave"')[0]?.[3]).toBe('Smith, Dave');
  });
});
