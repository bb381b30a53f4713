// Auth routes: thin wrappers over service.ts. Login and code routes carry per-address rate limits.
import type { FastifyInstance } from 'fastify';
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
import { routes } from '../../lib/routes';
import * as auth from './service';

export interface AuthRouteOptions {
  deps: auth.AuthDeps;
  loginPerMinute: number;
}

const CODE_SENT = 'a 6-digit code is on its way. It expires in 10 minutes.';

export default async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const route = routes(app, ['auth']);
  const { deps } = opts;
  const limited = { access: 'public' as const, rateLimit: { max: opts.loginPerMinute, timeWindow: '1 minute' } };
  const loginAnswer = (message: string, result: auth.LoginResult) => ({
    status: true,
    message,
    token: result.token,
    data: { user: result.user, refresh_token: result.refresh_token, expires_in: result.expires_in },
  });

  route.post('/company/login', limited, { body: loginBodySchema }, 'Log in with e-mail or mobile and password')
    .handle(async ({ req, body }) => loginAnswer('Logged in successfully', await auth.login(deps, body, req.headers['user-agent'])));
  route.post('/company/token/refresh', limited, { body: refreshBodySchema }, 'Swap a refresh token for a new token pair')
    .handle(async ({ body }) => loginAnswer('Session renewed', await auth.refresh(deps, body.refresh_token)));
  route.post('/company/logout', ROLES, {}, 'End this session').answer('Logged out', async ({ req }) => {
    await auth.logout(deps.db, req.auth!.sessionUuid);
  });
  route.get('/company/me', ROLES, {}, 'The logged-in user').answer('Current user', ({ user }) => auth.loadAuthUser(deps.db, user.uuid));
  route.post('/company/forgot/password', limited, { body: forgotPasswordBodySchema }, 'Send a password reset code by e-mail')
    .answer(`If an account exists for that e-mail, ${CODE_SENT}`, async ({ body }) => {
      await auth.forgotPassword(deps, body.email);
    });
  route.post('/company/verify/otp', limited, { body: resetPasswordBodySchema }, 'Reset the password with the e-mailed code')
    .answer('Your password has been changed. Please log in with the new password.', async ({ body }) => {
      await auth.resetPassword(deps, body);
    });
  route.post('/user/register', limited, { body: registerBodySchema }, 'Register a consumer account')
    .handle(async ({ req, reply, body }) => {
      const result = await auth.register(deps, body, req.headers['user-agent']);
      return reply.code(201).send(loginAnswer('Your account has been created', result));
    });
  route.post('/user/login/mobile', limited, { body: mobileOtpRequestSchema }, 'Send a login code to a consumer mobile')
    .answer(`If an account exists for that mobile number, ${CODE_SENT}`, async ({ body }) => {
      await auth.requestMobileCode(deps, body.mobile);
    });
  route.post('/user/login/mobile/verify', limited, { body: mobileOtpVerifySchema }, 'Log in with the code sent to a mobile')
    .handle(async ({ req, body }) =>
      loginAnswer('Logged in successfully', await auth.verifyMobileCode(deps, body.mobile, body.otp, req.headers['user-agent'])),
    );
}
