/**
 * The field messages of spec §5, word for word, except the password rule's two misspellings ("atleast",
 * "speacial"), which issue 41 corrects: a user reads these, and the spec copied them from the original.
 */
export const fieldMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  minlength: (n: number) => `The min number of characters is ${n}`,
  maxlength: (n: number) => `The max allowed number of characters is ${n}`,
  pattern:
    'Password must be of 8 or more characters. Must include at least one upper case letter, one lower case letter, one number and one special character.',
  min: (min: number) => `Value cannot be less than ${min}`,
  max: (max: number) => `Value cannot be greater than ${max}`,
} as const;
