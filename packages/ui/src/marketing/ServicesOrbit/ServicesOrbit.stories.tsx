import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleServices } from '../../../../../.storybook/fixtures/sampleServices.tsx';
import { atPhoneWidth, phoneStory, wideStory } from '../shared/storyViewports.ts';
import { ServicesOrbit } from './ServicesOrbit.tsx';

const meta = {
  title: 'Marketing/ServicesOrbit',
  component: ServicesOrbit,
  args: { services: sampleServices, revealed: true, onOpenService: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The signature of the home page (anchor "services"): six service tiles on a circle around the WinHub tile from 1024 px, a grid below. `revealed` plays the entrance once; the app sets it when the section is at least 30 % visible (`shouldRevealServices`, threshold `timing.servicesRevealThreshold` = 0.3). Tiles are buttons in reading order, so Tab walks through them.',
          '**When to use:** Presenting the six services on the home page.',
          '**Use instead:** [ServiceCardGrid](?path=/docs/dashboard-servicecardgrid--docs) on the dashboard.',
          '**In the product:** / (home), anchor "services".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServicesOrbit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revealed: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText('WinHub')).toBeVisible();
    const tiles = canvas.getAllByRole('button');
    await expect(tiles).toHaveLength(6);
    await waitFor(() => expect(tiles[0]).toBeVisible());
    const market = canvas.getByRole('button', { name: /^Market/ });
    await userEvent.click(market);
    await expect(args.onOpenService).toHaveBeenCalledWith('market');
    await userEvent.unhover(market);
  },
};

export const HoveredTile: Story = {
  ...wideStory,
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /^Meet/ }));
    await waitFor(() => expect(canvas.getByText(/^HD video meetings up to 1080p/)).toBeVisible());
  },
};

/** At 1280 px each tile's description card stays clear of every other tile. */
export const HoverCardsClearNeighbours: Story = {
  ...wideStory,
  play: async ({ canvas }) => {
    if (window.innerWidth < 1280) return;
    const tiles = canvas.getAllByRole('button');
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const tile of tiles) {
      await userEvent.hover(tile);
      const card = document.getElementById(tile.getAttribute('aria-describedby') ?? '');
      if (!card) throw new Error(`no description card for ${tile.textContent}`);
      await waitFor(() => expect(card).toBeVisible());
      await waitFor(() => expect(getComputedStyle(card).opacity).toBe('1'));
      const cardBox = card.getBoundingClientRect();
      for (const other of tiles.filter((candidate) => candidate !== tile)) {
        await expect(
          overlaps(cardBox, other.getBoundingClientRect()),
          `${tile.textContent} covers ${other.textContent}`,
        ).toBe(false);
      }
      await userEvent.unhover(tile);
    }
  },
};

export const NotYetRevealed: Story = {
  ...wideStory,
  args: { revealed: false },
  play: async ({ args, canvas }) => {
    const slot = canvas.getByRole('button', { name: /^ERP/ }).parentElement?.parentElement;
    await expect(slot).toHaveStyle({ opacity: '0' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^ERP/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenService).toHaveBeenCalledWith('erp');
  },
};

export const KeyboardOrder: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    for (const name of ['ERP', 'Market', 'Meet', 'Ads', 'Auth', 'WMS']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveFocus();
    }
    await userEvent.keyboard(' ');
    await expect(args.onOpenService).toHaveBeenCalledWith('wms');
  },
};

export const MobileGrid: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const [first, second] = canvas.getAllByRole('button');
    await waitFor(() => expect(first).toBeVisible());
    const a = first?.getBoundingClientRect();
    const b = second?.getBoundingClientRect();
    await expect(a?.top).toBe(b?.top);
    await expect(b?.right ?? 0).toBeLessThanOrEqual(375);
  },
};
