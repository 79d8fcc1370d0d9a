/** Five-level classification dropdowns (spec §3, §4 "Classification picker", §5). Pure chain rules. */
import { fieldMessages } from '../contracts/field-messages';

export type OptionId = number | string;
export type ClassificationOption = { id: OptionId; value_name: string };
export type ClassificationAnswer = {
  parent_children_dict: Record<string, OptionId[]>;
  msg: ClassificationOption[];
  root_id: OptionId;
  errCode: number;
};

export type ClassificationVariant = 'case' | 'task' | 'mobile' | 'generic';
export type VariantConfig = { levels: number; labels: readonly string[]; l1Default?: string };

const levelLabels = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5'];
export const maxClassificationLevels = 5;

export const classificationVariants: Record<ClassificationVariant, VariantConfig> = {
  case: { levels: 4, labels: ['Service', 'Category', 'Sub-category', 'Issues'] },
  task: { levels: 5, labels: levelLabels, l1Default: 'NA' },
  mobile: { levels: 3, labels: levelLabels.slice(0, 3) },
  generic: { levels: 5, labels: levelLabels },
};

/** The picker's working state: one selection and one option list per level. */
export type ClassificationChain = { selected: (OptionId | null)[]; options: ClassificationOption[][] };

/** Answers with errCode other than 0 or a malformed body are ignored (spec §8). */
export function isUsableAnswer(answer: unknown): answer is ClassificationAnswer {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Partial<ClassificationAnswer>;
  return (
    a.errCode === 0 &&
    Array.isArray(a.msg) &&
    typeof a.parent_children_dict === 'object' &&
    a.root_id !== undefined
  );
}

/** Index options by id once, so each level fill is a plain loop over the child ids. */
export function indexOptions(answer: ClassificationAnswer): Map<string, ClassificationOption> {
  const index = new Map<string, ClassificationOption>();
  for (const option of answer.msg) index.set(String(option.id), option);
  return index;
}

export function childrenOf(
  answer: ClassificationAnswer,
  parentId: OptionId,
  index: Map<string, ClassificationOption> = indexOptions(answer),
): ClassificationOption[] {
  const ids = answer.parent_children_dict[String(parentId)] ?? [];
  const out: ClassificationOption[] = [];
  for (const id of ids) {
    const option = index.get(String(id));
    if (option) out.push(option);
  }
  return out;
}

export function emptyChain(answer: ClassificationAnswer | null, levels: number): ClassificationChain {
  const options: ClassificationOption[][] = Array.from({ length: levels }, () => []);
  if (answer) options[0] = childrenOf(answer, answer.root_id);
  return { selected: Array.from({ length: levels }, () => null), options };
}

/**
 * Choosing at a level clears every deeper level and fills the next with the chosen option's children; a single
 * child is chosen for the user and the chain goes on. Choosing null just clears the deeper levels.
 */
export function chooseLevel(
  chain: ClassificationChain,
  answer: ClassificationAnswer,
  level: number,
  id: OptionId | null,
  index: Map<string, ClassificationOption> = indexOptions(answer),
): ClassificationChain {
  const levels = chain.selected.length;
  if (level < 0 || level >= levels) return chain;
  const selected = chain.selected.slice(0, level).concat(Array.from({ length: levels - level }, () => null));
  const options = chain.options
    .slice(0, level + 1)
    .concat(Array.from({ length: levels - level - 1 }, () => []));
  if (id === null) return { selected, options };
  selected[level] = id;
  for (let next = level + 1; next < levels; next++) {
    const children = childrenOf(answer, selected[next - 1] as OptionId, index);
    options[next] = children;
    if (children.length !== 1) break;
    selected[next] = children[0].id;
  }
  return { selected, options };
}

/** Re-applies a saved selection level by level, stopping where an id is no longer offered. */
export function restoreChain(
  answer: ClassificationAnswer,
  levels: number,
  saved: readonly (OptionId | null)[],
) {
  const index = indexOptions(answer);
  let chain = emptyChain(answer, levels);
  for (let level = 0; level < levels; level++) {
    const id = saved[level];
    if (id === null || id === undefined) break;
    if (!chain.options[level].some((o) => String(o.id) === String(id))) break;
    if (String(chain.selected[level]) === String(id)) continue;
    chain = chooseLevel(chain, answer, level, id, index);
  }
  return chain;
}

export type RequiredRange = { mandatory: boolean; start?: number; end?: number };

/** Levels start..end (1-based, end defaults to 5 and is capped by the variant) are required when mandatory. */
export function isLevelRequired(level: number, levels: number, range: RequiredRange): boolean {
  if (!range.mandatory) return false;
  const start = range.start ?? 1;
  const end = Math.min(range.end ?? maxClassificationLevels, levels);
  return level + 1 >= start && level + 1 <= end;
}

/**
 * One message (or null) per level. A required level with nothing to offer is not an error: the chain ended
 * above it. A disabled form is always valid (spec §5 "valid if status is valid or disabled").
 */
export function levelErrors(
  chain: ClassificationChain,
  range: RequiredRange,
  editable: boolean,
): (string | null)[] {
  const levels = chain.selected.length;
  return chain.selected.map((value, level) =>
    editable && isLevelRequired(level, levels, range) && value === null && chain.options[level].length > 0
      ? fieldMessages.required
      : null,
  );
}

export type ClassificationPayload = Record<string, OptionId | string | null>;

/** classification_l1..lN, plus classification_lN_value names when asked for the value form. */
export function classificationPayload(
  chain: ClassificationChain,
  variant: ClassificationVariant,
  withValues = false,
): ClassificationPayload {
  const config = classificationVariants[variant];
  const payload: ClassificationPayload = {};
  chain.selected.forEach((id, level) => {
    const key = `classification_l${level + 1}`;
    payload[key] = id ?? (level === 0 && config.l1Default ? config.l1Default : null);
    if (withValues) {
      const option = chain.options[level].find((o) => id !== null && String(o.id) === String(id));
      payload[`${key}_value`] = option ? option.value_name : null;
    }
  });
  return payload;
}
