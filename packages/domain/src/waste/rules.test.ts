import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_NUMBER } from './numbers.ts';
import {
  acceptsPickups,
  awaitsConfirmation,
  canCancel,
  canPrintLabel,
  canTransition,
  earliestPickupDate,
  exceedsPeriodLimit,
  missingDatesRefusal,
  missingPickupDates,
  needsReconfirmation,
  pickupProblemMessages,
  pickupProblems,
  pickupRequestInput,
  quantityFitsUnit,
  quantityUnitMessage,
  registrationNumber,
  transactionNumber,
  WASTE_STATUSES,
  type WasteActor,
} from './rules.ts';

describe('earliestPickupDate (12:00 WIB cutoff)', () => {
  it('gives the next day until 11:59:59 WIB and two days later from 12:00:00 WIB', () => {
    expect(earliestPickupDate(new Date('2026-11-22T04:59:59Z'))).toBe('2026-11-23');
    expect(earliestPickupDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-24');
    // 16:30 UTC is 23:30 WIB on the same day: after the cutoff.
    expect(earliestPickupDate(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-24');
    // 00:30 WIB on the 23rd is 17:30 UTC on the 22nd.
    expect(earliestPickupDate(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-24');
  });

  const script = `import { earliestPickupDate } from '../packages/domain/src/waste/rules.ts';
    console.log(earliestPickupDate(new Date('2026-11-22T04:59:59Z')), earliestPickupDate(new Date('2026-11-22T05:00:00Z')));`;
  for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`answers the same in a process running in ${zone}`, () => {
      const output = execFileSync('npx', ['tsx', '--eval', script], {
        env: { ...process.env, TZ: zone },
        cwd: new URL('../../..', import.meta.url).pathname,
        encoding: 'utf8',
      });
      expect(output.trim().split('\n').at(-1)).toBe('2026-11-23 2026-11-24');
      // Starting a TypeScript process takes seconds on a busy 2-core machine.
    }, 30_000);
  }
});

describe('waste status transitions', () => {
  const allowed: Record<WasteActor, string[]> = {
    customer: ['drafted>waiting', 'drafted>cancelled', 'waiting>cancelled'],
    partner: [
      'journeyAssigned>onProgress',
      'onProgress>partiallyDelivered',
      'onProgress>delivered',
      'partiallyDelivered>delivered',
    ],
    internal: [
      'drafted>waiting',
      'drafted>cancelled',
      'waiting>cancelled',
      'waiting>journeyAssigned',
      'journeyAssigned>waiting',
      'journeyAssigned>cancelled',
      'journeyAssigned>onProgress',
      'onProgress>partiallyDelivered',
      'onProgress>delivered',
      'partiallyDelivered>delivered',
    ],
  };
  for (const actor of ['customer', 'partner', 'internal'] as const) {
    for (const from of WASTE_STATUSES) {
      for (const to of WASTE_STATUSES) {
        const expected = allowed[actor].includes(`${from}>${to}`);
        it(`${actor}: ${from} → ${to} ${expected ? 'allowed' : 'refused'}`, () => {
          expect(canTransition(from, to, actor)).toBe(expected);
        });
      }
    }
  }

  it('lets customers cancel only drafted or waiting records, staff also journey-assigned ones', () => {
    expect(WASTE_STATUSES.filter((status) => canCancel(status, 'customer'))).toEqual(['drafted', 'waiting']);
    expect(WASTE_STATUSES.filter((status) => canCancel(status, 'internal'))).toEqual([
      'drafted',
      'waiting',
      'journeyAssigned',
    ]);
    expect(canCancel('onProgress', 'customer')).toBe(false);
  });
});

describe('numbers', () => {
  it('makes readable registration and transaction numbers', () => {
    const number = registrationNumber(new Uint8Array([0, 1, 2, 31, 32, 200, 255, 17]));
    expect(number).toBe('SRK-012Z-08ZH');
    expect(REGISTRATION_NUMBER.test(number)).toBe(true);
    expect(transactionNumber(123, '2026-11-22')).toBe('WST-2026-000123');
  });
});

const request = {
  contractId: '4b8f7a3e-3c1d-4f7e-9a55-0d2f6f4c9b11',
  type: 'b3',
  subType: 'generalIndustry',
  wasteCode: 'b105D',
  quantity: 120.5,
  pickupAddress: 'Jl. Industri Raya Blok C3 No. 12, Bekasi',
  packaging: 'drum',
  generatedOn: '2026-11-01',
  requestedPickupDate: '2026-11-24',
  timeWindow: 'morning',
  acknowledged: true,
} as const;

describe('pickupRequestInput', () => {
  it('normalises the B3 code and keeps the sub-type', () => {
    expect(pickupRequestInput.parse(request)).toMatchObject({
      wasteCode: 'B105d',
      subType: 'generalIndustry',
    });
  });

  it('needs a well-formed code for B3 waste and a fitting sub-type', () => {
    const result = pickupRequestInput.safeParse({ ...request, wasteCode: 'Z999', subType: 'sharpObjects' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'waste.validation.subType',
      'waste.validation.wasteCode',
    ]);
  });

  it('drops the code and sub-type where they do not apply', () => {
    expect(pickupRequestInput.parse({ ...request, type: 'nonB3' })).toMatchObject({
      wasteCode: null,
      subType: null,
    });
  });

  it('names all missing dates together', () => {
    const parsed = pickupRequestInput.parse({ ...request, generatedOn: '', requestedPickupDate: null });
    expect(missingPickupDates(parsed)).toEqual(['generatedOn', 'requestedPickupDate']);
  });
});

describe('pickupProblems', () => {
  const contract = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const morning = new Date('2026-11-22T02:00:00Z');
  it('refuses a date before the earliest one and a missing acknowledgement', () => {
    expect(
      pickupProblems(
        { ...request, requestedPickupDate: '2026-11-22', acknowledged: false },
        contract,
        morning,
      ),
    ).toEqual([
      { field: 'requestedPickupDate', reason: 'tooEarly', earliest: '2026-11-23' },
      { field: 'acknowledged', reason: 'required' },
    ]);
  });

  it('refuses a pickup after the contract ends and waste generated in the future', () => {
    expect(
      pickupProblems(
        { ...request, requestedPickupDate: '2027-01-04', generatedOn: '2026-11-30' },
        contract,
        morning,
      ),
    ).toEqual([
      { field: 'requestedPickupDate', reason: 'outsideContract' },
      { field: 'generatedOn', reason: 'future' },
    ]);
    expect(pickupProblems(request, contract, morning)).toEqual([]);
  });
});

describe('pickup problem messages', () => {
  it('names the earliest date beside a pickup asked too early, and each other problem by its key', () => {
    expect(
      pickupProblemMessages([
        { field: 'requestedPickupDate', reason: 'tooEarly', earliest: '2026-11-23' },
        { field: 'generatedOn', reason: 'future' },
        { field: 'acknowledged', reason: 'required' },
      ]),
    ).toEqual({
      requestedPickupDate: { key: 'waste.validation.tooEarly', values: { date: { date: '2026-11-23' } } },
      generatedOn: 'waste.validation.future',
      acknowledged: 'waste.validation.acknowledged',
    });
    expect(pickupProblemMessages([{ field: 'requestedPickupDate', reason: 'outsideContract' }])).toEqual({
      requestedPickupDate: 'waste.validation.outsideContract',
    });
  });

  it('names every missing date under one heading and beside its field', () => {
    expect(missingDatesRefusal(['generatedOn', 'requestedPickupDate'])).toEqual({
      message: 'waste.validation.requiredDates',
      lines: ['waste.dates.generatedOn', 'waste.dates.requestedPickupDate'],
      fields: {
        generatedOn: 'waste.validation.dateRequired',
        requestedPickupDate: 'waste.validation.dateRequired',
      },
    });
  });

  it('asks for whole bins, and for a positive quantity in kilograms', () => {
    expect(quantityUnitMessage('bin')).toBe('waste.validation.wholeBins');
    expect(quantityUnitMessage('kg')).toBe('waste.validation.quantity');
  });
});

describe('waste rules', () => {
  it('counts bins whole and kilograms to two decimals', () => {
    expect(quantityFitsUnit('bin', 3)).toBe(true);
    expect(quantityFitsUnit('bin', 1.5)).toBe(false);
    expect(quantityFitsUnit('kg', 12.25)).toBe(true);
    expect(quantityFitsUnit('kg', 12.255)).toBe(false);
    expect(quantityFitsUnit('kg', 0)).toBe(false);
  });

  it('compares the period limit in hundredths', () => {
    expect(exceedsPeriodLimit(0.1, 0.2, 0.3)).toBe(false);
    expect(exceedsPeriodLimit(200, 150, 300)).toBe(true);
    expect(exceedsPeriodLimit(150, 150, 300)).toBe(false);
  });

  it('takes pickups only on an active contract that has not ended', () => {
    expect(acceptsPickups({ status: 'active', endDate: '2026-11-22' }, '2026-11-22')).toBe(true);
    expect(acceptsPickups({ status: 'active', endDate: '2026-11-21' }, '2026-11-22')).toBe(false);
    expect(acceptsPickups({ status: 'draft', endDate: '2027-01-01' }, '2026-11-22')).toBe(false);
  });

  it('confirms a waiting request once, and again after its plan changes', () => {
    expect(awaitsConfirmation({ status: 'waiting', confirmedAt: null })).toBe(true);
    expect(awaitsConfirmation({ status: 'waiting', confirmedAt: '2026-11-22T03:00:00Z' })).toBe(false);
    expect(awaitsConfirmation({ status: 'drafted', confirmedAt: null })).toBe(false);
    expect(awaitsConfirmation({ status: 'journeyAssigned', confirmedAt: null })).toBe(false);
    const plan = { requestedPickupDate: '2026-11-25', timeWindow: 'morning', quantity: 100 };
    expect(needsReconfirmation(plan, { ...plan })).toBe(false);
    expect(needsReconfirmation(plan, { ...plan, quantity: 120 })).toBe(true);
    expect(needsReconfirmation(plan, { ...plan, requestedPickupDate: '2026-11-26' })).toBe(true);
  });

  it('prints labels for records that are or were on their way', () => {
    expect(canPrintLabel('waiting')).toBe(true);
    expect(canPrintLabel('delivered')).toBe(true);
    expect(canPrintLabel('drafted')).toBe(false);
    expect(canPrintLabel('cancelled')).toBe(false);
  });
});
