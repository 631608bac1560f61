import { describe, expect, it } from 'vitest';
import { hex } from 'wcag-contrast';
import { color, contrastPairs } from './color.ts';

const AA_NORMAL_TEXT = 4.5;

describe('dark theme contrast', () => {
  it.each(contrastPairs.map(([text, background]) => ({ text, background })))(
    '$text on $background meets WCAG AA',
    ({ text, background }) => {
      expect(hex(color[text], color[background])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it('declares every colour of a pair as an opaque hex value', () => {
    for (const [text, background] of contrastPairs) {
      expect(color[text]).toMatch(/^#[0-9a-f]{6}$/);
      expect(color[background]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
