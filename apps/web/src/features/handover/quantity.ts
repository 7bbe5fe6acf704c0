/** A quantity as typed on a phone, where Indonesian keyboards offer a decimal comma. */
export function typedQuantity(text: string): string {
  return text.trim().replace(',', '.');
}
