import { invoiceNumber, PROFORMA_NUMBER_FORMAT } from '@sirkula/domain/billing/rules';
import type { Db } from '../../db/client.ts';
import { nextInSequence } from '../../db/sequences.ts';

/** A proforma number, from its own yearly series. */
export async function proformaNumber(db: Db, year: number): Promise<string> {
  return invoiceNumber(PROFORMA_NUMBER_FORMAT, year, await nextInSequence(db, 'proforma', year));
}
