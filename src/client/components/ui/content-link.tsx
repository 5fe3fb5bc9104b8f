import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ExternalLink } from './external-link';

type TContentLinkProps = { href: string; children: ReactNode; className?: string };

/**
 * A link from editable content: our own routes go through the router, web addresses open in a new tab,
 * and `tel:` or `mailto:` links open the phone or mail app in place.
 */
export function ContentLink({ href, children, className }: TContentLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
