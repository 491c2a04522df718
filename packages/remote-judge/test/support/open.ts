import { afterEach } from 'vitest';
import { emptySession, type AccountContext, type RemoteAccount } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { fakeClock } from './clock.ts';
import { SCRIPT, type FakeJudge, type FakeScript } from './conformance.ts';
import { startFakeSite, type FakeRoute, type FakeSite } from './fake-server.ts';

/**
 * A judge's fake site for one test, closed after it: `open(script, before)` answers the fake, an
 * account context on it (whose sleeps are a fake clock's) and the site. `before` routes answer
 * ahead of the fake's own, for a site that misbehaves once. Call at the top of a test file.
 */
export function fakeSiteOpener<F extends FakeJudge>(make: (script: FakeScript) => F, account: RemoteAccount) {
  let site: FakeSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });
  return async (script: Partial<FakeScript> = {}, before: (fake: F) => FakeRoute[] = () => []) => {
    const fake = make({ ...SCRIPT, ...script });
    site = await startFakeSite([...before(fake), ...fake.routes]);
    const session = emptySession();
    const clock = fakeClock();
    const ctx: AccountContext = {
      http: new RemoteHttp({ baseUrl: site.url, session, timeoutMs: 3000 }),
      account: { ...account },
      session,
      sleep: clock.sleep,
    };
    return { fake, ctx, clock, site };
  };
}
