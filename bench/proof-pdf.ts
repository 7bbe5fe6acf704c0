// Times the proof-of-delivery PDF of a journey whose pickup has 10 photos, at three photo sizes: as a
// phone takes them, downscaled to 1280 px, and as 320 px thumbnails. Run: npm run bench:proof
import { performance } from 'node:perf_hooks';
import { sampleProof } from '../apps/server/src/features/journeys/proof-of-delivery.sample.ts';
import { proofOfDeliveryPdf } from '../apps/server/src/features/journeys/proof-of-delivery.ts';
import { photoJpeg, signaturePng } from '../apps/server/src/seed/images.ts';
import { envCount, percentile } from './numbers.ts';

const PHOTOS = 10;
const RUNS = envCount('RUNS', 15);
const SIZES = [
  { label: 'phone photos 4032×3024', width: 4032, height: 3024 },
  { label: 'downscaled 1280×960', width: 1280, height: 960 },
  { label: 'thumbnails 320×240', width: 320, height: 240 },
];

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

for (const size of SIZES) {
  const photos = Array.from({ length: PHOTOS }, (_, index) => photoJpeg(size.width, size.height, index + 1));
  const proof = sampleProof({ photos, signature: signaturePng() });
  const photoBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  await proofOfDeliveryPdf(proof, 'en'); // warm-up: loads pdfmake, the fonts and the JIT
  const samples: number[] = [];
  let pdfBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    pdfBytes = (await proofOfDeliveryPdf(proof, run % 2 ? 'id' : 'en')).length;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${size.label}: ${PHOTOS} photos of ${megabytes(photoBytes / PHOTOS)} on average; ` +
      `median ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms ` +
      `over ${RUNS} runs; PDF ${megabytes(pdfBytes)}`,
  );
}
