// Kiosk devices on the wire: binding a counter screen to one store, its own look-up by token, and
// unbinding. The token is shown once (the bind answer) and kept by the device; the server keeps its hash.
import { z } from 'zod';
import { mobileSchema, pagingQuerySchema, uuidSchema } from './common';

export * from './constants/kiosk';

export const kioskBindSchema = z.object({
  store_uuid: uuidSchema,
  name: z.string({ message: 'Enter a name for this kiosk' }).trim().min(1, 'Enter a name for this kiosk').max(80, 'A kiosk name is at most 80 characters'),
});

export const kioskUnbindSchema = z.object({ device_uuid: uuidSchema });

export const kioskListQuerySchema = pagingQuerySchema.extend({ store_uuid: uuidSchema.optional(), company_uuid: uuidSchema.optional() });

export interface KioskDeviceInfo {
  device_uuid: string;
  name: string;
  store_uuid: string;
  company_uuid: string;
  store_slug: string;
  company_slug: string;
  store_name: string;
  company_name: string;
  currency: string;
  /** The company's tax rate in basis points: the kiosk totals an order taken offline as the server would. */
  tax_rate_bps: number;
  bound_at: string;
}

/** The bind answer: the device's info and its token (shown only this once). */
export interface KioskBindResult extends KioskDeviceInfo {
  token: string;
}

export interface KioskDeviceListItem extends KioskDeviceInfo {
  bound_by_name: string | null;
  last_seen_at: string | null;
}

// iCash at the kiosk. The consumer proves who they are at the counter screen, either with the mobile
// number and the 6-digit code sent to it by SMS, or with the one-time pay code their phone shows
// (typed, or read by the kiosk's code scanner). The answer is a wallet pass: single use, valid for one
// order from this kiosk within a few minutes, and sent as `wallet_pass` with that order.
export const kioskWalletCodeSchema = z.object({ mobile: mobileSchema });

/** A pay code as shown on the phone: 12 digits, shown in groups of four; spaces and dashes are ignored. */
export const payCodeSchema = z
  .string({ message: 'Enter the code from your app' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{12}$/, 'The code from your app has 12 digits'));

export const kioskWalletVerifySchema = z
  .object({
    mobile: mobileSchema.optional(),
    otp: z.string().trim().regex(/^[0-9]{6}$/, 'The code has 6 digits').optional(),
    pay_code: payCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.pay_code) {
      if (v.mobile || v.otp) {
        ctx.addIssue({ code: 'custom', path: ['pay_code'], message: 'Send either the code from your app, or your mobile number and its SMS code' });
      }
      return;
    }
    if (!v.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'Enter your mobile number, or the code from your app' });
    if (!v.otp) ctx.addIssue({ code: 'custom', path: ['otp'], message: 'Enter the 6-digit code sent to your mobile' });
  });

export const kioskWalletForgetSchema = z.object({ wallet_pass: z.string().min(20).max(100) });

export interface KioskWalletPass {
  /** Sent as `wallet_pass` with the order; single use, for this kiosk only. */
  wallet_pass: string;
  expires_at: string;
  /** The consumer's first name, for the greeting; nothing more is shown on a public screen. */
  first_name: string;
  balance: number;
  currency: string;
}

export interface KioskPayCode {
  /** 12 digits; the phone shows it as text and as a QR code. */
  pay_code: string;
  expires_at: string;
}
