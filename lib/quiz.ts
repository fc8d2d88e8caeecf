/** spec §9: "Slider numbers are padded to two digits" (01 / 05); the quiz progress uses the same rule. */
export function padStepNumber(value: number): string {
  return String(value).padStart(2, '0');
}

const quizResultSize = 4;

/**
 * The products a completed quiz recommends: every chosen answer votes for the handles it names; the
 * handles with the most votes come first, ties keep the order in which the answers named them.
 */
export function recommendHandles(chosen: readonly (readonly string[])[], size = quizResultSize): string[] {
  const votes = new Map<string, number>();
  for (const handles of chosen) for (const handle of handles) votes.set(handle, (votes.get(handle) ?? 0) + 1);
  return [...votes.entries()]
    .map(([handle, count], order) => ({ handle, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, size)
    .map((entry) => entry.handle);
}
