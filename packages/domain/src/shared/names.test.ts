import { describe, expect, it } from 'vitest';
import { sortableName } from './names.ts';

describe('sortableName', () => {
  it('sorts a name by itself, ignoring case and extra spaces', () => {
    expect(sortableName('Budi Santoso')).toBe('budi santoso');
    expect(sortableName('  Siti   Nurhaliza ')).toBe('siti nurhaliza');
  });

  it('ignores the titles before an Indonesian name, however they are written', () => {
    expect(sortableName('dr. Andi Wijaya')).toBe('andi wijaya');
    expect(sortableName('drg. Melati Putri')).toBe('melati putri');
    expect(sortableName('drh. Bayu Aji')).toBe('bayu aji');
    expect(sortableName('Dr. Siti Aminah')).toBe('siti aminah');
    expect(sortableName('DR Siti Aminah')).toBe('siti aminah');
    expect(sortableName('Drs. Hartono')).toBe('hartono');
    expect(sortableName('Dra. Ratna Sari')).toBe('ratna sari');
    expect(sortableName('Dra Ratna Sari')).toBe('ratna sari');
    expect(sortableName('Ir. Hendra Gunawan')).toBe('hendra gunawan');
    expect(sortableName('Hj. Nur Aini')).toBe('nur aini');
    expect(sortableName('Hajjah Nur Aini')).toBe('nur aini');
    expect(sortableName('Haji Agus Salim')).toBe('agus salim');
    expect(sortableName('KH. Ahmad Dahlan')).toBe('ahmad dahlan');
    expect(sortableName('K.H. Ahmad Dahlan')).toBe('ahmad dahlan');
  });

  it('ignores several titles in a row', () => {
    expect(sortableName('Prof. Dr. Ir. Bambang Susilo')).toBe('bambang susilo');
    expect(sortableName('Prof. dr. Lestari Handayani')).toBe('lestari handayani');
  });

  it('ignores the degrees after the comma', () => {
    expect(sortableName('Andi Wijaya, S.T.')).toBe('andi wijaya');
    expect(sortableName('Rina Kusuma, S.E., M.M.')).toBe('rina kusuma');
    expect(sortableName('dr. Ratna Dewi, Sp.PD.')).toBe('ratna dewi');
    expect(sortableName('dr. Yusuf Hakim, Sp.A(K)')).toBe('yusuf hakim');
    expect(sortableName('dr. Taufik Ismail, Sp.PD-KGEH')).toBe('taufik ismail');
    expect(sortableName('Eko Prasetyo, S.Kom, M.Kes.')).toBe('eko prasetyo');
    expect(sortableName('Maya Sari, SE, MBA')).toBe('maya sari');
    expect(sortableName('Maya Sari, Ph.D.')).toBe('maya sari');
    expect(sortableName('Maya Sari,')).toBe('maya sari');
  });

  it('keeps what may be part of the name itself', () => {
    // One letter may be an initial as well as H. (Haji) or R. (Raden).
    expect(sortableName('H. Muhammad Yamin')).toBe('h. muhammad yamin');
    expect(sortableName('R. Soeprapto')).toBe('r. soeprapto');
    // Words that only start like a title.
    expect(sortableName('Drajat Santoso')).toBe('drajat santoso');
    expect(sortableName('Irawan Hadi')).toBe('irawan hadi');
    expect(sortableName('Haryanto')).toBe('haryanto');
    // A name written surname first is not a degree.
    expect(sortableName('Wijaya, Andi')).toBe('wijaya, andi');
    // A name that is only a title still has a key.
    expect(sortableName('Dr.')).toBe('dr.');
  });

  it('puts titled names under their first letter', () => {
    const names = ['Hj. Citra Lestari, S.E.', 'Budi Santoso', 'dr. Andi Wijaya', 'Dedi Kurniawan'];
    expect(names.sort((a, b) => sortableName(a).localeCompare(sortableName(b)))).toEqual([
      'dr. Andi Wijaya',
      'Budi Santoso',
      'Hj. Citra Lestari, S.E.',
      'Dedi Kurniawan',
    ]);
  });
});
