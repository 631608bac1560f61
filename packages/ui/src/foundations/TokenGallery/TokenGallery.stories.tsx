import type { Meta, StoryObj } from '@storybook/react-vite';
import { color } from '@winhub/tokens/values';
import { expect } from 'storybook/test';
import { TokenGallery } from './TokenGallery.tsx';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenGallery,
  parameters: {
    docs: {
      description: {
        component:
          'Every token of the dark theme: colour roles (with the six service colours and the status colours), space, radius, type, shadow, motion, breakpoints and layers. Styles use these through `vars` from `@winhub/tokens`, never raw values.',
      },
    },
  },
} satisfies Meta<typeof TokenGallery>;
export default meta;

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    for (const role of Object.keys(color))
      await expect(canvas.getByText(role, { exact: true })).toBeVisible();
    await expect(canvas.getByText('tooltipOpenDelayMs')).toBeVisible();
  },
};
