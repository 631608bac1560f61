export const space = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
  '20': '80px',
  '24': '96px',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  xl: '24px',
  full: '9999px',
} as const;

export const font = {
  body: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "'JetBrains Mono Variable', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  '4xl': 'clamp(2.25rem, 5vw, 3.5rem)',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.15',
  snug: '1.35',
  normal: '1.6',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 6px 20px rgba(0, 0, 0, 0.45)',
  lg: '0 18px 48px rgba(0, 0, 0, 0.55)',
  glow: '0 0 0 1px rgba(91, 108, 255, 0.35), 0 8px 32px rgba(91, 108, 255, 0.25)',
} as const;

export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  overlay: '1000',
  modal: '1100',
  toast: '1200',
  tooltip: '1300',
} as const;
