// Table-driven checks for small pure functions: one entry of the table per input and its answer.
import { expect } from 'vitest';

/** Expects `fn(input)` to be `answers[input]` for every key of the table (the key names the failing input). */
export function expectAnswers<I, A>(fn: (input: I) => A, answers: Partial<Record<Extract<I, string>, NoInfer<A>>>): void {
  for (const [input, answer] of Object.entries(answers)) expect(fn(input as I), input).toBe(answer);
}
