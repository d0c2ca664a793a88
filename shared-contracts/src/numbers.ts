/*
 * 10000 -> "10,000" without toLocaleString: the server imports the messages that count at start,
 * and one call of the locale formatter maps about 5 MB of ICU data into every server process for good.
 */
export const withThousandsCommas = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
