// Auth payloads and the user shape that the login answer carries.
import { z } from 'zod';
import { emailSchema, mobileSchema, passwordSchema, type Role } from './common';

export const loginBodySchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    mobile: z.string().trim().max(20).optional(),
    password: z.string().min(1, 'Enter your password').max(128),
  })
  .refine((b) => Boolean(b.email || b.mobile), { message: 'Enter your e-mail or mobile number', path: ['email'] });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: z.string().trim().regex(/^[0-9]{6}$/, 'The code has 6 digits'),
  newPassword: passwordSchema,
});
export const registerBodySchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  company_slug: z.string().trim().max(60).optional(),
  /** The code a company hands out to let its people join (with company_slug). */
  join_code: z.string().trim().max(64, 'A join code is at most 64 characters').optional(),
});
export const mobileOtpRequestSchema = z.object({ mobile: mobileSchema });
export const mobileOtpVerifySchema = z.object({
  mobile: mobileSchema,
  otp: z.string().trim().regex(/^[0-9]{6}$/, 'The code has 6 digits'),
});
export const refreshBodySchema = z.object({ refresh_token: z.string().min(20).max(200) });

export interface AuthUser {
  uuid: string;
  name: string;
  email: string | null;
  mobile: string | null;
  role: Role;
  company_uuid: string | null;
  company_name: string | null;
  company_slug: string | null;
  store_uuid: string | null;
  store_name: string | null;
  store_slug: string | null;
  status: string;
}

/** POST /company/login and the mobile-code login answer: `{ status, message, token, data }`. */
export interface LoginData {
  user: AuthUser;
  refresh_token: string;
  expires_in: number;
}
