export { DashboardHeader, type DashboardHeaderProps } from './DashboardHeader.tsx';
