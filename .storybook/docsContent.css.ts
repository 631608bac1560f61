import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

// Storybook's docs pages draw Markdown tables, inline code and quotes from its own palette: on the dark
// theme every other table row turns a light grey. Here they take the tokens, as the components do.
// `.sbdocs-content` (the docs page's text column) outweighs Storybook's `:where(…)` selectors; like them,
// these leave alone whatever sits in `.sb-unstyled` (the stories on the page, the props table).
const docs = '.sbdocs-content';
const own = (element: string) => `${docs} ${element}:not(.sb-unstyled ${element})`;

globalStyle(own('table'), { borderColor: vars.color.border, color: vars.color.text });
globalStyle(`${own('table')} tr`, { backgroundColor: vars.color.background, borderColor: vars.color.border });
globalStyle(`${own('table')} tr:nth-of-type(2n)`, { backgroundColor: vars.color.surface });
globalStyle(`${own('table')} th`, {
  backgroundColor: vars.color.surfaceRaised,
  borderColor: vars.color.border,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${own('table')} td`, { borderColor: vars.color.border, color: vars.color.text });

// A Portuguese passage (`<span lang="pt-BR">`) in the text is the size of the text around it.
globalStyle(`${docs} :is(p, li, td, th) > span[lang]:not(.sb-unstyled span)`, {
  fontSize: 'inherit',
  lineHeight: 'inherit',
});

globalStyle(`${own('code')}:not(pre > code)`, {
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.mono,
});

globalStyle(own('blockquote'), {
  margin: `${vars.space['4']} 0`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
// GitHub-style alerts (`> [!WARNING]`) in component descriptions: the status colours of the tokens.
globalStyle(`${own('blockquote')}[class*='markdown-alert-'] > header`, {
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});
globalStyle(`${own('blockquote')}.markdown-alert-warning`, {
  borderLeftColor: vars.color.warning,
});
globalStyle(`${own('blockquote')}.markdown-alert-warning > header`, { color: vars.color.warning });
globalStyle(`${own('blockquote')}.markdown-alert-caution > header`, { color: vars.color.danger });
globalStyle(`${own('blockquote')}.markdown-alert-caution`, { borderLeftColor: vars.color.danger });
globalStyle(`${own('blockquote')}.markdown-alert-tip > header`, { color: vars.color.success });
globalStyle(`${own('blockquote')}.markdown-alert-tip`, { borderLeftColor: vars.color.success });
