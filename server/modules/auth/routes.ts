// Auth routes: thin wrappers over service.ts. Login and code routes carry per-address rate limits.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  mobileOtpRequestSchema,
  mobileOtpVerifySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../../contracts/auth';
import { ROLES } from '../../contracts/common';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as auth from './service';

export interface AuthRouteOptions {
  deps: auth.AuthDeps;
  loginPerMinute: number;
}

export default async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const limited = { access: 'public' as const, rateLimit: { max: opts.loginPerMinute, timeWindow: '1 minute' } };
  const loginAnswer = (message: string, result: auth.LoginResult) => ({
    status: true,
    message,
    token: result.token,
    data: { user: result.user, refresh_token: result.refresh_token, expires_in: result.expires_in },
  });

  r.post('/company/login', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Log in with e-mail or mobile and password', body: loginBodySchema },
  }, async (req) =>
    loginAnswer('Logged in successfully', await auth.login(deps, req.body, req.headers['user-agent'])),
  );

  r.post('/company/token/refresh', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Swap a refresh token for a new token pair', body: refreshBodySchema },
  }, async (req) =>
    loginAnswer('Session renewed', await auth.refresh(deps, req.body.refresh_token)),
  );

  r.post('/company/logout', { config: { access: ROLES }, schema: { tags: ['auth'], summary: 'End this session' } }, async (req) => {
    await auth.logout(deps.db, req.auth!.sessionUuid);
    return ok('Logged out');
  });

  r.get('/company/me', { config: { access: ROLES }, schema: { tags: ['auth'], summary: 'The logged-in user' } }, async (req) =>
    ok('Current user', await auth.loadAuthUser(deps.db, caller(req).uuid)),
  );

  r.post('/company/forgot/password', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Send a password reset code by e-mail', body: forgotPasswordBodySchema },
  }, async (req) => {
    await auth.forgotPassword(deps, req.body.email);
    return ok('If an account exists for that e-mail, a 6-digit code is on its way. It expires in 10 minutes.');
  });

  r.post('/company/verify/otp', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Reset the password with the e-mailed code', body: resetPasswordBodySchema },
  }, async (req) => {
    await auth.resetPassword(deps, req.body);
    return ok('Your password has been changed. Please log in with the new password.');
  });

  r.post('/user/register', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Register a consumer account', body: registerBodySchema },
  }, async (req, reply) => {
    const result = await auth.register(deps, req.body, req.headers['user-agent']);
    return reply.code(201).send(loginAnswer('Your account has been created', result));
  });

  r.post('/user/login/mobile', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Send a login code to a consumer mobile', body: mobileOtpRequestSchema },
  }, async (req) => {
    await auth.requestMobileCode(deps, req.body.mobile);
    return ok('If an account exists for that mobile number, a 6-digit code is on its way. It expires in 10 minutes.');
  });

  r.post('/user/login/mobile/verify', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Log in with the code sent to a mobile', body: mobileOtpVerifySchema },
  }, async (req) =>
    loginAnswer('Logged in successfully', await auth.verifyMobileCode(deps, req.body.mobile, req.body.otp, req.headers['user-agent'])),
  );

}
