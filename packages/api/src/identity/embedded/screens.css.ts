import { color, font, radius, shadow } from '@winhub/tokens/values';

/**
 * The provider screens' stylesheet (served from `/oidc/assets/screens.css`, so the CSP needs no inline styles);
 * its font sits beside it (brandAssets). Its colours are the app's, from the tokens' values.
 */
export const SCREENS_CSS = `
@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 100 900;
  src: url(inter-latin.woff2) format('woff2-variations'); }
:root { color-scheme: dark; --bg: ${color.background}; --surface: ${color.surface}; --glow: ${color.surfaceRaised};
  --border: ${color.border}; --text: ${color.text}; --muted: ${color.textMuted}; --accent: ${color.accent};
  --accent-hover: ${color.accentHover}; --on-accent: ${color.textOnAccent}; --link: ${color.accentText};
  --focus: ${color.focusRing}; --danger: ${color.danger}; --danger-surface: ${color.dangerSurface}; }
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { background: radial-gradient(1200px 600px at 50% -10%, var(--glow) 0%, var(--bg) 60%); color: var(--text);
  font: 16px/1.5 ${font.body}; display: grid; place-items: center;
  min-height: 100vh; padding: 24px 16px; }
main { width: 100%; max-width: 420px; }
.brand { display: flex; align-items: center; gap: 10px; justify-content: center; margin-bottom: 24px;
  font-weight: 700; font-size: 20px; letter-spacing: -0.01em; }
.brand-mark { display: block; width: 32px; height: 32px; }
.brand-mark svg { display: block; width: 100%; height: 100%; }
.brand-hub { color: var(--link); }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: ${radius.lg}; padding: 32px 28px;
  box-shadow: ${shadow.lg}; }
h1 { margin: 0 0 6px; font-size: 26px; line-height: 1.2; letter-spacing: -0.02em; }
.lead { margin: 0 0 24px; color: var(--muted); }
form { display: grid; gap: 16px; }
label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
input { width: 100%; font: inherit; font-weight: 400; color: var(--text); background: var(--bg); border: 1px solid var(--border);
  border-radius: ${radius.md}; padding: 11px 12px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger); }
.hint { font-weight: 400; color: var(--muted); font-size: 13px; }
button { font: inherit; font-weight: 700; cursor: pointer; border: 0; border-radius: ${radius.md}; padding: 12px 16px;
  background: var(--accent); color: var(--on-accent); }
button:hover { background: var(--accent-hover); }
.alert { margin: 0 0 16px; padding: 10px 12px; border-radius: ${radius.md}; border: 1px solid var(--danger);
  background: var(--danger-surface); color: var(--danger); font-size: 14px; }
button.secondary { width: 100%; background: transparent; color: var(--text); border: 1px solid var(--border); }
button.secondary:hover { background: var(--bg); }
.aside { margin: 12px 0 0; text-align: right; font-size: 14px; }
.or { display: flex; align-items: center; gap: 12px; margin: 20px 0 16px; color: var(--muted); font-size: 13px; }
.or::before, .or::after { content: ''; flex: 1; border-top: 1px solid var(--border); }
[data-passkey-error]:not([hidden]) { margin: 12px 0 0; }
input[inputmode="numeric"] { letter-spacing: 0.3em; font-variant-numeric: tabular-nums; }
.switch { margin: 20px 0 0; text-align: center; color: var(--muted); font-size: 14px; }
a { color: var(--link); }
.footer { margin-top: 20px; text-align: center; color: var(--muted); font-size: 12px; }
`;
