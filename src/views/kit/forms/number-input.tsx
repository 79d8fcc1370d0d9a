import type { InputHTMLAttributes, Ref, WheelEvent } from 'react';
import { shouldBlurOnWheel } from '../../../rules/kit-forms';

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** Defaults to the build mode; tests pass it explicitly. */
  production?: boolean;
};

/** A number input that loses focus on the mouse wheel in production (spec §5), so scrolling the page past it
 * never changes its value. */
export const NumberInput = ({ production = import.meta.env.PROD, onWheel, ...rest }: NumberInputProps) => (
  <input
    {...rest}
    type="number"
    onWheel={(e: WheelEvent<HTMLInputElement>) => {
      if (shouldBlurOnWheel(production)) e.currentTarget.blur();
      onWheel?.(e);
    }}
  />
);
