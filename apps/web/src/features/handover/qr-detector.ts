import type { BarcodeDetector } from 'barcode-detector/ponyfill';

export type QrDetector = Pick<BarcodeDetector, 'detect'>;

/** The camera is what scanning needs: where the browser has no detector, the polyfill reads the code. */
export function canScan(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: typeof BarcodeDetector }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats();
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

/**
 * The browser's own QR reader (Chrome on Android), else the ZXing polyfill with its WebAssembly file
 * from our own server: the library would fetch it from a CDN, which phones behind a customer's
 * network, or a self-hosted install, may not reach. Both load only when someone scans.
 */
export async function qrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const [{ BarcodeDetector: Polyfill, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Compiled now, so a refusal (no WebAssembly, or a Content-Security-Policy without
  // 'wasm-unsafe-eval') is said at once rather than failing on every frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new Polyfill({ formats: ['qr_code'] });
}
