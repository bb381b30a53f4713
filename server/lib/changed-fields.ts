// The columns of a partial update: the body's snake_case fields that were sent, under the table's
// camelCase names, so that a service lists the fields it takes instead of spelling out each one.

/** `sort_order` -> `sortOrder`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The columns a partial update sets. */
export type GivenFields<I, K extends keyof I & string> = { [P in K as CamelCase<P>]?: Exclude<I[P], undefined> };

/** The fields among `keys` that the input gives (`undefined`: left as it is; `null` clears). */
export function givenFields<I extends object, K extends keyof I & string>(input: I, keys: readonly K[]): GivenFields<I, K> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (input[key] !== undefined) out[camelCase(key)] = input[key];
  return out as GivenFields<I, K>;
}
