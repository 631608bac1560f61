import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { buttons, pager, summary } from './Pager.css.ts';
import { type PagePosition, pageSummary } from './pageSummary.ts';

export type PagerProps = PagePosition & {
  /** Names the navigation landmark, e.g. "Pages of people". */
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  /** While a page loads: the buttons wait. */
  isDisabled?: boolean;
  previousLabel?: string;
  nextLabel?: string;
};

/**
 * Previous and next page of a long list the server pages, with where this page stands. Nothing shows
 * when there is nothing to list.
 */
export function Pager({
  label,
  onPrevious,
  onNext,
  isDisabled = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  ...position
}: PagerProps) {
  const { offset, count: shown, total } = position;
  if (total === 0 || shown === 0) return null;
  return (
    <nav aria-label={label} className={pager}>
      <p className={summary} aria-live="polite">
        {pageSummary(position)}
      </p>
      <div className={buttons}>
        <Button variant="secondary" size="sm" onPress={onPrevious} isDisabled={isDisabled || offset === 0}>
          <ChevronLeft size={16} aria-hidden="true" />
          {previousLabel}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={onNext}
          isDisabled={isDisabled || offset + shown >= total}
        >
          {nextLabel}
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
