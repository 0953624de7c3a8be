import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, completeSecondFactor, fixture, PERSONAL_DETAILS, see } from './support/journey';

// Issue 28, item 2: a phone's ordinary 12-megapixel photo, over the 5 MB
// limit, is scaled down in the browser before upload instead of refused; the
// original is never sent. Real server, real Chromium at phone width.
const kit = useBrowserTest();
let page: Page;
let memberName: string;
let photoPath: string;
const MB = 1024 * 1024;
// What the page asked upload URLs for: each file's declared type and size (DEPARTURES 14).
const declared: unknown[] = [];

beforeAll(async () => {
  const borrower = await borrowerOverHttp(kit.server.base, { until: 'registered' });
  memberName = borrower.fullName;
  const details = await borrower.client.call('POST', '/api/user/verification', PERSONAL_DETAILS);
  expect(details.status).toBe(200);
  page = await kit.signedInPage(borrower.client, { keep: true });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path === '/api/objects/upload') declared.push(request.postDataJSON());
  });
});

/**
 * A 4000 × 3000 JPEG at quality 1.0, as a phone's camera makes it: a
 * gradient with grain (a fixed seed, so every run draws the same photo),
 * drawn and encoded in the page's own canvas.
 */
async function twelveMegapixelPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const width = 4000;
    const height = 3000;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(width, height);
    let seed = 0x2026;
    for (let i = 0; i < image.data.length; i += 4) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const pixel = i / 4;
      const x = pixel % width;
      const y = Math.floor(pixel / width);
      const grain = (seed & 0x07) - 4;
      image.data[i] = (x / 16 + grain) & 0xff;
      image.data[i + 1] = (y / 12 + grain) & 0xff;
      image.data[i + 2] = ((x + y) / 28 - grain) & 0xff;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe('an ordinary phone photo at the ID upload', () => {
  it('offers the camera and the gallery on every card, each button 44 px tall', async () => {
    await page.goto('/verification');
    await see(page, 'Step 2 of 3');
    for (const card of ['Front of ID', 'Back of ID', 'Selfie with ID']) {
      const group = page.getByRole('group', { name: card });
      for (const name of ['Take a photo', 'Choose from gallery']) {
        const box = await group.getByRole('button', { name }).boundingBox();
        expect(box?.height, `${card}: ${name}`).toBe(44);
      }
      await expect(page.getByLabel(`${card}: Take a photo`).getAttribute('capture')).resolves.toBe('environment');
      await expect(page.getByLabel(`${card}: Choose from gallery`).getAttribute('capture')).resolves.toBeNull();
    }
  });

  it('scales a 12-megapixel JPEG of more than 5 MB to 2,000 px and uploads it, never the original', async () => {
    const photo = await twelveMegapixelPhoto(page);
    expect(photo.byteLength).toBeGreaterThan(5 * MB);
    expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // From a file on disk, as a phone's camera hands it over (a buffer this big is slow to pass to the browser).
    photoPath = join(mkdtempSync(join(tmpdir(), 'id-photo-')), 'IMG_20261127_0930.jpg');
    writeFileSync(photoPath, photo);
    await page.getByLabel('Front of ID: Take a photo').setInputFiles(photoPath);
    await page.getByLabel('Back of ID: Choose from gallery').setInputFiles(fixture('id-back.png'));
    await page.getByLabel('Selfie with ID: Choose from gallery').setInputFiles(fixture('selfie.png'));
    const front = page.getByRole('group', { name: 'Front of ID' });
    await front.getByRole('img', { name: 'Preview of Front of ID' }).waitFor();
    // The photo is kept as a JPEG under its own name; no refusal on the card.
    await expect(front.getByText('IMG_20261127_0930.jpg').count()).resolves.toBe(1);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await see(page, 'Step 3 of 3', 20_000);

    // The upload URL was asked for the scaled JPEG, not the original.
    expect(declared).toHaveLength(3);
    const [frontDeclared] = declared as Array<{ contentType: string; size: number }>;
    expect(frontDeclared?.contentType).toBe('image/jpeg');
    expect(frontDeclared?.size).toBeLessThan(5 * MB);

    // Read back through the API: the stored front of the ID is a JPEG of at most 2,000 px on its long side, under 5 MB.
    const stored = await page.evaluate(async () => {
      const documents = (await (await fetch('/api/documents')).json()) as Array<{ type: string; filename: string; size: number }>;
      const frontRecord = documents.find((document) => document.type === 'front_id');
      if (!frontRecord) throw new Error('no front_id document');
      const url = frontRecord.filename.startsWith('/objects/') ? frontRecord.filename : `/uploads/${frontRecord.filename}`;
      const response = await fetch(url);
      const blob = await response.blob();
      const head = [...new Uint8Array(await blob.slice(0, 3).arrayBuffer())];
      const bitmap = await createImageBitmap(blob);
      return { status: response.status, recordedSize: frontRecord.size, bytes: blob.size, head, width: bitmap.width, height: bitmap.height };
    });
    expect(stored.status).toBe(200);
    expect(stored.head).toEqual([0xff, 0xd8, 0xff]);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 2000, height: 1500 });
    expect(stored.bytes).toBeLessThan(5 * MB);
    expect(stored.recordedSize).toBe(stored.bytes);
    // What was stored is what the upload URL was asked for: the scaled photo.
    expect(stored.bytes).toBe(frontDeclared?.size);
  });

  it("scales the same photo when an officer uploads it for the member in the back office", async () => {
    const officer = await kit.page({ viewport: DESKTOP });
    const officerDeclared: Array<{ contentType: string; size: number }> = [];
    officer.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/objects/upload') officerDeclared.push(request.postDataJSON());
    });
    await officer.goto('/admin');
    await officer.getByLabel('Email').fill('admin@example.com');
    await officer.getByLabel('Password', { exact: true }).fill(kit.server.adminPassword);
    await officer.getByRole('button', { name: 'LOG IN' }).click();
    await completeSecondFactor(officer, { email: 'admin@example.com', password: kit.server.adminPassword });
    await officer.getByRole('button', { name: 'MEMBERS' }).click();
    await officer.getByRole('button', { name: `View / Edit ${memberName}` }).click();
    const member = officer.getByRole('dialog', { name: 'Edit Member Details' });
    await member.getByRole('tab', { name: 'Documents' }).click();
    const chooser = officer.waitForEvent('filechooser');
    await member.getByRole('button', { name: 'Upload Back of ID' }).click();
    await (await chooser).setFiles(photoPath);
    await see(officer, 'Document Uploaded', 20_000);

    expect(officerDeclared).toHaveLength(1);
    expect(officerDeclared[0]?.contentType).toBe('image/jpeg');
    expect(officerDeclared[0]?.size).toBeLessThan(5 * MB);
    const stored = await page.evaluate(async () => {
      const documents = (await (await fetch('/api/documents')).json()) as Array<{ id: number; type: string; filename: string }>;
      const back = documents.filter((document) => document.type === 'back_id').sort((a, b) => b.id - a.id)[0];
      if (!back) throw new Error('no back_id document');
      const url = back.filename.startsWith('/objects/') ? back.filename : `/uploads/${back.filename}`;
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    });
    expect(stored).toEqual({ width: 2000, height: 1500 });
  });
});
