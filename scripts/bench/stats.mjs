// The benchmark's summaries of repeated measurements.

/** The value a share `q` of the way through the sorted values (0.5: the median). */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

export const median = (values) => quantile(values, 0.5);
