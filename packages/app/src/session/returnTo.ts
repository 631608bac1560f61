/**
 * A `returnTo` is honoured only as a path of this origin: "/billing?x=1" passes,
 * "https://evil.example", "//evil.example" and "javascript:…" do not.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
