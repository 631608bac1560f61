import { downloadBlob } from '../../browser/downloadBlob.ts';

/** Saves `text` as a file the browser downloads (the recovery codes). */
export function downloadText(fileName: string, text: string) {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain' }));
}
