/**
 * The provider screens' stylesheet (served from `/oidc/assets/screens.css`, so the CSP needs no inline styles);
 * its font sits beside it (brandAssets).
 */
export const SCREENS_CSS = `
@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 100 900;
  src: url(inter-latin.woff2) format('woff2-variations'); }
:root { color-scheme: dark; --bg: #070b16; --surface: #0f1629; --border: #1f2a44; --text: #e8ecf6;
  --muted: #9aa6c2; --accent: #6d7cff; --accent-text: #0a0f1e; --danger: #ff8a8a; --focus: #a5b0ff; }
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { background: radial-gradient(1200px 600px at 50% -10%, #16204a 0%, var(--bg) 60%); color: var(--text);
  font: 16px/1.5 'Inter Variable', system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: grid; place-items: center;
  min-height: 100vh; padding: 24px 16px; }
main { width: 100%; max-width: 420px; }
.brand { display: flex; align-items: center; gap: 10px; justify-content: center; margin-bottom: 24px;
  font-weight: 700; font-size: 20px; letter-spacing: -0.01em; }
.brand-mark { display: block; width: 32px; height: 32px; }
.brand-mark svg { display: block; width: 100%; height: 100%; }
.brand-hub { color: var(--focus); }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 32px 28px;
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.45); }
h1 { margin: 0 0 6px; font-size: 26px; line-height: 1.2; letter-spacing: -0.02em; }
.lead { margin: 0 0 24px; color: var(--muted); }
form { display: grid; gap: 16px; }
label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
input { width: 100%; font: inherit; font-weight: 400; color: var(--text); background: var(--bg); border: 1px solid var(--border);
  border-radius: 10px; padding: 11px 12px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger); }
.hint { font-weight: 400; color: var(--muted); font-size: 13px; }
button { font: inherit; font-weight: 700; cursor: pointer; border: 0; border-radius: 10px; padding: 12px 16px;
  background: var(--accent); color: var(--accent-text); }
button:hover { filter: brightness(1.08); }
.alert { margin: 0 0 16px; padding: 10px 12px; border-radius: 10px; border: 1px solid rgba(255, 138, 138, 0.4);
  background: rgba(255, 138, 138, 0.08); color: var(--danger); font-size: 14px; }
button.secondary { width: 100%; background: transparent; color: var(--text); border: 1px solid var(--border); }
button.secondary:hover { background: var(--bg); filter: none; }
.aside { margin: 12px 0 0; text-align: right; font-size: 14px; }
.or { display: flex; align-items: center; gap: 12px; margin: 20px 0 16px; color: var(--muted); font-size: 13px; }
.or::before, .or::after { content: ''; flex: 1; border-top: 1px solid var(--border); }
[data-passkey-error]:not([hidden]) { margin: 12px 0 0; }
input[inputmode="numeric"] { letter-spacing: 0.3em; font-variant-numeric: tabular-nums; }
.switch { margin: 20px 0 0; text-align: center; color: var(--muted); font-size: 14px; }
a { color: var(--focus); }
.footer { margin-top: 20px; text-align: center; color: var(--muted); font-size: 12px; }
`;
