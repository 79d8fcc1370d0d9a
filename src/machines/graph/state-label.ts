import type { AnyMachineSnapshot, StateValue } from 'xstate';

/** A state value as one readable string: `signedIn.ready`, or `a.x | b.y` for parallel regions. */
export const stateLabel = (value: StateValue): string => {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      if (child === undefined) return key;
      const inner = stateLabel(child as StateValue);
      return typeof child === 'string' || Object.keys(child as object).length <= 1
        ? `${key}.${inner}`
        : `${key}.(${inner})`;
    })
    .join(' | ');
};

export const tagsOf = (snapshot: AnyMachineSnapshot): string[] => [...snapshot.tags].sort();
