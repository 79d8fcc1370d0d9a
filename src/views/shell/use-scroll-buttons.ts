import { useCallback, useEffect, useState, type RefObject } from 'react';
import { planScroll, scrollButtons } from '../../rules/sidebar';

type Buttons = { up: boolean; down: boolean };

/**
 * Which scroll buttons a list shows, kept current on scroll and on size changes (spec §2). The decisions are the
 * pure rules in rules/sidebar.ts; this hook only measures the element and applies the answer.
 */
export const useScrollButtons = (ref: RefObject<HTMLElement | null>, pitch: number, contentKey: unknown) => {
  const [buttons, setButtons] = useState<Buttons>({ up: false, down: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = scrollButtons(el);
    setButtons((prev) => (prev.up === next.up && prev.down === next.down ? prev : next));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, measure, contentKey]);

  const scroll = useCallback(
    (direction: 'up' | 'down') => {
      const el = ref.current;
      if (!el) return;
      const plan = planScroll(el, direction, pitch);
      if (typeof el.scrollTo === 'function') el.scrollTo({ top: plan.top, behavior: plan.behavior });
      else el.scrollTop = plan.top;
    },
    [ref, pitch],
  );

  return { ...buttons, scroll };
};
