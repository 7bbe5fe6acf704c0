import { describe, expect, it } from 'vitest';
import type { B3CodeEntry } from './b3-codes.ts';
import {
  csvCell,
  MANIFEST_CSV_COLUMNS,
  type ManifestContent,
  manifestAllowsPickup,
  manifestCsv,
  manifestGapMessage,
  manifestGaps,
  manifestMove,
  manifestStatusChoices,
  needsFestronikNumber,
  wasteCodeFacts,
  wibIso,
} from './rules.ts';

const party = (name: string) => ({
  id: name,
  name,
  npwp: '0123456789012000',
  address: 'Jl. Industri Raya No. 1',
  city: 'Bekasi',
  province: 'Jawa Barat',
});

const usedOil: B3CodeEntry = {
  code: 'B105d',
  category: 2,
  table: 1,
  name: { id: 'Minyak pelumas bekas', en: 'Used lubricating oil' },
  characteristics: ['flammable'],
  confidence: 'crossChecked',
  sources: 'S1',
  notes: null,
};

function manifest(overrides: Partial<ManifestContent> = {}): ManifestContent {
  return {
    journey: { id: 'j1', number: 'JRN-2026-000123', plannedOn: '2026-11-24' },
    festronikNumber: null,
    status: 'planned',
    sender: party('PT Maju Bersama Plastindo'),
    transporter: {
      ...party('PT Angkut Hijau Logistik'),
      transportRecommendationNumber: 'B-1234/PSLB3/PLB.3/2025',
      vehiclePlate: 'B 9123 KXT',
      vehiclePermitNumber: 'SK.512/PSLB3/PLB.3/2025',
      driverName: 'Slamet',
    },
    receiver: { ...party('PT Olah Limbah Prima'), b3LicenceNumber: 'SK.77/MENLHK/2024' },
    wastes: [
      {
        wasteRecordId: 'w1',
        registrationNumber: 'SRK-AAAA-BBBB',
        code: 'B105d',
        ...wasteCodeFacts('B105d', usedOil),
        characteristics: ['flammable'],
        characteristicsFromCode: true,
        physicalForm: 'liquid',
        packaging: 'drum',
        packageCount: 4,
        unit: 'kg',
        plannedQuantity: 1250,
        sentQuantity: 1240.5,
        receivedQuantity: null,
        loadingAddress: 'Gudang B3 Jl. Industri Raya',
        pickedUpAt: new Date('2026-11-23T18:30:00Z'),
        receivedAt: null,
      },
    ],
    ...overrides,
  };
}

describe('manifest status moves', () => {
  it('goes forward to any later status and back by one step only', () => {
    expect(manifestMove('planned', 'approvedBySender')).toBe('forward');
    expect(manifestMove('planned', 'carried')).toBe('forward');
    expect(manifestMove('carried', 'approvedByReceiver')).toBe('back');
    expect(manifestMove('carried', 'planned')).toBeNull();
    expect(manifestMove('reported', 'reported')).toBe('same');
    expect(manifestStatusChoices('approvedByReceiver')).toEqual([
      'approvedBySender',
      'approvedByReceiver',
      'carried',
      'reported',
    ]);
  });

  it('needs Festronik’s number from the sender’s approval on', () => {
    expect(needsFestronikNumber('planned')).toBe(false);
    expect(needsFestronikNumber('approvedBySender')).toBe(true);
  });
});

describe('pickup of B3 waste', () => {
  it('waits for a Festronik number unless staff said why it may go without one', () => {
    expect(manifestAllowsPickup(null)).toBe(false);
    expect(manifestAllowsPickup({ festronikNumber: null, overrideReason: null })).toBe(false);
    expect(manifestAllowsPickup({ festronikNumber: ' ', overrideReason: '' })).toBe(false);
    expect(manifestAllowsPickup({ festronikNumber: 'DEMO-0001', overrideReason: null })).toBe(true);
    expect(
      manifestAllowsPickup({ festronikNumber: null, overrideReason: 'Festronik is down; number follows' }),
    ).toBe(true);
  });
});

