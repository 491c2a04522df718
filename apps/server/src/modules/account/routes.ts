import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLES, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { MSG, badRequest, fail, ok } from '../../http/envelope.ts';
import { newCaptcha } from './captcha.ts';
import { login } from './login.ts';
import { calendarHeatmap, resolveUser, userHome } from './profile.ts';
import { newPuzzle, solvePuzzle } from './puzzle.ts';
import { register, sendRegisterCode } from './register.ts';
import { applyResetPassword, resetPassword, RESET_MSG } from './reset.ts';
import { changeEmail, changePassword, changeUserInfo, sendChangeEmailCode } from './settings.ts';
import { findByEmail, findByUsername, revokeTokens } from './users.ts';

function client(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** Account calls (hoj-api §2): sign-in, registration, password reset, settings, profiles. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = ctx.config.rateLimits;

  for (const [endpoint, adminOnly] of [
    [endpoints.login, false],
    [endpoints.adminLogin, true],
  ] as const) {
    route(app, endpoint, perMinute(limits.login), async ({ body: input, request, reply }) => {
      const result = await login(ctx, input, client(request), { adminOnly });
      reply.header('Authorization', result.token);
      return ok(result.user, 'Welcome back');
    });
  }

  for (const endpoint of [endpoints.logout, endpoints.adminLogout]) {
    route(app, endpoint, async ({ request }) => {
      await revokeTokens(ctx.db, currentUser(request).uid);
      return ok(null, 'Logged out');
    });
  }

  route(app, endpoints.captcha, perMinute(limits.captcha), async () => ok(await newCaptcha(ctx.expiring)));

  route(app, endpoints.slidePuzzle, perMinute(limits.captcha), async () => ok(await newPuzzle(ctx.expiring)));

  route(app, endpoints.slidePuzzleVerify, perMinute(limits.captcha), async ({ body: input }) => {
    const puzzleToken = await solvePuzzle(ctx.expiring, input.puzzleKey, input.x);
    if (!puzzleToken) throw fail('Verification failed, please try again');
    return ok({ puzzleToken });
  });

  route(app, endpoints.checkUsernameOrEmail, perMinute(limits.captcha), async ({ body: input }) => {
    const [byName, byEmail] = await Promise.all([
      input.username ? findByUsername(ctx.db, input.username) : null,
      input.email ? findByEmail(ctx.db, input.email) : null,
    ]);
    return ok({ username: byName !== null, email: byEmail !== null });
  });

  route(app, endpoints.registerCode, perMinute(limits.mail), async ({ query }) => {
    const { email } = query;
    return ok(await sendRegisterCode(ctx, email), 'The code has been sent to your email');
  });

  route(app, endpoints.register, perMinute(limits.register), async ({ body }) => {
    await register(ctx, body);
    return ok(null, 'Thanks for registering');
  });

  route(app, endpoints.applyResetPassword, perMinute(limits.mail), async ({ body, request }) => {
    await applyResetPassword(ctx, body, origin(request));
    return ok(null, 'A reset link has been sent to your email');
  });

  route(app, endpoints.resetPassword, perMinute(limits.register), async ({ body }) => {
    await resetPassword(ctx, body);
    return ok(null, RESET_MSG.done);
  });

  route(app, endpoints.userAuthInfo, async ({ request }) => {
    const user = currentUser(request);
    return ok({ roles: [user.roleName], permissions: [...ROLES[user.role].permissions] });
  });

  route(app, endpoints.changePassword, async ({ body, request }) => ok(await changePassword(ctx, currentUser(request).uid, body)));

  route(app, endpoints.changeEmailCode, perMinute(limits.mail), async ({ query, request }) => {
    const { email } = query;
    await sendChangeEmailCode(ctx, currentUser(request).uid, email);
    return ok(null, 'The code has been sent to your new email');
  });

  route(app, endpoints.changeEmail, async ({ body, request }) => ok(await changeEmail(ctx, currentUser(request).uid, body)));

  route(app, endpoints.changeUserInfo, async ({ body, request }) => {
    // Every field is overwritten, so a missing body must not read as "clear everything".
    if (request.body === null || typeof request.body !== 'object') throw badRequest(MSG.badFormat);
    return ok(await changeUserInfo(ctx, currentUser(request).uid, body), 'Update Successfully');
  });

  route(app, endpoints.userHomeInfo, async ({ query, request }) => {
    const user = await resolveUser(ctx, query, request.user);
    return ok(await userHome(ctx, user));
  });

  route(app, endpoints.userCalendarHeatmap, async ({ query, request }) => {
    const user = await resolveUser(ctx, query, request.user);
    return ok(await calendarHeatmap(ctx, user));
  });
}
