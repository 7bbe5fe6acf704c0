import { describe, expect, it } from 'vitest';
import { photoJpeg, signaturePng } from '../../seed/images.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { sampleProof, sampleRouteMap } from './proof-of-delivery.sample.ts';
import { type ProofOfDelivery, proofOfDeliveryPdf } from './proof-of-delivery.ts';

const photos = [photoJpeg(64, 48, 1), photoJpeg(64, 48, 2), photoJpeg(48, 64, 3)];
const proof = sampleProof({ photos, signature: signaturePng() });

async function render(data: ProofOfDelivery, language: 'en' | 'id') {
  const pdf = await proofOfDeliveryPdf(data, language);
  return { pdf, text: pdfText(pdf) };
}

describe('proof of delivery PDF', () => {
  it('shows the journey, both parties, the fleet and each record with sent, received and the shortfall', async () => {
    const { pdf, text } = await render(proof, 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text).toContain('Proof of delivery');
    expect(text).toContain('JRN-2026-000123');
    expect(text).toContain('Transporter PT Angkut Hijau Sejahtera');
    expect(text).toContain('Receiver PT Olah Limbah Cileungsi');
    expect(text).toContain('B 9123 KXT · Box truck');
    expect(text).toContain('Slamet Riyadi · +62 813-1000-2002');
    expect(text).toContain(
      'WR-2026-004711 PT Kimia Farma Cikarang Hazardous (B3) (A102d) 1,250 kg 1,240.5 kg 1,228 kg -12.5 kg',
    );
    expect(text).toContain(
      'WR-2026-004712 RS Mitra Keluarga Bekasi Medical 12 bin 12 bin 12 bin 0 bin Delivered',
    );
  });

  it('draws the route with a numbered legend of the pickups and the receiver', async () => {
    const { text } = await render(proof, 'en');
    expect(text).toContain('Route');
    expect(text).toContain('1 Pickup: PT Kimia Farma Cikarang');
    expect(text).toContain('2 Pickup: RS Mitra Keluarga Bekasi');
    expect(text).toContain('3 Receiver: PT Olah Limbah Cileungsi');
    expect(text).not.toContain('The phone sent no positions');
  });

  it('says so when no place of the journey is pinned', async () => {
    const { text } = await render(
      { ...proof, routeMap: { png: null, legend: [], straightLines: false } },
      'id',
    );
    expect(text).toContain('Belum ada lokasi perjalanan ini yang ditandai di peta.');
  });

  it('gives every event its time in WIB, whatever the UTC date', async () => {
    const { text } = await render(proof, 'en');
    // The pickup happened at 2026-11-23T18:30Z, which in Jakarta is already the 24th.
    expect(text).toContain('24 Nov 2026, 01:30 WIB Picked up Place: Cikarang · -6.30412, 107.16421');
    expect(text).toContain('Quantity: 1,240.5 kg');
    expect(text).toContain('Person in charge: Agus Prasetyo');
    expect(text).not.toContain('23 Nov 2026');
    expect(text).toContain('Generated on 25 Nov 2026, 16:00 WIB');
  });

  it('lists the events in the order they happened', async () => {
    const { text } = await render({ ...proof, events: [...proof.events].reverse() }, 'en');
    const times = ['20 Nov 2026, 10:12', '24 Nov 2026, 01:30', '24 Nov 2026, 09:05', '24 Nov 2026, 14:40'];
    const positions = times.map((time) => text.indexOf(time));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('speaks Indonesian to an Indonesian reader', async () => {
    const { text } = await render(proof, 'id');
    expect(text).toContain('Bukti serah terima');
    expect(text).toContain('Pengangkut PT Angkut Hijau Sejahtera');
    expect(text).toContain('Penerima PT Olah Limbah Cileungsi');
    expect(text).toContain('24 Nov 2026, 01.30 WIB Dijemput');
    expect(text).toContain('Penanggung jawab: Agus Prasetyo');
    expect(text).toContain('Terkirim sebagian');
    expect(text).toContain('1.250 kg 1.240,5 kg 1.228 kg -12,5 kg');
    expect(text).toContain('Jumlah: 1.240,5 kg');
    expect(text).toContain('Halaman 1 dari');
    expect(text).not.toContain('Proof of delivery');
  });

  it("shows a record's proof with that record and the journey's own events, not the other customers'", async () => {
    const scope = { kind: 'record', registrationNumber: 'WR-2026-004712' } as const;
    const { text } = await render({ ...proof, scope, routeMap: sampleRouteMap('bekasi') }, 'en');
    expect(text).toContain('Waste record WR-2026-004712 on journey JRN-2026-000123');
    expect(text).toContain('RS Mitra Keluarga Bekasi');
    expect(text).toContain('Journey planned');
    expect(text).toContain('Rina Handayani');
    expect(text).not.toContain('WR-2026-004711');
    expect(text).not.toContain('PT Kimia Farma Cikarang');
    expect(text).not.toContain('Agus Prasetyo');
  });

  it('embeds every photo and signature, and a photo it cannot show leaves a note instead of failing', async () => {
    const { pdf } = await render(proof, 'en');
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Filter \/DCTDecode/g)).toHaveLength(photos.length);
    // The three signatures and the route map keep their transparency: each comes with its soft mask.
    expect(raw.match(/\/SMask \d+ 0 R/g)).toHaveLength(4);

    const webp = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');
    const [created, pickup, ...rest] = proof.events;
    if (!created || !pickup) throw new Error('the sample has a pickup');
    const events = [created, { ...pickup, photos: [webp, ...photos] }, ...rest];
    const { text } = await render({ ...proof, events }, 'en');
    expect(text).toContain('This photo is in a format the PDF cannot show.');
  });
});
