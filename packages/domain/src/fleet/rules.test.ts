import { describe, expect, it } from 'vitest';
import {
  assignmentRefusals,
  canAssign,
  driverRefusals,
  expiresSoon,
  isExpiredOn,
  normalisePlate,
  vehicleRefusals,
} from './rules.ts';

describe('normalisePlate', () => {
  it('writes a typed plate the one stored way', () => {
    expect(normalisePlate('b 1234 xyz')).toBe('B 1234 XYZ');
    expect(normalisePlate('B1234XYZ')).toBe('B 1234 XYZ');
    expect(normalisePlate('  ab   12 ')).toBe('AB 12');
  });

  it('refuses what is not a plate', () => {
    expect(normalisePlate('1234 B')).toBeNull();
    expect(normalisePlate('B 12345 X')).toBeNull();
    expect(normalisePlate('ABC 1 X')).toBeNull();
  });
});

describe('expiry dates', () => {
  it('hold through the expiry day and lapse the day after', () => {
    expect(isExpiredOn('2026-12-01', '2026-12-01')).toBe(false);
    expect(isExpiredOn('2026-12-01', '2026-12-02')).toBe(true);
    expect(isExpiredOn(null, '2026-12-02')).toBe(false);
  });

  it('are listed when they end within 30 days', () => {
    expect(expiresSoon('2026-12-23', '2026-11-23')).toBe(true);
    expect(expiresSoon('2026-12-24', '2026-11-23')).toBe(false);
    expect(expiresSoon('2026-11-22', '2026-11-23')).toBe(false);
  });
});

describe('assignmentRefusals', () => {
  const vehicle = {
    capacityKg: 4_000,
    b3PermitExpiresOn: '2026-12-10',
    registrationExpiresOn: '2027-05-01',
    roadworthinessExpiresOn: '2027-01-15',
  };
  const driver = { licenceExpiresOn: '2028-03-01', b3TrainingExpiresOn: '2027-02-01' };
  const journey = {
    plannedOn: '2026-12-01',
    plannedQuantityKg: 1_200,
    carriesB3: true,
    vehicleBusy: false,
    driverBusy: false,
  };

  it('accepts a free vehicle and driver with room and valid papers', () => {
    expect(assignmentRefusals(vehicle, driver, journey)).toEqual([]);
  });

  it('names every reason at once', () => {
    expect(
      assignmentRefusals(vehicle, driver, {
        ...journey,
        plannedOn: '2026-12-11',
        plannedQuantityKg: 4_500,
        vehicleBusy: true,
        driverBusy: true,
      }),
    ).toEqual(['vehicleBusy', 'overCapacity', 'permitExpired', 'driverBusy']);
    expect(
      assignmentRefusals(
        { ...vehicle, registrationExpiresOn: '2026-11-30', roadworthinessExpiresOn: '2026-11-30' },
        { licenceExpiresOn: '2026-11-30', b3TrainingExpiresOn: null },
        journey,
      ),
    ).toEqual(['registrationExpired', 'roadworthinessExpired', 'licenceExpired', 'trainingExpired']);
  });

  it('checks the papers only for journeys with B3 waste', () => {
    const lapsed = { ...vehicle, b3PermitExpiresOn: null, registrationExpiresOn: '2026-01-01' };
    expect(assignmentRefusals(lapsed, driver, { ...journey, carriesB3: false })).toEqual([]);
  });

  it('gives each vehicle and each driver its own reasons, as the assign dialog lists them', () => {
    expect(vehicleRefusals({ ...vehicle, b3PermitExpiresOn: null }, journey)).toEqual(['permitExpired']);
    expect(vehicleRefusals(vehicle, { ...journey, plannedQuantityKg: 4_001 })).toEqual(['overCapacity']);
    expect(driverRefusals(driver, { ...journey, driverBusy: true })).toEqual(['driverBusy']);
    expect(
      driverRefusals({ ...driver, b3TrainingExpiresOn: null }, { ...journey, carriesB3: false }),
    ).toEqual([]);
  });
});

describe('canAssign', () => {
  it('allows choosing a vehicle and driver only on a running journey not yet picked up', () => {
    expect(canAssign({ status: 'active', stage: 'scheduled' })).toBe(true);
    expect(canAssign({ status: 'active', stage: 'pickup' })).toBe(false);
    expect(canAssign({ status: 'cancelled', stage: 'scheduled' })).toBe(false);
  });
});
