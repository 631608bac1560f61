export { PopoverToast, type PopoverToastProps } from './PopoverToast.tsx';
export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export {
  createToastQueue,
  defaultToastTimeoutMs,
  showToast,
  type ToastMessage,
  type ToastQueue,
  type ToastVariant,
} from './toastQueue.ts';
