import { timestamp } from '@sirkula/domain/shared/answers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const answer = z.object({
  name: z.string(),
  at: timestamp,
  note: z.string().nullable(),
  party: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('company'), companyId: z.string() }),
    z.object({ kind: z.literal('person'), name: z.string() }),
  ]),
});

describe('the compiled answer serialiser', () => {
  const serialise = serializerCompiler({ schema: answer });

  it('writes only the schema’s fields, however much the service left on the row', () => {
    const row = {
      name: 'PT Maju Bersama',
      passwordHash: 'secret',
      at: new Date('2026-11-27T03:00:00Z'),
      note: null,
      party: { kind: 'person', name: 'Budi', companyId: 'not-shown' },
    };
    expect(JSON.parse(serialise(row))).toEqual({
      name: 'PT Maju Bersama',
      at: '2026-11-27T03:00:00.000Z',
      note: null,
      party: { kind: 'person', name: 'Budi' },
    });
  });
});
