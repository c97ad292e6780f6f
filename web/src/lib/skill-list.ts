/** Skills as typed, one list: "Plumbing, pipe fitting,, " -> ["Plumbing", "pipe fitting"]. */
export function skillList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,\n]/)
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
  ];
}
