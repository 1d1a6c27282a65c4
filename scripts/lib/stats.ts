/**
 * `median(values)`: the middle value of `values` in ascending order, or the mean of the two middle
 * values when there is an even number of them; `NaN` for an empty list. Does not sort `values` in
 * place.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
