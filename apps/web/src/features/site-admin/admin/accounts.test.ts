import { describe, expect, it } from 'vitest';
import type { SwitchConfig } from '@arbiter/contract';
import { accountListsOf, accountRowsOf } from './accounts.ts';

const empty = {
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: [],
  cfPasswordList: [],
  pojUsernameList: [],
  pojPasswordList: [],
};
const config = {
  ...empty,
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
  cfUsernameList: ['a', 'b'],
  cfPasswordList: ['pa'],
} as unknown as SwitchConfig;

describe('remote-judge accounts', () => {
  it('pairs the lists by position, a missing password as empty', () => {
    const rows = accountRowsOf(config);
    expect(rows.cf).toEqual([
      { username: 'a', password: 'pa' },
      { username: 'b', password: '' },
    ]);
    expect(rows.hdu).toEqual([]);
  });

  it('splits rows back into lists, trimming names and dropping empty rows', () => {
    const lists = accountListsOf({
      cf: [
        { username: ' a ', password: 'pa' },
        { username: '', password: '' },
      ],
    });
    expect(lists.cfUsernameList).toEqual(['a']);
    expect(lists.cfPasswordList).toEqual(['pa']);
    expect(lists.libreojUsernameList).toEqual([]);
  });
});
