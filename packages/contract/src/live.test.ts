import { expect, it } from 'vitest';
import { splitEventText } from './live.ts';

it('splits an event stream into whole events, keeping an unfinished block for the next chunk', () => {
  expect(splitEventText('retry: 2000\n\nevent: hello\ndata: {"uid":null}\n\n:\n\nevent: board\ndata: {"ci')).toEqual({
    events: [{ name: 'hello', data: '{"uid":null}' }],
    rest: 'event: board\ndata: {"ci',
  });
  expect(splitEventText('event: board\ndata: {"cid":1,\ndata: "rev":2}\r\n\r\ndata: plain\n\n')).toEqual({
    events: [
      { name: 'board', data: '{"cid":1,\n"rev":2}' },
      { name: 'message', data: 'plain' },
    ],
    rest: '',
  });
});
