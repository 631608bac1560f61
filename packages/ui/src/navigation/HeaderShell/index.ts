export { HeaderShell, type HeaderShellProps } from './HeaderShell.tsx';
