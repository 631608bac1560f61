export { DiagnosticLog, type DiagnosticLogEntry, type DiagnosticLogProps } from './DiagnosticLog.tsx';
