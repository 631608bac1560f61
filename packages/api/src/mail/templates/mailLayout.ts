import { color } from '@winhub/tokens/values';
import type { MailContent } from '../../domain/ports/mail.ts';

/** What an account mail says: the layout turns it into a plain-text part and an HTML part in WinHub's look. */
export interface MailMessage {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Facts shown as a small table ("Browser: Chrome 156"). */
  details?: [label: string, value: string][];
  /** Smaller text after the action (why you got this, what to do if it was not you). */
  closing: string[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const FOOTER = 'One account for every WinHub service.';

function textPart(message: MailMessage): string {
  const lines = [message.heading, '', ...message.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const [label, value] of message.details ?? []) lines.push(`${label}: ${value}`);
  if (message.details?.length) lines.push('');
  if (message.action) lines.push(`${message.action.label}:`, message.action.url, '');
  lines.push(...message.closing.flatMap((paragraph) => [paragraph, '']), '— WinHub', FOOTER);
  return `${lines.join('\n')}\n`;
}

function htmlPart(message: MailMessage): string {
  const paragraph = (text: string, size = 16, tone: string = color.text) =>
    `<p style="margin:0 0 16px;${FONT};font-size:${size}px;line-height:1.55;color:${tone}">${escapeHtml(text)}</p>`;
  const action = message.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:10px;background:${color.accent}">` +
      `<a href="${escapeHtml(message.action.url)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:700;color:${color.textOnAccent};text-decoration:none;border-radius:10px">${escapeHtml(message.action.label)}</a>` +
      `</td></tr></table>` +
      paragraph('If the button does not work, copy this address into your browser:', 13, color.textMuted) +
      `<p style="margin:0 0 24px;${FONT};font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(message.action.url)}" style="color:${color.accentText}">${escapeHtml(message.action.url)}</a></p>`
    : '';
  const details = message.details?.length
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 24px;width:100%;border-top:1px solid ${color.border}">${message.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;${FONT};font-size:14px;color:${color.textMuted};white-space:nowrap;border-bottom:1px solid ${color.border}">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;${FONT};font-size:14px;color:${color.text};border-bottom:1px solid ${color.border}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:${color.background}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(message.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${color.background}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px">
<tr><td style="padding:0 0 20px;${FONT};font-size:20px;font-weight:700;color:${color.text}">Win<span style="color:${color.accentText}">Hub</span></td></tr>
<tr><td style="background:${color.surface};border:1px solid ${color.border};border-radius:16px;padding:32px 28px">
<h1 style="margin:0 0 16px;${FONT};font-size:24px;line-height:1.25;color:${color.text}">${escapeHtml(message.heading)}</h1>
${message.paragraphs.map((text) => paragraph(text)).join('\n')}
${details}${action}${message.closing.map((text) => paragraph(text, 14, color.textMuted)).join('\n')}
</td></tr>
<tr><td style="padding:20px 0 0;${FONT};font-size:12px;color:${color.textMuted};text-align:center">${FOOTER}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The message as mail: its subject, a plain-text part and an HTML part (inline styles only: mail clients drop the rest). */
export const composeMail = (message: MailMessage): MailContent => ({
  subject: message.subject,
  text: textPart(message),
  html: htmlPart(message),
});
