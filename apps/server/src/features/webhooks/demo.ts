import type { DemoContext } from '../../lib/feature.ts';
import { DEMO_CUSTOMER } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { createDelivery, createSubscription } from './factories.ts';

const MINUTE = 60_000;

/**
 * The demo customer's webhooks: an active one with delivered and failed deliveries and one paused
 * after failing, so the screens show every state. The addresses are not real: in the demo, their
 * deliveries fail, as they would for a receiver that is down.
 */
export async function demoWebhooks(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  const now = context.now;
  const companyId = await context.companyId(DEMO_CUSTOMER.name);
  const createdBy = await context.userId('customer@demo.sirkula.id');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const active = await createSubscription(db, {
    companyId,
    url: 'https://hooks.example.co.id/sirkula',
    description: 'ERP gudang: status limbah dan faktur',
    events: ['waste.status_changed', 'invoice.issued'],
    createdBy,
    createdAt: ago(14 * 24 * 60),
    secretRotatedAt: ago(14 * 24 * 60),
  });
  const ok = (at: Date, ms: number) => ({
    at: at.toISOString(),
    statusCode: 200,
    durationMs: ms,
    error: null,
    response: '{"received":true}',
  });
  const deliveries = [
    {
      minutes: 3 * 24 * 60,
      status: 'delivered' as const,
      data: { previousStatus: 'drafted', status: 'waiting' },
    },
    {
      minutes: 2 * 24 * 60,
      status: 'delivered' as const,
      data: { previousStatus: 'waiting', status: 'journeyAssigned' },
    },
    {
      minutes: 26 * 60,
      status: 'delivered' as const,
      data: { previousStatus: 'journeyAssigned', status: 'onProgress' },
    },
  ];
  for (const delivery of deliveries) {
    const at = ago(delivery.minutes);
    await createDelivery(db, {
      subscriptionId: active.id,
      companyId,
      status: delivery.status,
      data: { wasteRecordId: '00000000-0000-4000-8000-000000000000', ...delivery.data },
      createdAt: at,
      attempts: [ok(at, 180)],
    });
  }
  // A delivery the receiver refused with a 500 twice, waiting for its third attempt.
  const refusedAt = ago(20);
  await createDelivery(db, {
    subscriptionId: active.id,
    companyId,
    event: 'invoice.issued',
    data: { invoiceId: '00000000-0000-4000-8000-000000000001', number: 'INV/2026/11/0007' },
    createdAt: refusedAt,
    status: 'pending',
    nextAttemptAt: new Date(refusedAt.getTime() + 35 * MINUTE + 5_000),
    attempts: [
      {
        at: refusedAt.toISOString(),
        statusCode: 500,
        durationMs: 240,
        error: null,
        response: 'Internal Server Error',
      },
      {
        at: new Date(refusedAt.getTime() + 5_000).toISOString(),
        statusCode: 500,
        durationMs: 210,
        error: null,
        response: 'Internal Server Error',
      },
    ],
  });

  const paused = await createSubscription(db, {
    companyId,
    url: 'https://old-erp.example.co.id/webhooks/sirkula',
    description: 'Sistem lama (tidak aktif)',
    events: ['bin.alert_opened'],
    status: 'paused',
    pausedReason: 'failing',
    pausedAt: ago(2 * 24 * 60),
    failingSince: ago(5 * 24 * 60),
    createdBy,
    createdAt: ago(30 * 24 * 60),
    secretRotatedAt: ago(30 * 24 * 60),
  });
  const failedAt = ago(3 * 24 * 60);
  await createDelivery(db, {
    subscriptionId: paused.id,
    companyId,
    event: 'bin.alert_opened',
    data: { binId: '00000000-0000-4000-8000-000000000002', label: 'TPS-01', alert: 'full', value: 96 },
    createdAt: failedAt,
    status: 'failed',
    attempts: [
      {
        at: failedAt.toISOString(),
        statusCode: null,
        durationMs: 10_000,
        error: 'no answer within 10 s',
        response: null,
      },
    ],
  });
  return { companyIds: [], userIds: [] };
}
