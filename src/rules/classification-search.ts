import type { ClassificationOption } from './kit-classification';

/**
 * The options of one classification level that match what the agent typed: case-insensitive, names that start with
 * the text first (typing "cl" puts Claims before Late payment's "…cl…"), then those containing it, each group in
 * the level's own order. Empty text offers the whole level.
 */
export function matchOptions(options: readonly ClassificationOption[], text: string): ClassificationOption[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [...options];
  const starts: ClassificationOption[] = [];
  const contains: ClassificationOption[] = [];
  for (const option of options) {
    const name = option.value_name.toLowerCase();
    if (name.startsWith(query)) starts.push(option);
    else if (name.includes(query)) contains.push(option);
  }
  return starts.concat(contains);
}

/** The next level to work on after one was chosen: the first deeper level that offers options and has none chosen. */
export function nextOpenLevel(
  selected: readonly unknown[],
  options: readonly (readonly unknown[])[],
  after: number,
): number | null {
  for (let level = after + 1; level < selected.length; level++)
    if (selected[level] === null && (options[level]?.length ?? 0) > 0) return level;
  return null;
}
