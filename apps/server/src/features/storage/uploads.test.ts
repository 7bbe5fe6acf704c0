import { translate } from '@sirkula/domain/shared/i18n';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { docxFile, exeFile, jpegFile, pdfFile, pngFile, zipFile } from './test-files.ts';
import {
  type CheckedUpload,
  checkUpload,
  cleanFileName,
  DOCUMENT_KINDS,
  DOCUMENT_OR_WORD_KINDS,
  FileTooLarge,
  MEGABYTE,
} from './uploads.ts';

const maxBytes = 10 * MEGABYTE;

async function refusal(promise: Promise<CheckedUpload>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return error;
}

describe('checkUpload', () => {
  it('recognises PDF, JPEG and PNG by their content', async () => {
    const cases = [
      { data: pdfFile(), fileName: 'Izin Lingkungan.pdf', contentType: 'application/pdf' },
      { data: jpegFile(), fileName: 'scan.JPEG', contentType: 'image/jpeg' },
      { data: pngFile(), fileName: 'foto.png', contentType: 'image/png' },
    ];
    for (const { data, fileName, contentType } of cases) {
      const checked = await checkUpload({ data, fileName, accept: DOCUMENT_KINDS, maxBytes });
      expect(checked).toMatchObject({ contentType, name: fileName });
    }
  });

  it('trusts the bytes, not the name', async () => {
    const checked = await checkUpload({
      data: pngFile(),
      fileName: 'surat.pdf',
      accept: DOCUMENT_KINDS,
      maxBytes,
    });
    expect(checked).toMatchObject({ contentType: 'image/png', name: 'surat.pdf.png' });

    const error = await refusal(
      checkUpload({ data: exeFile(), fileName: 'izin.pdf', accept: DOCUMENT_KINDS, maxBytes }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'FILE_TYPE_NOT_ALLOWED',
      messageKey: 'storage.typeNotAllowed',
    });
    expect(translate('en', error.messageKey)).toBe('Only PDF, JPEG or PNG files are accepted.');
  });

  it('accepts DOCX only where asked for, and no other zip', async () => {
    const refused = await refusal(
      checkUpload({ data: docxFile(), fileName: 'formulir.docx', accept: DOCUMENT_KINDS, maxBytes }),
    );
    expect(refused.messageKey).toBe('storage.typeNotAllowed');

    const checked = await checkUpload({
      data: docxFile(),
      fileName: 'formulir.docx',
      accept: DOCUMENT_OR_WORD_KINDS,
      maxBytes,
    });
    expect(checked.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(checked.name).toBe('formulir.docx');

    const zip = await refusal(
      checkUpload({ data: zipFile(), fileName: 'formulir.docx', accept: DOCUMENT_OR_WORD_KINDS, maxBytes }),
    );
    expect(zip.messageKey).toBe('storage.typeNotAllowedWithDocx');
    expect(translate('id', zip.messageKey)).toBe('Hanya berkas PDF, JPEG, PNG, atau DOCX yang diterima.');

    const pdf = await refusal(
      checkUpload({ data: pdfFile(), fileName: 'logo.png', accept: ['png', 'jpeg'], maxBytes }),
    );
    expect(translate('en', pdf.messageKey)).toBe('Only JPEG or PNG images are accepted.');
  });

  it('refuses files over the limit and empty files', async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(maxBytes)]);
    const error = await refusal(
      checkUpload({ data: big, fileName: 'big.pdf', accept: DOCUMENT_KINDS, maxBytes }),
    );
    expect(error).toBeInstanceOf(FileTooLarge);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', values: { limit: '10' } });
    expect(translate('en', error.messageKey, { limit: '10' })).toBe('The file is larger than 10 MB.');

    const empty = await refusal(
      checkUpload({ data: Buffer.alloc(0), fileName: 'a.pdf', accept: DOCUMENT_KINDS, maxBytes }),
    );
    expect(empty).toMatchObject({ status: 400, code: 'FILE_EMPTY' });
  });
});

describe('cleanFileName', () => {
  it('keeps a readable name and its real extension', () => {
    expect(cleanFileName('Laporan Triwulan 3.pdf', 'pdf')).toBe('Laporan Triwulan 3.pdf');
    expect(cleanFileName('Foto.JPG', 'jpg')).toBe('Foto.JPG');
    expect(cleanFileName('Foto.jpeg', 'jpg')).toBe('Foto.jpeg');
    expect(cleanFileName('Dokumen Ãmdal — ñ.pdf', 'pdf')).toBe('Dokumen Ãmdal — ñ.pdf');
  });

  it('strips folders from both kinds of path', () => {
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\dewi\\izin.pdf', 'pdf')).toBe('izin.pdf');
  });

  it('removes control and direction-changing characters and characters Windows forbids', () => {
    expect(cleanFileName('a\u0000b\nc\u202Efdp.exe', 'pdf')).toBe('abcfdp.exe.pdf');
    expect(cleanFileName('what?<is>"this"*.pdf', 'pdf')).toBe('what__is__this__.pdf');
  });

  it('gives a name to nameless or reserved files and keeps long names short', () => {
    expect(cleanFileName('', 'png')).toBe('file.png');
    expect(cleanFileName('...', 'png')).toBe('file.png');
    expect(cleanFileName('.pdf', 'pdf')).toBe('file.pdf');
    expect(cleanFileName('CON.pdf', 'pdf')).toBe('_CON.pdf');
    expect(cleanFileName(`${'a'.repeat(500)}.pdf`, 'pdf')).toBe(`${'a'.repeat(120)}.pdf`);
  });
});
