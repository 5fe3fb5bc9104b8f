import { useTheme } from 'styled-components';

/** Three short-video frames fanned out, each with a play button: decoration for the banner on wide screens. */
export function LibraryIllustration({ className }: { className?: string }) {
  const { colors } = useTheme();
  const frames = [
    { angle: -12, x: 40, fill: colors.red },
    { angle: 10, x: 140, fill: colors.green },
    { angle: 0, x: 90, fill: colors.gold },
  ];
  return (
    <svg className={className} viewBox="0 0 260 200" aria-hidden="true" focusable="false">
      {frames.map(({ angle, x, fill }) => (
        <g key={x} transform={`rotate(${angle} ${x + 40} 100)`}>
          <rect
            x={x}
            y="30"
            width="80"
            height="142"
            rx="10"
            fill={fill}
            stroke={colors.surface}
            strokeWidth="4"
          />
          <circle cx={x + 40} cy="101" r="18" fill={colors.surface} />
          <path d={`M${x + 34} 91v20l16-10z`} fill={colors.navy} />
        </g>
      ))}
    </svg>
  );
}
