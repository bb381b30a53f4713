/** "Ana María López" -> "AM": the letters on a person's avatar (the header's account button, the dashboard's greeting). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
