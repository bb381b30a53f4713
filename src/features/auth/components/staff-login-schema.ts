// The staff sign-in's rules, from the server's own schemas. Loaded on submit (employee-login-page.tsx):
// zod is no part of the sign-in screen's first load (issue 13).
import { z } from 'zod';
import { loginBodySchema } from '../../../../server/contracts/auth';
import { emailSchema, mobileSchema } from '../../../../server/contracts/common';

export const isEmail = (id: string) => id.includes('@');

// One field takes an e-mail address or a mobile number; the body names which it is.
export const staffLoginSchema = z
  .object({
    identifier: z.string().trim().min(1).pipe(z.union([emailSchema, mobileSchema])),
    password: loginBodySchema.shape.password,
  })
  .transform(({ identifier, password }): z.input<typeof loginBodySchema> =>
    isEmail(identifier) ? { email: identifier, password } : { mobile: identifier, password },
  );
