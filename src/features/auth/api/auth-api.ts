// Auth calls: staff password login, consumer registration, mobile one-time-code login, password reset.
import type { z } from 'zod';
import type {
  LoginData,
  forgotPasswordBodySchema,
  loginBodySchema,
  mobileOtpRequestSchema,
  mobileOtpVerifySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../../../../server/contracts/auth';
import { api, type LoginEnvelope } from '../../../lib/api-client';

const authCall = { skipAuthRefresh: true } as const;

export const loginWithPassword = (body: z.input<typeof loginBodySchema>) =>
  api.post<LoginData, LoginEnvelope>('/company/login', body, authCall);

export const registerConsumer = (body: z.input<typeof registerBodySchema>) =>
  api.post<LoginData, LoginEnvelope>('/user/register', body, authCall);

export const requestMobileCode = (body: z.input<typeof mobileOtpRequestSchema>) => api.post<unknown>('/user/login/mobile', body, authCall);

export const verifyMobileCode = (body: z.input<typeof mobileOtpVerifySchema>) =>
  api.post<LoginData, LoginEnvelope>('/user/login/mobile/verify', body, authCall);

export const requestPasswordReset = (body: z.input<typeof forgotPasswordBodySchema>) => api.post<unknown>('/company/forgot/password', body, authCall);

export const resetPassword = (body: z.input<typeof resetPasswordBodySchema>) => api.post<unknown>('/company/verify/otp', body, authCall);
