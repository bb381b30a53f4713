// Table-driven checks for small pure functions: one line of the table per input and its answer.
import { expect } from 'vitest';

/** Expects `fn(input)` to be `answers[input]` for every key of the table (the key names the failing input). */
export function expectAnswers<K extends string, A>(fn: (input: K) => A, answers: Partial<Record<K, A>>): void {
  for (const [input, answer] of Object.entries(answers) as [K, A][]) expect(fn(input), input).toBe(answer);
}
