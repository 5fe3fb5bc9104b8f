import { useTheme } from 'styled-components';

/** A ballot dropping into a ballot box: decoration for the hero on wide screens. */
export function BallotIllustration({ className }: { className?: string }) {
  const { colors } = useTheme();
  return (
    <svg className={className} viewBox="0 0 240 220" aria-hidden="true" focusable="false">
      <g transform="rotate(-8 120 70)">
        <rect x="72" y="8" width="96" height="124" rx="8" fill={colors.surface} />
        <rect x="88" y="30" width="14" height="14" rx="3" fill="none" stroke={colors.navy} strokeWidth="3" />
        <path
          d="M90 37l5 5 9-12"
          fill="none"
          stroke={colors.green}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="110" y="33" width="44" height="8" rx="4" fill={colors.tint} />
        <rect x="88" y="58" width="14" height="14" rx="3" fill="none" stroke={colors.navy} strokeWidth="3" />
        <rect x="110" y="61" width="36" height="8" rx="4" fill={colors.tint} />
        <rect x="88" y="86" width="14" height="14" rx="3" fill="none" stroke={colors.navy} strokeWidth="3" />
        <rect x="110" y="89" width="44" height="8" rx="4" fill={colors.tint} />
      </g>
      <rect x="16" y="112" width="208" height="100" rx="14" fill={colors.gold} />
      <rect x="56" y="104" width="128" height="16" rx="8" fill={colors.red} />
      <path
        d="M120 140l7.6 15.4 17 2.5-12.3 12 2.9 16.9L120 178.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        fill={colors.navy}
      />
    </svg>
  );
}
