import type { ReactNode } from 'react';
import type { TSocialNetwork } from '../../content/footer';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

const SHAPES: Record<TSocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" {...STROKE} />
      <circle cx="12" cy="12" r="4" {...STROKE} />
      <circle cx="17.5" cy="6.5" r="1.25" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.6 2.6 2.5 4.4 5 4.6" {...STROKE} strokeLinejoin="round" />
  ),
  youtube: (
    <path
      d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5-3z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" fill="currentColor" />
      <path d="M19.5 4l-6.3 7.2M10.8 12.8L4.5 20" {...STROKE} />
    </>
  ),
};

/** A simple line drawing of a social network's logo. Decorative: the link around it carries the name. */
export function SocialIcon({ network }: { network: TSocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {SHAPES[network]}
    </svg>
  );
}
