import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { button } from '../Button/Button.css.ts';
import { PopoverToast } from './PopoverToast.tsx';

const meta = {
  title: 'Primitives/PopoverToast',
  component: PopoverToast,
  args: {
    id: 'story-required',
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha email e senha',
    variant: 'destructive',
    lang: 'pt-BR',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "A toast that is part of the page's HTML and opens as a native popover (`showPopover()` or a `popovertarget` button), so a prerendered page can answer a press before its script has come. It looks and sits as the region's toasts do; its close button is the browser's own.",
          "**When to use:** The answer to a press a prerendered page must give before hydration (the sign-in form's required fields).",
          '**Use instead:** [Toast](?path=/docs/primitives-toast--docs) for every toast once the page has hydrated.',
          "**In the product:** /login, through SignInForm's `requiredNotice`.",
        ].join('\n\n'),
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof PopoverToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by a plain `popovertarget` button and closed by its own button: no script involved. */
export const InTheHtml: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <button type="button" popoverTarget={args.id} className={button({ variant: 'primary' })}>
        Submit
      </button>
      <PopoverToast {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent('Campos obrigatóriosPor favor, preencha email e senha');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(notice).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(notice).toBeVisible();
  },
};
