import { useRef, useState, type FormEvent } from 'react';
import type { LoginRequest } from '../../contracts/auth';
import { fieldMessages } from '../../contracts/field-messages';
import type { FieldRegistration } from '../shell/form-field';

type Errors = Partial<Record<keyof LoginRequest, string>>;

/** The two rules of the sign-in form; the service checks `loginRequest` again. */
export const checkSignIn = (values: LoginRequest): Errors => {
  const errors: Errors = {};
  if (values.username.trim() === '') errors.username = fieldMessages.required;
  else if (values.username.length > 100) errors.username = fieldMessages.maxlength(100);
  if (values.password === '') errors.password = fieldMessages.required;
  else if (values.password.length > 200) errors.password = fieldMessages.maxlength(200);
  return errors;
};

/**
 * The sign-in form's state without a form library: the sign-in route is the first thing every user loads, and
 * react-hook-form alone is 12 KB gzip of the 120 KB budget (ARCHITECTURE §10). Same behaviour as the other forms:
 * errors after the first submit, re-checked as the user types, focus on the first invalid field.
 */
export function useSignInFields(onValid: (values: LoginRequest) => void) {
  const inputs = useRef<Partial<Record<keyof LoginRequest, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const read = (): LoginRequest => ({
    username: inputs.current.username?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });
  const register = (name: keyof LoginRequest): FieldRegistration => ({
    name,
    ref: (el) => {
      inputs.current[name] = el instanceof HTMLInputElement ? el : null;
    },
    onChange: () => {
      if (submitted) setErrors(checkSignIn(read()));
    },
    onBlur: () => undefined,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const values = read();
    const found = checkSignIn(values);
    setErrors(found);
    const first = (['username', 'password'] as const).find((k) => found[k]);
    if (first) inputs.current[first]?.focus();
    else onValid({ username: values.username.trim(), password: values.password });
  };
  return { register, errors, onSubmit };
}
