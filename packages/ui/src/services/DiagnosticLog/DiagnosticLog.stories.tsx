import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiagnosticLog, type DiagnosticLogEntry } from './DiagnosticLog.tsx';

const entries: DiagnosticLogEntry[] = [
  { at: '2026-11-21T14:03:07Z', message: 'Página de teste carregada', lang: 'pt-BR' },
  {
    at: '2026-11-21T14:03:08Z',
    message: 'Conectividade com o serviço de autenticação: OK',
    level: 'success',
    lang: 'pt-BR',
  },
  {
    at: '2026-11-21T14:03:15Z',
    message: 'Erro na API: 500: Internal Server Error',
    level: 'error',
    lang: 'pt-BR',
  },
  {
    at: '2026-11-21T14:03:16Z',
    message: 'Erro de conectividade: Failed to fetch',
    level: 'error',
    lang: 'pt-BR',
  },
];

const meta = {
  title: 'Services/DiagnosticLog',
  component: DiagnosticLog,
  args: { entries, locale: 'en-GB', timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "The timestamped log of /auth-test, given as props (the app appends lines such as 'Erro na API' and 'Erro de conectividade'). Errors red, successes green.",
          '**When to use:** A timestamped log of what a diagnostic did.',
          "**Use instead:** [ActivityPanel](?path=/docs/identity-activitypanel--docs) for the account's history; [Toast](?path=/docs/primitives-toast--docs) for one outcome.",
          '**In the product:** /auth-test.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DiagnosticLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Log' });
    const lines = within(log).getAllByRole('listitem');
    await expect(lines).toHaveLength(4);
    await expect(lines[0]).toHaveTextContent('[14:03:07]Página de teste carregada');
    await expect(lines[2]).toHaveTextContent('[14:03:15]Erro na API: 500: Internal Server Error');
    await expect(lines[2]).toHaveAttribute('data-level', 'error');
    await expect(lines[1]).toHaveAttribute('data-level', 'success');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No entries yet.')).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};
