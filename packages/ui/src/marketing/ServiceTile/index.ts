export { ServiceTile, type ServiceTileCardPlacement, type ServiceTileProps } from './ServiceTile.tsx';
