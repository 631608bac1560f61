import { timing } from '@winhub/tokens/values';
import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
} from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css.ts';

export type TooltipProps = {
  /** The hint. */
  content: ReactNode;
  /** One focusable react-aria element (Button, LinkButton...) that the hint describes. */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
};

/**
 * A hint on hover (after 700 ms; 300 ms to close, and the next tooltip opens at once within that
 * window) or immediately on keyboard focus. Delays come from `timing`
 * (docs/product/overview.md, "Delays and thresholds").
 */
export function Tooltip({ content, children, placement = 'top', ...triggerProps }: TooltipProps) {
  return (
    <TooltipTrigger
      {...triggerProps}
      delay={timing.tooltipOpenDelayMs}
      closeDelay={timing.tooltipSkipDelayMs}
    >
      {children}
      <AriaTooltip placement={placement} offset={10} className={tooltip}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
