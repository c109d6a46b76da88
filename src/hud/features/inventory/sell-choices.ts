/**
 * The sale buttons a stack of `quantity` offers: one, ten, all but one, all (each only when it differs);
 * a single item's one button names its price.
 */
export function sellChoices(quantity: number, value: number): { label: string; quantity: number }[] {
  if (quantity <= 1)
    return quantity === 1 ? [{ label: `Sell for ${value.toLocaleString('en-US')} gold`, quantity: 1 }] : [];
  const choices = [{ label: 'Sell 1', quantity: 1 }];
  if (quantity > 10) choices.push({ label: 'Sell 10', quantity: 10 });
  if (quantity > 2) choices.push({ label: 'Sell all but 1', quantity: quantity - 1 });
  choices.push({ label: 'Sell all', quantity });
  return choices;
}
