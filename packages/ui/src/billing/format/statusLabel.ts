/** "incomplete_expired" → "Incomplete expired": a readable label for a provider status without its own text. */
export const humaniseStatus = (status: string): string => {
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
