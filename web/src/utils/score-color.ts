/**
 * The palette colour of a match score: success ≥ 75, warning ≥ 50, error below; one band for every
 * gauge, pill and badge.
 *
 * @example scoreColor(80) // 'success'
 */
export function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= 75) return 'success';
  if (score >= 50) return 'warning';
  return 'error';
}
