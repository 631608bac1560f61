import { vars } from '@winhub/tokens';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './TokenGallery.css.ts';
import {
  breakpointRows,
  colorRows,
  contrastRows,
  durationRows,
  easingRows,
  fontRows,
  fontSizeRows,
  fontWeightRows,
  lineHeightRows,
  radiusRows,
  shadowRows,
  spaceRows,
  type TokenRow,
  timingRows,
  zIndexRows,
} from './tokenRows.ts';

export interface TokenGalleryProps {
  /** Called with a token's `vars.*` path when its Copy button is pressed (the host writes the clipboard). */
  onCopy?: (path: string) => void;
}

/** `vars.color.text` → the CSS value behind it, for previews. */
const varOf = (row: TokenRow): string => {
  const group = vars[row.group as keyof typeof vars] as Record<string, string> | undefined;
  return group?.[row.name] ?? row.value;
};

function TokenTable({
  title,
  rows,
  preview,
  onCopy,
}: {
  title: string;
  rows: TokenRow[];
  preview?: (row: TokenRow) => ReactNode;
  onCopy?: (path: string) => void;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {preview && <th scope="col">Preview</th>}
          <th scope="col">Value</th>
          <th scope="col">Path</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row" className={styles.name}>
              {row.name}
            </th>
            {preview && <td>{preview(row)}</td>}
            <td className={styles.value}>{row.value}</td>
            <td>
              <span className={styles.path}>
                <code>{row.path}</code>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Copy ${row.path}`}
                  onPress={() => onCopy?.(row.path)}
                >
                  Copy
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const box = (style: CSSProperties) => <div className={styles.previewBox} style={style} />;

/** Every design token of the dark theme with its `vars.*` path, rendered from the token values themselves. */
export function TokenGallery({ onCopy }: TokenGalleryProps) {
  return (
    <div className={styles.gallery}>
      <h2 className={styles.heading}>Colour</h2>
      <TokenTable
        title="Colour roles"
        rows={colorRows}
        onCopy={onCopy}
        preview={(row) => box({ background: varOf(row) })}
      />
      <table className={styles.table}>
        <caption className={styles.caption}>Text on background: WCAG contrast (AA 4.5:1, AAA 7:1)</caption>
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">Background</th>
            <th scope="col">Sample</th>
            <th scope="col">Ratio</th>
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {contrastRows.map(({ text, background, ratio, level }) => (
            <tr key={`${text}-${background}`}>
              <td className={styles.value}>{text}</td>
              <td className={styles.value}>{background}</td>
              <td>
                <span
                  className={styles.sample}
                  style={{ color: vars.color[text], background: vars.color[background] }}
                >
                  Aa WinHub
                </span>
              </td>
              <td className={styles.value}>{ratio.toFixed(2)}:1</td>
              <td>
                <span className={styles.level[level]}>{level}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className={styles.heading}>Type</h2>
      <TokenTable
        title="Font families"
        rows={fontRows}
        onCopy={onCopy}
        preview={(row) => <span style={{ fontFamily: varOf(row) }}>WinHub 0123</span>}
      />
      <TokenTable
        title="Type scale"
        rows={fontSizeRows}
        onCopy={onCopy}
        preview={(row) => <span style={{ fontSize: varOf(row) }}>Aa</span>}
      />
      <TokenTable
        title="Font weights"
        rows={fontWeightRows}
        onCopy={onCopy}
        preview={(row) => <span style={{ fontWeight: varOf(row) }}>Business</span>}
      />
      <TokenTable
        title="Line heights"
        rows={lineHeightRows}
        onCopy={onCopy}
        preview={(row) => (
          <span className={styles.lines} style={{ lineHeight: varOf(row) }}>
            One account
            <br />
            for every service
          </span>
        )}
      />

      <h2 className={styles.heading}>Space, radius and shadow</h2>
      <TokenTable
        title="Space"
        rows={spaceRows}
        onCopy={onCopy}
        preview={(row) => <div className={styles.spaceBar} style={{ width: varOf(row) }} />}
      />
      <TokenTable
        title="Radius"
        rows={radiusRows}
        onCopy={onCopy}
        preview={(row) => box({ borderRadius: varOf(row) })}
      />
      <TokenTable
        title="Shadow"
        rows={shadowRows}
        onCopy={onCopy}
        preview={(row) => box({ boxShadow: varOf(row) })}
      />

      <h2 className={styles.heading}>Motion</h2>
      <TokenTable title="Durations" rows={durationRows} onCopy={onCopy} />
      <TokenTable
        title="Easing (the dot runs the curve; still when reduced motion is asked for)"
        rows={easingRows}
        onCopy={onCopy}
        preview={(row) => (
          <div className={styles.track}>
            <div className={styles.dot} style={{ animationTimingFunction: varOf(row) }} />
          </div>
        )}
      />
      <TokenTable
        title="Timing of behaviour (ms or s, as the product rules give them)"
        rows={timingRows}
        onCopy={onCopy}
      />

      <h2 className={styles.heading}>Breakpoints and layers</h2>
      <TokenTable
        title="Breakpoints (min widths; media queries in `media`)"
        rows={breakpointRows}
        onCopy={onCopy}
      />
      <TokenTable title="Layers (z-index)" rows={zIndexRows} onCopy={onCopy} />
    </div>
  );
}
