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

const PASSWORD_MIN_LENGTH = 8;
const LIMITS = { name: 100, email: 254, password: 128 } as const;

const ZEmailSchema = emailText(LIMITS.email).transform((email) => email.toLowerCase());

const ZPasswordSchema = text({ message: MESSAGES.blank })
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

/** Two-factor sign-in (ADR 0024): the messages the server and the pages share. */
export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Enter one of your recovery codes.',
  wrongCode: 'That code is not right. Please try again.',
  setUpFirst: 'Set up two-factor sign-in on your account page first.',
  currentPassword: 'Your current password is not right.',
} as const;

/** A 6-digit code as people type it: spaces are ignored ("123 456"). */
export const ZTotpCodeSchema = text({ message: TWO_FACTOR_MESSAGES.code })
  .max(20, TWO_FACTOR_MESSAGES.code)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and dashes do not matter. */
export const ZRecoveryCodeSchema = text({ message: TWO_FACTOR_MESSAGES.recoveryCode })
  .max(40, TWO_FACTOR_MESSAGES.recoveryCode)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, TWO_FACTOR_MESSAGES.recoveryCode));

/** The second step of a sign-in: the challenge the first step answered, and a code or a recovery code. */
export const ZSecondFactorSchema = z
  .object({
    challenge: text().min(1, BLANK_MESSAGE).max(100, tooLongMessage(100)),
    code: ZTotpCodeSchema.optional(),
    recoveryCode: ZRecoveryCodeSchema.optional(),
  })
  .refine((form) => (form.code === undefined) !== (form.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export type TSecondFactorForm = z.output<typeof ZSecondFactorSchema>;

export const ZConfirmTwoFactorSchema = z.object({ code: ZTotpCodeSchema });
export const ZDisableTwoFactorSchema = z.object({
  password: text({ message: MESSAGES.blank }).min(1, MESSAGES.blank).max(LIMITS.password),
  code: ZTotpCodeSchema,
});
export type TDisableTwoFactorForm = z.output<typeof ZDisableTwoFactorSchema>;

/** A password change: the current password, and a new one under the registration rules, typed twice. */
export const ZChangePasswordSchema = z
  .object({
    currentPassword: text({ message: MESSAGES.blank })
      .min(1, MESSAGES.blank)
      .max(LIMITS.password, tooLongMessage(LIMITS.password)),
    newPassword: ZPasswordSchema,
    newPasswordConfirmation: ZPasswordSchema,
  })
  .refine((form) => form.newPassword === form.newPasswordConfirmation, {
    message: MESSAGES.passwordMismatch,
    path: ['newPasswordConfirmation'],
  });
export type TChangePasswordForm = z.output<typeof ZChangePasswordSchema>;

/** What the account page shows about two-factor sign-in. */
export type TTwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** ADMIN_MFA=required and this user is an admin: it cannot be turned off, and must be on. */
  required: boolean;
};
/** A set-up in progress: the secret for manual entry, its otpauth:// URI and that URI as a QR code. */
export type TTwoFactorSetup = { secret: string; uri: string; qrCodeDataUrl: string };

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
