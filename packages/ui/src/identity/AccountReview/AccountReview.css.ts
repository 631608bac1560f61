import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const lead = style({ maxWidth: '720px', lineHeight: 1.55 });

/** Each part (passkeys, two-factor, sessions) as on its tab, one under the other. */
export const part = style({
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
