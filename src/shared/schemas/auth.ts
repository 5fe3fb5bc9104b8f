import { z } from 'zod';

/**
 * Sign-in and registration, with the spec's exact messages (part 1 §5). The same schemas check the forms
 * in the browser and the input on the server; the maximum lengths are the server's own sanity limits
 * (a megabyte-long password is refused before anything hashes it).
 */
export const MESSAGES = {
  blank: 'cannot be blank!',
  email: 'not a valid email address',
  passwordLength: 'password must be at least 8 characters long',
  passwordMismatch: 'password must be the same',
  emailTaken: 'Email already in use',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const LIMITS = { name: 100, email: 254, password: 128 } as const;

const tooLong = (max: number) => `must be at most ${max} characters long`;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) =>
  z
    .string({ message: MESSAGES.blank })
    .trim()
    .min(1, { message: MESSAGES.blank, abort: true })
    .max(max, tooLong(max));

export const ZEmailSchema = required(LIMITS.email)
  .regex(EMAIL_PATTERN, MESSAGES.email)
  .transform((email) => email.toLowerCase());

export const ZPasswordSchema = z
  .string({ message: MESSAGES.blank })
  .min(1, { message: MESSAGES.blank, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(LIMITS.password, tooLong(LIMITS.password));

export const ZLoginSchema = z.object({ email: ZEmailSchema, password: ZPasswordSchema });
export type TLoginInput = z.input<typeof ZLoginSchema>;

export const ZRegisterSchema = z
  .object({
    name: required(LIMITS.name),
    email: ZEmailSchema,
    password: ZPasswordSchema,
    passwordConfirmation: ZPasswordSchema,
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: MESSAGES.passwordMismatch,
    path: ['passwordConfirmation'],
  });
export type TRegisterInput = z.input<typeof ZRegisterSchema>;

export const ZRoleSchema = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRoleSchema>;

/** A user as anyone outside the server sees one: never the password hash. */
export type TPublicUser = { _id: string; name: string; email: string; role: TRole; createdAt: string };

/** The first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
