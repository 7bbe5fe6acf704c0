import { expect, test } from './fixtures.ts';

test('a visitor in Indonesian finds the office, sends the contact form and sees the thank-you', async ({
  page,
}) => {
  await page.goto('/public/contact');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.getByRole('heading', { name: 'Hubungi kami', level: 1 })).toBeVisible();
  // The office's details from the settings, its hours judged in WIB, its map and a WhatsApp link.
  await expect(page.getByText('Senin–Jumat, 09.00–17.00 WIB', { exact: true })).toBeVisible();
  await expect(page.getByText(/^(Buka|Tutup) sekarang$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat lewat WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/628\d+$/,
  );
  await expect(page.getByRole('img', { name: 'Peta lokasi kantor kami' })).toBeVisible();

  const form = page.locator('form');
  await form.getByLabel(/^Nama/).fill('Rina Susanti');
  await form.getByLabel(/^Perusahaan/).fill('PT Pangan Segar Nusantara');
  await form.getByLabel(/^E-mail/).fill(`rina.${Date.now()}@pangansegar.co.id`);
  await form.getByLabel(/^Telepon/).fill('0812 3456 0011');
  await form.getByLabel(/^Pesan/).fill('Hai');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(form.getByText('Tulis paling sedikit 10 karakter.')).toBeVisible();

  await form
    .getByLabel(/^Pesan/)
    .fill('Pabrik kami di Cikarang menghasilkan sekitar 3 ton limbah B3 per bulan. Mohon info tarifnya.');
  await page.locator('altcha-widget').getByText('Saya bukan robot').click();
  await expect(page.locator('altcha-widget').getByText('Terverifikasi')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByRole('heading', { name: 'Terima kasih' })).toBeVisible();
  await expect(page.getByText(/Pesan Anda sudah kami terima/)).toBeVisible();
});
