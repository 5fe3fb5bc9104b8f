// A catalog imported by the client is compiled by @lingui/vite-plugin into its messages (ADR 43).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