describe('the required-field check', () => {
  it('finds nothing missing on a complete manifest', () => {
    expect(manifestGaps(manifest())).toEqual([]);
  });

  it('names every missing field by party and by waste', () => {
    const [waste] = manifest().wastes;
    if (!waste) throw new Error('the sample has a waste');
    const gaps = manifestGaps(
      manifest({
        sender: { ...party('PT Tanpa NPWP'), npwp: null, address: ' ' },
        transporter: {
          ...party('PT Angkut'),
          address: null,
          transportRecommendationNumber: null,
          vehiclePlate: null,
          vehiclePermitNumber: null,
          driverName: null,
        },
        receiver: { ...party('PT Olah'), b3LicenceNumber: ' ' },
        wastes: [
          { ...waste, physicalForm: null, packageCount: null, characteristics: [] },
          { ...waste, registrationNumber: 'SRK-CCCC-DDDD', code: null, unit: 'bin' },
        ],
      }),
    );
    expect(gaps).toEqual([
      { part: 'sender', field: 'npwp', registrationNumber: null },
      { part: 'sender', field: 'address', registrationNumber: null },
      { part: 'transporter', field: 'address', registrationNumber: null },
      { part: 'transporter', field: 'transportRecommendation', registrationNumber: null },
      { part: 'transporter', field: 'vehiclePlate', registrationNumber: null },
      { part: 'transporter', field: 'driver', registrationNumber: null },
      { part: 'receiver', field: 'b3Licence', registrationNumber: null },
      { part: 'waste', field: 'characteristics', registrationNumber: 'SRK-AAAA-BBBB' },
      { part: 'waste', field: 'physicalForm', registrationNumber: 'SRK-AAAA-BBBB' },
      { part: 'waste', field: 'packageCount', registrationNumber: 'SRK-AAAA-BBBB' },
      { part: 'waste', field: 'wasteCode', registrationNumber: 'SRK-CCCC-DDDD' },
      { part: 'waste', field: 'weightUnit', registrationNumber: 'SRK-CCCC-DDDD' },
    ]);
    expect(manifestGapMessage(gaps[0] as (typeof gaps)[number])).toEqual({
      key: 'manifests.gaps.party',
      values: { part: { key: 'manifests.parts.sender' }, field: { key: 'manifests.fields.npwp' } },
    });
  });

  it('asks for the B3 permit of the vehicle named on it', () => {
    const content = manifest();
    const gaps = manifestGaps({
      ...content,
      transporter: { ...content.transporter, vehiclePermitNumber: null },
    });
    expect(gaps).toEqual([{ part: 'transporter', field: 'vehiclePermit', registrationNumber: null }]);
  });

  it('does not ask for the weights that come only at pickup and arrival', () => {
    const [waste] = manifest().wastes;
    if (!waste) throw new Error('the sample has a waste');
    const before = manifest({ wastes: [{ ...waste, sentQuantity: null, pickedUpAt: null }] });
    expect(manifestGaps(before)).toEqual([]);
  });
});

describe('what a code says', () => {
  it('names only listed codes and reads the category from the letter', () => {
    expect(wasteCodeFacts('B105d', usedOil)).toEqual({
      name: { en: 'Used lubricating oil', id: 'Minyak pelumas bekas' },
      category: 2,
    });
    expect(wasteCodeFacts('A337-1', null)).toEqual({ name: null, category: 1 });
    expect(wasteCodeFacts('A337-1', usedOil)).toEqual({ name: null, category: 1 });
    expect(wasteCodeFacts(null, null)).toEqual({ name: null, category: null });
  });
});

describe('the CSV', () => {
  it('has a header and one row per waste, dot decimals and WIB times', () => {
    const csv = manifestCsv(manifest({ festronikNumber: 'MNF/2026/001', status: 'approvedBySender' }));
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(MANIFEST_CSV_COLUMNS.join(','));
    expect(end).toBe('');
    const cells = row?.split(',') ?? [];
    const cell = (column: (typeof MANIFEST_CSV_COLUMNS)[number]) =>
      cells[MANIFEST_CSV_COLUMNS.indexOf(column)];
    expect(cell('festronik_number')).toBe('MNF/2026/001');
    expect(cell('status')).toBe('approvedBySender');
    expect(cell('waste_code')).toBe('B105d');
    expect(cell('waste_name_id')).toBe('Minyak pelumas bekas');
    expect(cell('category')).toBe('2');
    expect(cell('physical_form')).toBe('liquid');
    expect(cell('hazard_characteristics')).toBe('flammable');
    expect(cell('transport_recommendation_number')).toBe('B-1234/PSLB3/PLB.3/2025');
    expect(cell('vehicle_b3_permit')).toBe('SK.512/PSLB3/PLB.3/2025');
    expect(cell('receiver_b3_licence')).toBe('SK.77/MENLHK/2024');
    expect(cell('package_count')).toBe('4');
    expect(cell('planned_quantity')).toBe('1250');
    expect(cell('sent_quantity')).toBe('1240.5');
    expect(cell('received_quantity')).toBe('');
    expect(cell('picked_up_at')).toBe('2026-11-24T01:30:00+07:00');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Jl. Raya, No. 1')).toBe('"Jl. Raya, No. 1"');
    expect(csvCell('PT "Maju"')).toBe('"PT ""Maju"""');
    expect(csvCell('baris\nkedua')).toBe('"baris\nkedua"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-12', 'number')).toBe('-12');
    expect(wibIso(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T03:00:00+07:00');
  });
});
