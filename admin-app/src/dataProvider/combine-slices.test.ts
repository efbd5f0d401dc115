import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { combineSlices } from './combine-slices';

describe('resources with their own data', () => {
  it('go to their own methods; every other resource to the fallback', async () => {
    const fallback = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;
    const own = { getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })) };
    const routed = combineSlices(fallback, [{ resources: { employees: own } }]);
    await routed.getList('employees', { pagination: { page: 1, perPage: 5 } } as never);
    await routed.getList('users', { pagination: { page: 1, perPage: 5 } } as never);
    expect(own.getList).toHaveBeenCalledTimes(1);
    expect(fallback.getList).toHaveBeenCalledWith('users', expect.anything());
  });

  it('send the methods a resource lacks to the fallback, with the resource named', async () => {
    const fallback = { getManyReference: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;
    const routed = combineSlices(fallback, [{ resources: { employees: { getList: vi.fn() } } }]);
    await routed.getManyReference('employees', { target: 'orgId', id: 'org-1' } as never);
    expect(fallback.getManyReference).toHaveBeenCalledWith('employees', { target: 'orgId', id: 'org-1' });
  });

  it('sit beside every slice’s own methods', async () => {
    const refundOrder = vi.fn(async () => ({ position: '1' }));
    const routed = combineSlices({} as DataProvider, [{ methods: { refundOrder } }, { resources: { orders: {} } }]) as DataProvider & {
      refundOrder: typeof refundOrder;
    };
    await routed.refundOrder();
    expect(refundOrder).toHaveBeenCalled();
  });

  it('are served by one slice only, and a method is defined by one slice only', () => {
    expect(() => combineSlices({} as DataProvider, [{ resources: { vouchers: {} } }, { resources: { vouchers: {} } }])).toThrow(
      'Two slices serve the resource vouchers',
    );
    expect(() => combineSlices({} as DataProvider, [{ methods: { getHealth: vi.fn() } }, { methods: { getHealth: vi.fn() } }])).toThrow(
      'Two slices define the method getHealth',
    );
  });
});
