import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sirkula-config-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const postgres = { DATABASE_URL: 'postgres://sirkula@db/sirkula', AUTH_SECRET: 'x'.repeat(32) };

describe('configuration', () => {
  it('listens on loopback in the embedded mode unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...postgres }).host).toBe('0.0.0.0');
  });

  it('seeds demo data only into a new embedded install, and not with SEED_DEMO=0', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres }).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: '1' }).seedDemo).toBe(false);
  });

  it('wants PUBLIC_URL as an http or https address', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://sirkula.example.co.id/' }).publicUrl).toBe(
      'https://sirkula.example.co.id',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'sirkula.example.co.id' })).toThrow(
      'PUBLIC_URL is not an http:// or https:// address',
    );
  });

  it('draws maps over OpenStreetMap unless MAP_TILE_URL names another server or none', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ DATA_DIR: dataDir, MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        MAP_TILE_URL: 'https://{s}.tiles.example.id/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Peta Contoh',
      }).mapTiles,
    ).toEqual({ url: 'https://{s}.tiles.example.id/{z}/{x}/{y}.png', attribution: '© Peta Contoh' });
    expect(() => loadConfig({ DATA_DIR: dataDir, MAP_TILE_URL: 'tiles.example.id' })).toThrow(
      'MAP_TILE_URL is not a tile address',
    );
  });
});
