import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  maxWidth: '240px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const avatar = style({ flexShrink: 0, color: vars.color.accentText });

/**
 * Name and organization: shown from 1024 px; at tablet width the bar has room for the icon alone, and
 * they are still the button's name for screen readers.
 */
export const triggerText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.snug,
  '@media': {
    [media.desktop]: {
      position: 'static',
      display: 'grid',
      width: 'auto',
      height: 'auto',
      minWidth: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

export const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const triggerName = style([
  oneLine,
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
]);

export const triggerOrganization = style([
  oneLine,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  width: '300px',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'min(480px, var(--visual-viewport-height, 100vh))',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const person = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const personName = style([oneLine, { color: vars.color.text, fontWeight: vars.fontWeight.semibold }]);

export const personEmail = style([oneLine, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

export const menu = style({ padding: vars.space['1'], outline: 'none' });

export const sectionHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '40px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const organizationText = style({ display: 'grid', flex: 1, minWidth: 0 });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const check = style({ flexShrink: 0, color: vars.color.accentText });

export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
  border: 'none',
});

/** The phone menu's account area: the same choices, laid out in the page. */
export const panel = style({ display: 'grid', gap: vars.space['3'] });

export const panelList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelOrganization = style([
  item,
  {
    width: '100%',
    minHeight: '44px',
    border: `1px solid transparent`,
    background: 'transparent',
    fontFamily: vars.font.body,
    textAlign: 'left',
    selectors: {
      '&[aria-current="true"]': { borderColor: vars.color.border, background: vars.color.surface },
    },
  },
]);

export const panelLink = style([item, { minHeight: '44px', fontSize: vars.fontSize.md }]);
