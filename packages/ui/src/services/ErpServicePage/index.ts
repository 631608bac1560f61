export { ErpServicePage, type ErpServicePageProps } from './ErpServicePage.tsx';
export { erpPageContent } from './erpPageContent.ts';
