import { msg } from '@lingui/core/macro';

/** The About page's heading; its tiles are page content (the `about` section, ADR 47). */
export const ABOUT_PAGE = {
  title: msg`About`,
  subtitle: msg`Click on each tile to learn more about us`,
} as const;
