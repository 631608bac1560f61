import { color, font, fontSize, radius, space } from '@winhub/tokens/values';
import type { ServiceKey } from './standInOptions.ts';

const SERVICE_COLOR: Record<ServiceKey, string> = {
  market: color.serviceMarket,
  auth: color.serviceAuth,
  ads: color.serviceAds,
  erp: color.serviceErp,
  meet: color.serviceMeet,
  wms: color.serviceWms,
};

/** The stand-in pages' stylesheet, from the design tokens (served as a file: the CSP allows no inline style). */
export const pageStyles = (service: ServiceKey) => `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: ${color.background}; color: ${color.text};
  font: ${fontSize.md}/1.55 ${font.body}; }
a { color: ${color.accentText}; }
a:focus-visible, button:focus-visible { outline: 2px solid ${color.focusRing}; outline-offset: 2px; }
.bar { display: flex; align-items: center; gap: ${space['3']}; padding: ${space['4']} ${space['6']};
  border-bottom: 1px solid ${color.border}; background: ${color.surface}; }
.mark { width: 14px; height: 14px; border-radius: ${radius.full}; background: ${SERVICE_COLOR[service]}; }
.name { font-weight: 700; font-size: ${fontSize.lg}; }
.tag { margin-left: auto; padding: 2px ${space['3']}; border: 1px solid ${color.borderStrong}; border-radius: ${radius.full};
  color: ${color.textMuted}; font-size: ${fontSize.sm}; }
main { max-width: 720px; margin: 0 auto; padding: ${space['8']} ${space['4']} ${space['16']}; }
.notice { margin: 0 0 ${space['6']}; padding: ${space['3']} ${space['4']}; border-left: 3px solid ${SERVICE_COLOR[service]};
  background: ${color.surfaceRaised}; border-radius: ${radius.sm}; color: ${color.textMuted}; font-size: ${fontSize.sm}; }
h1 { margin: 0 0 ${space['2']}; font-size: ${fontSize['2xl']}; line-height: 1.2; }
.lead { margin: 0 0 ${space['6']}; color: ${color.textMuted}; }
.card { background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.lg}; padding: ${space['6']}; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: ${space['2']} ${space['6']}; margin: 0; }
dt { color: ${color.textMuted}; }
dd { margin: 0; overflow-wrap: anywhere; }
.yes { color: ${color.success}; }
.no, .unverified { color: ${color.warning}; }
.actions { display: flex; flex-wrap: wrap; gap: ${space['3']}; margin-top: ${space['6']}; }
form { margin: 0; }
button, .button { display: inline-block; font: inherit; font-weight: 600; cursor: pointer; border-radius: ${radius.md};
  padding: ${space['3']} ${space['5']}; border: 1px solid ${color.borderStrong}; background: transparent; color: ${color.text};
  text-decoration: none; }
.primary { background: ${color.accent}; border-color: ${color.accent}; color: ${color.textOnAccent}; }
.alert { margin: 0 0 ${space['6']}; padding: ${space['3']} ${space['4']}; border-radius: ${radius.md};
  border: 1px solid ${color.danger}; background: ${color.dangerSurface}; color: ${color.danger}; }
.ok { border-color: ${color.success}; background: ${color.successSurface}; color: ${color.success}; }
@media (max-width: 480px) { dl { grid-template-columns: 1fr; gap: 0; } dd { margin-bottom: ${space['3']}; } .bar { padding: ${space['3']} ${space['4']}; } }
`;
