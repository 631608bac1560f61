export { Pager, type PagerProps } from './Pager.tsx';
export { type PagePosition, pageSummary } from './pageSummary.ts';
