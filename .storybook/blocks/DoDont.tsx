import { vars } from '@winhub/tokens';
import type { ReactNode } from 'react';

const column = (accent: string) => ({
  flex: '1 1 16rem',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${accent}`,
  background: vars.color.surface,
  color: vars.color.text,
});

const heading = (accent: string) => ({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: accent,
});

/** A usage rule shown as a pair: what to do beside what not to do. */
export function DoDont({ doThis, dont }: { doThis: ReactNode; dont: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: `${vars.space['4']} 0` }}>
      <section style={column(vars.color.success)} aria-label="Do">
        <p style={heading(vars.color.success)}>Do</p>
        {doThis}
      </section>
      <section style={column(vars.color.danger)} aria-label="Don't">
        <p style={heading(vars.color.danger)}>Don't</p>
        {dont}
      </section>
    </div>
  );
}
