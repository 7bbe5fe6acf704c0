import { invoiceNumber } from '@sirkula/domain/billing';
import type { Db } from '../../db/client.ts';
import { nextInSequence } from '../../db/sequences.ts';

/** A proforma number: a yearly series of its own, so the issued series stays gap-free. */
export async function proformaNumber(db: Db, year: number): Promise<string> {
  return invoiceNumber('PRO/{year}/{number}', year, await nextInSequence(db, 'proforma', year));
}
