import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { phoneStory, wideStory } from '../shared/storyViewports.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Marketing/Footer',
  component: Footer,
  args: { onLink: fn(), onSocial: fn() },
  decorators: [withLinkRouter],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Site footer: brand, the services list (ERP, Market, Meet, CRM, HR, Accounting, WMS), company, support and legal links, and social buttons that call `onSocial` (the spec only logs them).',
          '**When to use:** The end of the home page: links to services, company, support, legal, and the social buttons.',
          "**Use instead:** [AppHeader](?path=/docs/navigation-appheader--docs) for navigating the app's pages.",
          '**In the product:** / (home).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    const services = within(canvas.getByRole('navigation', { name: 'Services' }));
    const names = services.getAllByRole('link').map((link) => link.textContent);
    await expect(names).toEqual(['ERP', 'Market', 'Meet', 'CRM', 'HR', 'Accounting', 'WMS']);
    for (const column of ['Company', 'Support', 'Legal']) {
      await expect(canvas.getByRole('navigation', { name: column })).toBeVisible();
    }
    await userEvent.click(services.getByRole('link', { name: 'Meet' }));
    await expect(args.onLink).toHaveBeenCalledWith('Services', 'Meet');
    for (const [label, network] of [
      ['Facebook', 'facebook'],
      ['Twitter', 'twitter'],
      ['LinkedIn', 'linkedin'],
      ['Instagram', 'instagram'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      await expect(args.onSocial).toHaveBeenLastCalledWith(network);
    }
  },
};

export const Mobile: Story = { ...phoneStory };

/** A social button shows only a brand mark: keyboard focus names its network at once (hover, after 700 ms). */
export const SocialTooltip: Story = {
  ...wideStory,
  play: async ({ canvas }) => {
    // A key press first: focus after a pointer press would not count as keyboard focus
    await userEvent.tab();
    canvas.getByRole('button', { name: 'LinkedIn' }).focus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('LinkedIn');
    await expect(canvas.getByRole('button', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
  },
};
