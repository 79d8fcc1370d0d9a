import { Button, type ButtonProps } from './ui/button';

type LoadingButtonProps = Omit<ButtonProps, 'loading'> & { loading: boolean };

/**
 * Spec §2 "Loading button": the kit's Button with its loading state always in play, primary unless told
 * otherwise (it is usually the form's submit).
 */
export const LoadingButton = ({ variant = 'primary', ...rest }: LoadingButtonProps) => (
  <Button variant={variant} {...rest} />
);
