// What the benchmarks' imports send and how a stretch of the loop-delay sampler's file reads.
import fs from 'node:fs';

/** A 10,000-row users' CSV (the most a file may hold), as the import form posts it. */
export const tenThousandRows = () => {
  const csv = ['email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible'];
  for (let i = 0; i < 10_000; i += 1) csv.push(`import${i}@bench.example,Imported ${i},Imported,Person${i},5551234567,Tester,"Bio, with a comma",1980-01-${String((i % 28) + 1).padStart(2, '0')},true`);
  const form = new FormData();
  form.append('csvFile', new Blob([csv.join('\r\n')], { type: 'text/csv' }), 'family.csv');
  return form;
};

/** The event loop's delay over a stretch of time (merged from the per-second buckets), with the CPU and collections of that stretch. */
export function loopOver(loopFile, from, to) {
  const all = fs
    .readFileSync(loopFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  // Up to the first line written after the stretch: a loop blocked to its end writes that line late.
  const end = all.find((line) => line.t > to)?.t ?? to;
  const lines = all.filter((line) => line.t > from && line.t <= end);
  const counts = new Map();
  for (const line of lines) for (const [late, n] of Object.entries(line.late)) counts.set(Number(late), (counts.get(Number(late)) ?? 0) + n);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const at = (share) => {
    let seen = 0;
    for (const [late, n] of [...counts].sort((a, b) => a[0] - b[0])) if ((seen += n) >= share * total) return late;
    return NaN;
  };
  const gcs = lines.flatMap((line) => line.gcs);
  return { p99: at(0.99), max: Math.max(...counts.keys()), longestGc: Math.max(0, ...gcs.map((g) => g[1])) };
}
