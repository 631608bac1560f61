import type { Meta, StoryObj } from '@storybook/react-vite';
import { color, contrastPairs, easing } from '@winhub/tokens/values';
import { expect, fn, userEvent } from 'storybook/test';
import { TokenGallery } from './TokenGallery.tsx';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenGallery,
  args: { onCopy: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Every token of the dark theme with the `vars.*` path styles use (Copy puts it on the clipboard): colour roles with each text/background pair's WCAG contrast and AA/AAA mark, font families, type scale, weights, line heights, space, radius, shadow, durations, easing with a live preview, behaviour timings, breakpoints and layers.\n\n" +
          '**For design tools:** <a href="design-tokens/winhub.tokens.json" download target="_blank">winhub.tokens.json</a> holds these tokens in the W3C design-tokens format, generated from the same values; import it in Tokens Studio for Figma (Tools → Load from file) or in Penpot (Tokens panel → Tools → Import).',
      },
    },
  },
  decorators: [
    (Story, { args }) => {
      // The story is the host: it writes the copied path to the clipboard, as a docs page would.
      const onCopy = args.onCopy;
      return (
        <Story
          args={{
            ...args,
            onCopy: (path: string) => {
              onCopy?.(path);
              void navigator.clipboard?.writeText(path).catch(() => undefined);
            },
          }}
        />
      );
    },
  ],
} satisfies Meta<typeof TokenGallery>;
export default meta;

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ args, canvas }) => {
    for (const role of Object.keys(color)) await expect(canvas.getByText(`vars.color.${role}`)).toBeVisible();
    for (const name of Object.keys(easing))
      await expect(canvas.getByText(`vars.easing.${name}`)).toBeVisible();
    await expect(canvas.getByText('breakpoints.tablet')).toBeVisible();
    await expect(canvas.getAllByText(/^(AA|AAA)$/)).toHaveLength(contrastPairs.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy vars.color.accent' }));
    await expect(args.onCopy).toHaveBeenCalledWith('vars.color.accent');
  },
};
