// Build-time environment, read once and checked so a bad value fails loudly at start. Checked by hand,
// not with zod: this module is part of every first screen, and zod is not (issue 13).
function read(name: string, value: string | undefined, fallback: string, valid: (v: string) => boolean, rule: string): string {
  const v = value || fallback;
  if (!valid(v)) throw new Error(`Invalid environment: ${name}: ${rule} (got "${v}")`);
  return v;
}

export const env = {
  API_URL: read('API_URL', import.meta.env.VITE_API_URL, '/api/v1', (v) => v.length > 0, 'must not be empty'),
  BASE_URL: read('BASE_URL', import.meta.env.BASE_URL, '/app/', (v) => v.startsWith('/'), 'must start with "/"'),
  MODE: read('MODE', import.meta.env.MODE, 'production', (v) => v.length > 0, 'must not be empty'),
} as const;
