// RFC 4180: fields containing a comma, a double quote, CR or LF are quoted and quotes doubled;
// records end with CRLF.

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(field).join(",") + "\r\n").join("");
}
