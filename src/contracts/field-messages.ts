/** The field messages of spec §5, word for word (including the original's spelling). */
export const fieldMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  minlength: (n: number) => `The min number of characters is ${n}`,
  maxlength: (n: number) => `The max allowed number of characters is ${n}`,
  pattern:
    'Password must be of 8 or more characters. Must include atleast one upper case letter, one lower case letter, one number and one speacial character.',
  min: (min: number) => `Value cannot be less than ${min}`,
  max: (max: number) => `Value cannot be greater than ${max}`,
} as const;
