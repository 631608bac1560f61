export { AuthServicePage, type AuthServicePageProps } from './AuthServicePage.tsx';
export { authPageContent } from './authPageContent.ts';
