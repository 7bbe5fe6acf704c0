/** Long enough a side to read a drum's label on the photo; a phone's 12 MP photo is ten times this. */
const MAX_SIDE = 1600;
const QUALITY = 0.82;

/**
 * A photo as JPEG of at most MAX_SIDE pixels a side: smaller to keep on the phone while offline and to
 * send over a weak signal, and JPEG whatever the camera wrote (the server takes JPEG and PNG). A photo
 * the browser cannot decode is kept as it is, for the server to judge.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return jpeg ?? file;
  } catch {
    return file;
  }
}
