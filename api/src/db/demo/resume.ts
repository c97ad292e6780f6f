import type { Row } from "./data.js";

// A one-page PDF résumé for a demo worker, so that the jobs that ask for one get applications
// with a file the employer can open, uploaded the way the job page uploads one.

/** Text for a PDF string in Helvetica: printable ASCII, with ( ) \ escaped. */
function pdfText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function resumeLines(user: Row, profile: Row): string[] {
  const skills = (profile.skills as string[]) ?? [];
  const years = profile.experience_years as number | null;
  return [
    `${user.first_name} ${user.last_name}`,
    `${skills[0] ?? "Worker"}${years ? `, ${years} years of experience` : ""}`,
    `${user.city}, ${user.state}`,
    `Phone: ${user.phone_number}`,
    `Skills: ${skills.join(", ")}`,
  ];
}

export function resumePdf(user: Row, profile: Row): Uint8Array {
  const text = resumeLines(user, profile)
    .map((line, i) => `${i === 0 ? "/F1 18 Tf" : "/F1 12 Tf"} (${pdfText(line)}) Tj 0 -24 Td`)
    .join(" ");
  const stream = `BT 72 770 Td ${text} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
