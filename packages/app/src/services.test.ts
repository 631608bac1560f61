import { describe, expect, it } from 'vitest';
import { services } from './services.ts';

describe('services', () => {
  it('lists the six services, of which only ERP, Market and Meet open', () => {
    expect(services.map((service) => service.key).sort()).toEqual([
      'ads',
      'auth',
      'erp',
      'market',
      'meet',
      'wms',
    ]);
    expect(services.filter((service) => service.opens).map((service) => service.name)).toEqual([
      'ERP',
      'Market',
      'Meet',
    ]);
  });
});
