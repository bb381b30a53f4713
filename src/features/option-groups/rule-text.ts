// A group's rule in words: "Choose 1", "Up to 3", "2 to 4".
export function ruleText(t: (key: string, o?: Record<string, unknown>) => string, min: number, max: number): string {
  if (min === max) return t('catalogue:options.rule.exactly', { count: min });
  if (min === 0) return t('catalogue:options.rule.upTo', { count: max });
  return t('catalogue:options.rule.range', { min, max });
}
