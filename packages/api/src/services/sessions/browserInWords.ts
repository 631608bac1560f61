import Bowser from 'bowser';

/** The browser and system of a User-Agent header in words ("Chrome 156", "macOS"); "Unknown" when unreadable. */
export function browserInWords(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : 'Unknown browser';
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ')
    : 'Unknown system';
  return { browser, os };
}
