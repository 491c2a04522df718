import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  applyResetPasswordRequest,
  changeEmailCodeQuery,
  changeEmailRequest,
  changePasswordRequest,
  changeUserInfoRequest,
  checkUsernameOrEmailRequest,
  loginRequest,
  puzzleVerifyRequest,
  registerCodeQuery,
  registerRequest,
  resetPasswordRequest,
  userLookupQuery,
  ROLES,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { MSG, badRequest, fail, ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
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

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Account calls (hoj-api §2): sign-in, registration, password reset, settings, profiles. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = ctx.config.rateLimits;

  for (const [path, adminOnly] of [
    [API.login, false],
    ['/api/admin/login', true],
  ] as const) {
    app.post(path, { config: { auth: 'anon', ...perMinute(limits.login) } }, async (request, reply) => {
      const input = parse(loginRequest, request.body);
      const result = await login(ctx, input, client(request), { adminOnly });
      reply.header('Authorization', result.token);
      return ok(result.user, 'Welcome back');
    });
  }

  for (const path of [API.logout, '/api/admin/logout']) {
    app.get(path, { config: { auth: 'login' } }, async (request) => {
      await revokeTokens(ctx.db, currentUser(request).uid);
      return ok(null, 'Logged out');
    });
  }

  app.get(API.captcha, { config: { auth: 'anon', ...perMinute(limits.captcha) } }, async () => ok(await newCaptcha(ctx.expiring)));

  app.get(API.slidePuzzle, { config: { auth: 'anon', ...perMinute(limits.captcha) } }, async () => ok(await newPuzzle(ctx.expiring)));

  app.post(API.slidePuzzleVerify, { config: { auth: 'anon', ...perMinute(limits.captcha) } }, async (request) => {
    const input = parse(puzzleVerifyRequest, request.body);
    const puzzleToken = await solvePuzzle(ctx.expiring, input.puzzleKey, input.x);
    if (!puzzleToken) throw fail('Verification failed, please try again');
    return ok({ puzzleToken });
  });

  app.post(API.checkUsernameOrEmail, { config: { auth: 'anon', ...perMinute(limits.captcha) } }, async (request) => {
    const input = parse(checkUsernameOrEmailRequest, request.body);
    const [byName, byEmail] = await Promise.all([
      input.username ? findByUsername(ctx.db, input.username) : null,
      input.email ? findByEmail(ctx.db, input.email) : null,
    ]);
    return ok({ username: byName !== null, email: byEmail !== null });
  });

  app.get(API.registerCode, { config: { auth: 'anon', ...perMinute(limits.mail) } }, async (request) => {
    const { email } = parse(registerCodeQuery, request.query);
    return ok(await sendRegisterCode(ctx, email), 'The code has been sent to your email');
  });

  app.post(API.register, { config: { auth: 'anon', ...perMinute(limits.register) } }, async (request) => {
    await register(ctx, parse(registerRequest, request.body));
    return ok(null, 'Thanks for registering');
  });

  app.post(API.applyResetPassword, { config: { auth: 'anon', ...perMinute(limits.mail) } }, async (request) => {
    await applyResetPassword(ctx, parse(applyResetPasswordRequest, request.body), origin(request));
    return ok(null, 'A reset link has been sent to your email');
  });

  app.post(API.resetPassword, { config: { auth: 'anon', ...perMinute(limits.register) } }, async (request) => {
    await resetPassword(ctx, parse(resetPasswordRequest, request.body));
    return ok(null, RESET_MSG.done);
  });

  app.get(API.userAuthInfo, { config: { auth: 'login' } }, async (request) => {
    const user = currentUser(request);
    return ok({ roles: [user.roleName], permissions: [...ROLES[user.role].permissions] });
  });

  app.post(API.changePassword, { config: { auth: 'login' } }, async (request) =>
    ok(await changePassword(ctx, currentUser(request).uid, parse(changePasswordRequest, request.body))),
  );

  app.get(API.changeEmailCode, { config: { auth: 'login', ...perMinute(limits.mail) } }, async (request) => {
    const { email } = parse(changeEmailCodeQuery, request.query);
    await sendChangeEmailCode(ctx, currentUser(request).uid, email);
    return ok(null, 'The code has been sent to your new email');
  });

  app.post(API.changeEmail, { config: { auth: 'login' } }, async (request) =>
    ok(await changeEmail(ctx, currentUser(request).uid, parse(changeEmailRequest, request.body))),
  );

  app.post(API.changeUserInfo, { config: { auth: 'login' } }, async (request) => {
    // Every field is overwritten, so a missing body must not read as "clear everything".
    if (request.body === null || typeof request.body !== 'object') throw badRequest(MSG.badFormat);
    return ok(await changeUserInfo(ctx, currentUser(request).uid, parse(changeUserInfoRequest, request.body)), 'Update Successfully');
  });

  app.get(API.userHomeInfo, { config: { auth: 'optional' } }, async (request) => {
    const user = await resolveUser(ctx, parse(userLookupQuery, request.query), request.user);
    return ok(await userHome(ctx, user));
  });

  app.get(API.userCalendarHeatmap, { config: { auth: 'anon' } }, async (request) => {
    const user = await resolveUser(ctx, parse(userLookupQuery, request.query), request.user);
    return ok(await calendarHeatmap(ctx, user));
  });
}
