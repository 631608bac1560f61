export { defaultFooterSocials, Footer, type FooterProps, type FooterSocial } from './Footer.tsx';
export { defaultFooterColumns, type FooterColumn, type FooterLink } from './footerColumns.ts';
