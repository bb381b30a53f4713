// A person's own profile: what the consumer app shows and edits, with a consumer's saved allergens
// (the apps warn before adding an item that holds one).
import { z } from 'zod';
import { emailSchema, mobileSchema, passwordSchema } from './common';
import { allergenListSchema, type Allergen } from './menu';

export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters').optional(),
    email: emailSchema.optional().nullable(),
    mobile: mobileSchema.optional().nullable(),
    password: passwordSchema.optional(),
    current_password: z.string().min(1).max(128).optional(),
    /** A consumer's allergens (the EU 14), the whole list: [] clears it. Staff accounts have none. */
    allergens: allergenListSchema.optional(),
  })
  .refine((b) => !b.password || b.current_password, { message: 'Enter your current password to set a new one', path: ['current_password'] });

export interface Profile {
  uuid: string;
  role: string;
  name: string;
  email: string | null;
  mobile: string | null;
  company_uuid: string | null;
  company_name: string | null;
  employee_code: string | null;
  status: string;
  wallet_balance: number;
  order_count: number;
  /** The allergens the person avoids (a consumer's own; [] for staff). */
  allergens: Allergen[];
  created_at: string;
}
