const breakpoints = { tablet: '48em', desktop: '64em', wide: '75em' } as const;

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
    surface: '#ffffff',
    // A soft navy wash behind highlighted panels; ink and navy text keep AA contrast on it.
    tint: '#eef0fa',
    line: '#d9d7e3',
    // Secondary text on navy.
    onDarkMuted: '#d2d4ea',
    // Dims the page behind a modal dialog.
    backdrop: 'rgba(22, 25, 74, 0.75)',
    // Placeholder blocks while content loads.
    skeleton: '#e6e4ee',
    // Party and leaning tags: Democrat blue, Republican red, Progressive green, Independent brown, anything
    // else orange. White text keeps AA contrast on each.
    parties: {
      democrat: '#1f4fbf',
      republican: '#c4173f',
      progressive: '#1b6e46',
      independent: '#7b4a21',
      other: '#b4530a',
    },
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadows: {
    card: '0 1px 2px rgba(22, 25, 74, 0.08), 0 4px 14px rgba(22, 25, 74, 0.06)',
    raised: '0 4px 10px rgba(22, 25, 74, 0.2), 0 12px 32px rgba(22, 25, 74, 0.18)',
  },
  // Stacking order of the things that float over the page.
  layers: { floating: 10, modal: 20 },
  contentWidth: '72rem',
  breakpoints,
  // Mobile first: base styles target phones; these queries add to them from the breakpoint up.
  media: {
    tablet: `@media (min-width: ${breakpoints.tablet})`,
    desktop: `@media (min-width: ${breakpoints.desktop})`,
    wide: `@media (min-width: ${breakpoints.wide})`,
  },
} as const;

export type TTheme = typeof theme;
