import { z } from 'zod';
import { BLANK_MESSAGE, EMAIL_MESSAGE, emailText, requiredText, text, tooLongMessage } from './fields';

/**
 * Sign-in and registration, with the spec's exact messages (part 1 §5). The same schemas check the forms
 * in the browser and the input on the server; the maximum lengths are the server's own sanity limits
 * (a megabyte-long password is refused before anything hashes it).
 */
export const MESSAGES = {
  blank: BLANK_MESSAGE,
  email: EMAIL_MESSAGE,
  passwordLength: 'password must be at least 8 characters long',
  passwordMismatch: 'password must be the same',
  emailTaken: 'Email already in use',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const LIMITS = { name: 100, email: 254, password: 128 } as const;

export const ZEmailSchema = emailText(LIMITS.email).transform((email) => email.toLowerCase());

export const ZPasswordSchema = text({ message: MESSAGES.blank })
  .min(1, { message: MESSAGES.blank, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(LIMITS.password, tooLongMessage(LIMITS.password));

export const ZLoginSchema = z.object({ email: ZEmailSchema, password: ZPasswordSchema });
export type TLoginInput = z.input<typeof ZLoginSchema>;
export type TLoginForm = z.output<typeof ZLoginSchema>;

export const ZRegisterSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email: ZEmailSchema,
    password: ZPasswordSchema,
    passwordConfirmation: ZPasswordSchema,
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: MESSAGES.passwordMismatch,
    path: ['passwordConfirmation'],
  });
export type TRegisterInput = z.input<typeof ZRegisterSchema>;
export type TRegisterForm = z.output<typeof ZRegisterSchema>;

/** An administrator as `npm run admin:create` and ADMIN_EMAIL/ADMIN_PASSWORD give one; promoting needs no password. */
export const ZAdminAccountSchema = z.object({
  name: requiredText(LIMITS.name),
  email: ZEmailSchema,
  password: ZPasswordSchema.optional(),
});
export type TAdminAccount = z.output<typeof ZAdminAccountSchema>;

export const ZRoleSchema = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRoleSchema>;

/** A user as anyone outside the server sees one: never the password hash. */
export type TPublicUser = { id: string; name: string; email: string; role: TRole; createdAt: string };

/** The first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
