// Build-time environment, read once and checked with zod so a bad value fails loudly at start.
import { z } from 'zod';

const envSchema = z.object({
  API_URL: z.string().min(1).default('/api/v1'),
  BASE_URL: z.string().startsWith('/').default('/app/'),
  MODE: z.string().default('production'),
});

const parsed = envSchema.safeParse({
  API_URL: import.meta.env.VITE_API_URL || undefined,
  BASE_URL: import.meta.env.BASE_URL || undefined,
  MODE: import.meta.env.MODE || undefined,
});

if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = parsed.data;
