export interface DailyCredits {
  date: string;
  render: number;
  deterministic: number;
  model: number;
  ocr: number;
}

const KINDS = [
  { key: "render", label: "Renders" },
  { key: "deterministic", label: "Extraction (deterministic)" },
  { key: "model", label: "Extraction (model)" },
  { key: "ocr", label: "Extraction (OCR)" },
] as const;

/** Stacked bars per day, drawn as SVG (no chart library); the same numbers follow as a table. */
export function CreditsChart({ days }: { days: DailyCredits[] }) {
  const width = 720;
  const height = 200;
  const bar = width / Math.max(days.length, 1);
  const max = Math.max(1, ...days.map((d) => d.render + d.deterministic + d.model + d.ocr));
  const total = days.reduce((sum, d) => sum + d.render + d.deterministic + d.model + d.ocr, 0);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={`Credits per day this month by kind: ${total} in total`}>
        {days.map((day, i) => {
          let y = height;
          return (
            <g key={day.date}>
              {KINDS.map(({ key }) => {
                const h = (day[key] / max) * (height - 10);
                y -= h;
                return h > 0 ? (
                  <rect key={key} class={`kind-${key}`} x={i * bar + 2} y={y} width={Math.max(bar - 4, 1)} height={h}>
                    <title>{`${day.date}: ${day[key]} ${key}`}</title>
                  </rect>
                ) : null;
              })}
              {(i === 0 || (i + 1) % 5 === 0) && (
                <text x={i * bar + bar / 2} y={height + 15} text-anchor="middle">
                  {Number(day.date.slice(8))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul class="legend">
          {KINDS.map(({ key, label }) => (
            <li key={key}>
              <span class={`swatch kind-${key}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </figcaption>
      <details>
        <summary>Show the numbers</summary>
        <table>
          <caption>Credits per day by kind</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {KINDS.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.render + d.deterministic + d.model + d.ocr > 0)
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  {KINDS.map(({ key }) => (
                    <td key={key}>{d[key]}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
