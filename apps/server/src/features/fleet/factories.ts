import type { NewDriverValues, NewVehicleValues } from '@sirkula/domain/fleet/inputs';
import type { Db } from '../../db/client.ts';
import { type DriverRow, insertDriver, insertVehicle, type VehicleRow } from './queries.ts';

export type VehicleFactoryInput = Partial<NewVehicleValues> & { companyId: string; plate: string };

/** A vehicle with valid documents for the year 2026 unless told otherwise; the plate as stored (normalised). */
export function createVehicle(db: Db, input: VehicleFactoryInput): Promise<VehicleRow> {
  return insertVehicle(db, {
    type: 'truck',
    capacityKg: 8_000,
    b3PermitNumber: 'SK.123/PSLB3/2025',
    b3PermitExpiresOn: '2026-12-31',
    registrationExpiresOn: '2026-12-31',
    roadworthinessExpiresOn: '2026-12-31',
    active: true,
    ...input,
  });
}

export type DriverFactoryInput = Partial<NewDriverValues> & { companyId: string };

/** A driver with a B2 Umum licence and B3 training valid through 2026 unless told otherwise. */
export function createDriver(db: Db, input: DriverFactoryInput): Promise<DriverRow> {
  return insertDriver(db, {
    name: 'Slamet Riyadi',
    phone: '+6281234500001',
    licenceNumber: '1234-5678-000001',
    licenceClass: 'B2Umum',
    licenceExpiresOn: '2026-12-31',
    b3TrainingExpiresOn: '2026-12-31',
    userId: null,
    active: true,
    ...input,
  });
}
