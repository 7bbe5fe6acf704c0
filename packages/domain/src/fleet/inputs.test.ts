import { describe, expect, it } from 'vitest';
import { dispatchQuery, driverInput, listVehiclesQuery, vehicleInput } from './inputs.ts';

const vehicle = {
  plate: 'b1234xyz',
  type: 'truck',
  capacityKg: 8000,
  registrationExpiresOn: '2027-01-31',
};

/** The first message of each field, as the forms and the API show them. */
function messages(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('vehicleInput', () => {
  it('stores the plate normalised and empty documents as none', () => {
    const parsed = vehicleInput.parse({ ...vehicle, b3PermitNumber: '  ', roadworthinessExpiresOn: '' });
    expect(parsed).toMatchObject({
      plate: 'B 1234 XYZ',
      b3PermitNumber: null,
      roadworthinessExpiresOn: null,
      active: true,
    });
  });

  it('names a bad plate, a capacity that is not a whole positive number, and an impossible date', () => {
    const result = vehicleInput.safeParse({
      ...vehicle,
      plate: 'B 12345',
      capacityKg: 12.5,
      b3PermitExpiresOn: '2026-02-30',
    });
    expect(messages(result)).toEqual({
      plate: 'fleet.validation.plate',
      capacityKg: 'fleet.validation.capacity',
      b3PermitExpiresOn: 'fleet.validation.date',
    });
  });
});

describe('driverInput', () => {
  it('normalises the phone and requires the licence expiry', () => {
    const base = {
      name: 'Agus Salim',
      phone: '0812-3456-7890',
      licenceNumber: '1234 5678',
      licenceClass: 'B1Umum',
    };
    expect(driverInput.parse({ ...base, licenceExpiresOn: '2028-01-01' })).toMatchObject({
      phone: '+6281234567890',
      userId: null,
    });
    expect(messages(driverInput.safeParse({ ...base, licenceExpiresOn: '' }))).toEqual({
      licenceExpiresOn: 'validation.required',
    });
  });
});

describe('list and board queries', () => {
  it('read the active filter from the query string and require a real day', () => {
    expect(listVehiclesQuery.parse({ active: 'false' }).active).toBe(false);
    expect(listVehiclesQuery.parse({}).active).toBeUndefined();
    expect(dispatchQuery.safeParse({ day: '2026-13-01' }).success).toBe(false);
  });
});
