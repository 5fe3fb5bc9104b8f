const breakpoints = { tablet: '48em' } as const;

/** The one theme. Text colours are paired with the backgrounds they sit on at WCAG AA contrast or better. */
export const theme = {
  colors: {
    navy: '#16194a',
    red: '#c4173f',
    green: '#1b6e46',
    gold: '#ffd166',
    // Pink keeps 3:1 against both the page background and navy, so focus rings show everywhere.
    focus: '#d6336c',
    ink: '#1a1a2e',
    inkMuted: '#4a4f66',
    onDark: '#ffffff',
    background: '#fbfaf7',
  },
  space: {
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radii: {
    sm: '4px',
  },
  contentWidth: '72rem',
  breakpoints,
  // Mobile first: base styles target phones; these queries add to them from the breakpoint up.
  media: {
    tablet: `@media (min-width: ${breakpoints.tablet})`,
  },
} as const;

export type TTheme = typeof theme;
