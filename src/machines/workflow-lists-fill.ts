/** The selection with one record ticked or unticked: a new set, so views see the change. */
export const toggled = (selection: ReadonlySet<number>, id: number): ReadonlySet<number> => {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
};
