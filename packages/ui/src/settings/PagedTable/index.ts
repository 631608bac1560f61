export {
  type EmptyPage,
  type PagedListProps,
  PagedTable,
  type PagedTableProps,
  type PagedTableWords,
} from './PagedTable.tsx';
