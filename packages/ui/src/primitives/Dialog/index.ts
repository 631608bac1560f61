export { DialogTrigger } from 'react-aria-components';
export { Dialog, type DialogProps } from './Dialog.tsx';
