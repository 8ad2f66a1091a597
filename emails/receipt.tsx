import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface ReceiptMailProps {
  /** The payer's language (the page they paid from). */
  lang: string;
  brand: string;
  title: string;
  hello: string;
  /** Paragraphs before the receipt's rows. */
  lines: readonly string[];
  rows: readonly { label: string; lines: readonly string[] }[];
  /** Paragraphs after them: the link, the GST note, the company's facts. */
  after: readonly string[];
  signOff: string;
}

const cell = { padding: "6px 12px 6px 0", fontSize: 14, fontFamily: "Arial,Helvetica,sans-serif", borderTop: "1px solid #e2e8f0" } as const;

/** The payer's receipt or refund notice: our words, the receipt's figures and ids. */
export function ReceiptMail(props: ReceiptMailProps) {
  return (
    <MailLayout lang={props.lang} title={props.title} brand={props.brand}>
      {[props.hello, ...props.lines].map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      {props.rows.length > 0 ? (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.label}>
                <th align="left" style={{ ...cell, verticalAlign: "top", width: "38%", color: "#475569" }}>
                  {row.label}
                </th>
                <td style={{ ...cell, color: "#0f172a" }}>
                  {row.lines.map((line, index) => (
                    <div key={index}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {[...props.after, props.signOff].map((line, index) => (
        <Paragraph key={`after-${index}`}>{line}</Paragraph>
      ))}
    </MailLayout>
  );
}

export function receiptMailText(props: ReceiptMailProps): string {
  const rows = props.rows.map((row) => `${row.label}: ${row.lines.join(", ")}`).join("\n");
  return plainTextMail(props.brand, props.title, [props.hello, ...props.lines, ...(rows ? [rows] : []), ...props.after, props.signOff]);
}
