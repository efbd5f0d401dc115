/** The brand's colours (learner-app/src/styles.css) as the certificate prints them. */
export const CERTIFICATE_COLOURS = {
  primary: '#e4002b',
  primaryDark: '#b80022',
  ink: '#1a1a1a',
  secondary: '#3eb489',
  muted: '#6b6b6b',
  line: '#d9d9d9',
} as const;
