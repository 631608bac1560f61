import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthProcessing } from './AuthProcessing.tsx';

const meta = {
  title: 'Status/AuthProcessing',
  component: AuthProcessing,
  args: { completedSteps: 1 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The second auth-processing screen: shown for 2 s while the app stores the session. Three steps tick off as the app advances `completedSteps`; a screen reader hears the title once, not every tick.',
      },
    },
  },
} satisfies Meta<typeof AuthProcessing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Processando login...' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Autenticação recebida (concluído)');
    await expect(items[1]).not.toHaveTextContent('concluído');
  },
};

export const AlmostDone: Story = {
  args: { completedSteps: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/concluído/)).toHaveLength(2);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
