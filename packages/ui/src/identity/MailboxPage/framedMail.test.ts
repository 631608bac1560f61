import { describe, expect, it } from 'vitest';
import { framedMail, MAIL_POLICY } from './framedMail.ts';

const mail =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Reset</title></head><body><p>Hi</p></body></html>';

describe('a mail in the mailbox frame', () => {
  it('opens with the policy that refuses every script, before any of the mail', () => {
    const framed = framedMail(`<script>alert(1)</script>${mail}`);
    expect(
      framed.startsWith(
        `<!doctype html><meta http-equiv="Content-Security-Policy" content="${MAIL_POLICY}">`,
      ),
    ).toBe(true);
    expect(MAIL_POLICY).toContain("script-src 'none'");
    expect(MAIL_POLICY).toContain("default-src 'none'");
    expect(framed.indexOf('<script>')).toBeGreaterThan(framed.indexOf(MAIL_POLICY));
  });

  it("keeps one doctype (the mail's own would come after the policy and be ignored) and opens links in the tab", () => {
    const framed = framedMail(mail);
    expect(framed.match(/<!doctype/gi)).toHaveLength(1);
    expect(framed).toContain('<base target="_top"><html lang="en">');
  });
});
