export { TokenGallery } from './TokenGallery.tsx';
