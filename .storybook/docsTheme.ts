import { color, font } from '@winhub/tokens/values';
import { create } from 'storybook/theming';

export const darkDocsTheme = create({
  base: 'dark',
  brandTitle: 'WinHub design system',
  appBg: color.background,
  appContentBg: color.background,
  appPreviewBg: color.background,
  appBorderColor: color.border,
  barBg: color.surface,
  textColor: color.text,
  textMutedColor: color.textMuted,
  colorSecondary: color.accent,
  fontBase: font.body,
  fontCode: font.mono,
});
