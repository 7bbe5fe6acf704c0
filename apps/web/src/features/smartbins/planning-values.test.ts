import type { Bin } from '@sirkula/domain/smartbins/answers';
import { describe, expect, it } from 'vitest';
import {
  type ChosenBin,
  checkCollection,
  chooseBin,
  initialPlan,
  type PlanValues,
  splitErrors,
  toCollection,
} from './planning-values.ts';

const BIN_ID = '3f1b8f0e-8a3c-4c55-9a0e-2f6d1c9b7a01';
const OTHER_ID = '3f1b8f0e-8a3c-4c55-9a0e-2f6d1c9b7a02';
const PARTNER_ID = '3f1b8f0e-8a3c-4c55-9a0e-2f6d1c9b7a03';

const bin = (values: Partial<Bin>) =>
  ({
    id: BIN_ID,
    label: 'Gudang bahan baku',
    contractId: '3f1b8f0e-8a3c-4c55-9a0e-2f6d1c9b7a09',
    contractNumber: 'CTR-2026-0001',
    contractUnit: 'kg',
    contractWasteTypes: ['b3', 'nonB3'],
    ...values,
  }) as Bin;

const row = (values: Partial<ChosenBin>): ChosenBin => ({
  binId: BIN_ID,
  label: 'Gudang bahan baku',
  unit: 'kg',
  type: 'nonB3',
  quantity: 40,
  subType: '',
  wasteCode: '',
  ...values,
});

// 09:00 WIB on 28 November 2026: the earliest pickup is the next day.
const NOW = new Date('2026-11-28T02:00:00Z');
const plan: PlanValues = { ...initialPlan, requestedPickupDate: '2026-11-29', acknowledged: true };

describe('choosing bins for a collection', () => {
  it('starts a bin counted in bins at one bin, and one in kilograms empty, with its contract’s first stream', () => {
    expect(chooseBin(bin({ contractUnit: 'bin', contractWasteTypes: ['nonB3'] }))).toMatchObject({
      quantity: 1,
      type: 'nonB3',
      unit: 'bin',
    });
    expect(chooseBin(bin({}))).toMatchObject({ quantity: '', type: 'b3', subType: '' });
  });

  it('cannot choose a bin without a contract', () => {
    expect(chooseBin(bin({ contractId: null, contractUnit: null }))).toBeNull();
  });

  it('sends the B3 sub-type and code only for streams that have them, and the journey only when planned', () => {
    const input = toCollection(
      [row({ type: 'b3', subType: 'generalIndustry', wasteCode: 'B105d' }), row({ binId: OTHER_ID })],
      { ...plan, withJourney: true, transporterId: PARTNER_ID, receiverId: PARTNER_ID },
    );
    expect(input.pickups).toEqual([
      { binId: BIN_ID, quantity: 40, subType: 'generalIndustry', wasteCode: 'B105d' },
      { binId: OTHER_ID, quantity: 40, subType: null, wasteCode: null },
    ]);
    expect(input.journey).toEqual({ transporterId: PARTNER_ID, receiverId: PARTNER_ID });
    expect(toCollection([row({})], plan).journey).toBeNull();
  });
});

describe('checking a collection in the browser', () => {
  it('passes a complete one', () => {
    expect(checkCollection([row({})], plan, NOW)).toEqual({});
  });

  it('names each bin’s missing details under its index, as the server does', () => {
    const errors = checkCollection(
      [row({ quantity: '' }), row({ binId: OTHER_ID, type: 'b3', unit: 'bin', quantity: 1.5 })],
      plan,
      NOW,
    );
    expect(errors).toEqual({
      'pickups.0.quantity': 'waste.validation.quantity',
      'pickups.1.quantity': 'waste.validation.wholeBins',
      'pickups.1.subType': 'waste.validation.subType',
      'pickups.1.wasteCode': 'waste.validation.wasteCodeRequired',
    });
  });

  it('asks for bins, a date not too early, the acknowledgement and, when planned, the journey’s parties', () => {
    const errors = checkCollection(
      [],
      { ...initialPlan, requestedPickupDate: '2026-11-28', withJourney: true },
      NOW,
    );
    expect(errors).toMatchObject({
      pickups: 'smartbins.validation.chooseBins',
      requestedPickupDate: { key: 'waste.validation.tooEarly', values: { date: { date: '2026-11-29' } } },
      acknowledged: 'waste.validation.acknowledged',
      'journey.transporterId': 'journeys.validation.transporter',
      'journey.receiverId': 'journeys.validation.receiver',
    });
    expect(checkCollection([row({})], { ...plan, requestedPickupDate: '' }, NOW)).toEqual({
      requestedPickupDate: 'waste.validation.dateRequired',
    });
  });
});

describe('showing the server’s refusals', () => {
  it('puts a bin’s refusals beside its inputs and the collection’s beside its fields', () => {
    const chosen = [row({}), row({ binId: OTHER_ID })];
    expect(
      splitErrors(
        {
          'pickups.1.wasteCode': 'Enter the code',
          'pickups.0.binId': 'No contract',
          'pickups.0.pickupAddress': 'Too long',
          'pickups.1.requestedPickupDate': 'Outside the contract',
          'journey.receiverId': 'Choose the receiver',
        },
        chosen,
      ),
    ).toEqual({
      rows: { [OTHER_ID]: { wasteCode: 'Enter the code' }, [BIN_ID]: { binId: 'No contract' } },
      plan: { requestedPickupDate: 'Outside the contract', 'journey.receiverId': 'Choose the receiver' },
    });
  });
});
