/** The reports' series colours: the brand's mint for what went well, amber and grey for the rest, red for emphasis. */
export const CHART_COLOURS = {
  active: '#3eb489',
  inactive: '#f2a93b',
  notActivated: '#7a7a7a',
  primary: '#e4002b',
  ink: '#1a1a1a',
} as const;

/** Chart text in the app's typefaces, so Thai labels render as the rest of the page does. */
export const CHART_FONT = "'Sarabun', 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif";
