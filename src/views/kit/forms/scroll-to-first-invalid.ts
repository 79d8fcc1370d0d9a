import { scrollToInvalidOffset } from '../../../rules/kit-forms';

/**
 * After a failed submit, scrolls the page to the first field marked invalid with a 130 px offset (spec §5), so a
 * fixed header never hides it, and moves focus there without a second jump. Returns the field, or null.
 */
export function scrollToFirstInvalid(
  root: ParentNode = document,
  offset = scrollToInvalidOffset,
): HTMLElement | null {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return null;
  const top = field.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  field.focus({ preventScroll: true });
  return field;
}

/** For react-hook-form's handleSubmit(onValid, onInvalid): waits a frame so the error marks are rendered first. */
export const scrollAfterInvalid = (root?: ParentNode) => () => {
  requestAnimationFrame(() => scrollToFirstInvalid(root));
};
