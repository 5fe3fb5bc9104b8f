/**
 * Registration hands the new account's email to the sign-in page in the history entry, so the page can
 * say that the account exists and fill the email in, while the address stays /login as the spec has it.
 */
type TRegisteredState = { registeredEmail: string };

export function registeredState(email: string): TRegisteredState {
  return { registeredEmail: email };
}

export function readRegisteredEmail(historyState: unknown): string | null {
  const state = historyState as Partial<TRegisteredState> | null;
  return typeof state?.registeredEmail === 'string' ? state.registeredEmail : null;
}
