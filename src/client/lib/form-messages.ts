import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '../../shared/schemas/auth';
import { FEEDBACK_BANNERS } from '../../shared/schemas/feedback';
import { BLANK_MESSAGE, CONTROL_CHARACTERS_MESSAGE, EMAIL_MESSAGE } from '../../shared/schemas/fields';

/**
 * The messages the shared schemas and the server write in English (the spec's exact words), shown to
 * visitors in the page's language: keyed by the English text, which the server and the schemas keep. A
 * message missing here (a new one on the server) is shown as it came.
 */
const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  // The shared schemas' field messages (src/shared/schemas).
  [BLANK_MESSAGE]: msg`cannot be blank!`,
  [EMAIL_MESSAGE]: msg`not a valid email address`,
  [CONTROL_CHARACTERS_MESSAGE]: msg`must not contain control characters`,
  [MESSAGES.passwordLength]: msg`password must be at least 8 characters long`,
  [MESSAGES.passwordMismatch]: msg`password must be the same`,
  [MESSAGES.emailTaken]: msg`Email already in use`,
  [TWO_FACTOR_MESSAGES.code]: msg`Enter the 6-digit code from your authenticator app.`,
  [TWO_FACTOR_MESSAGES.recoveryCode]: msg`Enter one of your recovery codes.`,
  [TWO_FACTOR_MESSAGES.wrongCode]: msg`That code is not right. Please try again.`,
  [TWO_FACTOR_MESSAGES.setUpFirst]: msg`Set up two-factor sign-in on your account page first.`,
  [TWO_FACTOR_MESSAGES.currentPassword]: msg`Your current password is not right.`,
  [FEEDBACK_BANNERS.error]: msg`There was an error`,
  [FEEDBACK_BANNERS.success]: msg`You have successfully submitted your feedback!`,
  // The server's own answers to the sign-in, account and feedback forms (src/server/features).
  'Incorrect email or password.': msg`Incorrect email or password.`,
  'Too many attempts. Please wait 15 minutes and try again.': msg`Too many attempts. Please wait 15 minutes and try again.`,
  'Too many attempts. Please wait a minute and try again.': msg`Too many attempts. Please wait a minute and try again.`,
  'Too many accounts were created from this address. Please try again in an hour.': msg`Too many accounts were created from this address. Please try again in an hour.`,
  'Your sign-in has expired. Please sign in again with your password.': msg`Your sign-in has expired. Please sign in again with your password.`,
  'Sign in to continue.': msg`Sign in to continue.`,
  'Two-factor sign-in is already on.': msg`Two-factor sign-in is already on.`,
  'Two-factor sign-in is not on.': msg`Two-factor sign-in is not on.`,
  'Start the set-up first.': msg`Start the set-up first.`,
  'Two-factor sign-in is required for administrators on this site.': msg`Two-factor sign-in is required for administrators on this site.`,
  'The password or the code is not right.': msg`The password or the code is not right.`,
  'You have sent several messages in a short time. Please wait a few minutes and try again.': msg`You have sent several messages in a short time. Please wait a few minutes and try again.`,
  'The site cannot reach its database right now. Please try again in a few seconds.': msg`The site cannot reach its database right now. Please try again in a few seconds.`,
  'Internal server error': msg`Internal server error`,
};

/** `tooLongMessage(max)`'s words, with the number the schema put in. */
const TOO_LONG = /^must be at most (\d+) characters long$/;

/** A schema's or the server's English message in the language of `i18n`. */
function formMessage(message: string, i18n: I18n): string {
  const known = FORM_MESSAGES[message];
  if (known) return i18n._(known);
  const max = TOO_LONG.exec(message)?.[1];
  if (max) return i18n._(msg`must be at most ${max} characters long`);
  return message;
}

/** `formMessage` in the page's language, passing undefined (no message) through. */
export function useFormMessage(): <T extends string | undefined>(message: T) => T {
  const { i18n } = useLingui();
  return <T extends string | undefined>(message: T) =>
    (message === undefined ? message : formMessage(message, i18n)) as T;
}
