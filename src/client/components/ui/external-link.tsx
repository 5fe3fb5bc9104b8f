import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

type TExternalLinkProps = { href: string; children: ReactNode; className?: string };

/** A link to another site, opened in a new tab without giving that tab a handle on ours. */
export function ExternalLink({ href, children, className }: TExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}{' '}
      <VisuallyHidden>
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </a>
  );
}
