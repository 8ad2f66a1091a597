import { MailLayout, Paragraph, plainTextMail } from "./mail-layout";

export interface MailField {
  label: string;
  /** Absent values are shown as "—" so the agency sees the field was left empty. */
  value: string | undefined;
}

export interface LeadNotificationProps {
  brand: string;
  title: string;
  intro: string;
  fields: readonly MailField[];
  /** Where the full record can be looked up (the admin dashboard). */
  reference: string;
}

/** The message to the agency's inbox about a new submission of any form. */
export function LeadNotification({ brand, title, intro, fields, reference }: LeadNotificationProps) {
  return (
    <MailLayout title={title} brand={brand}>
      <Paragraph>{intro}</Paragraph>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
        <tbody>
          {fields.map((field) => (
            <tr key={field.label}>
              <th
                align="left"
                style={{
                  verticalAlign: "top",
                  padding: "8px 12px 8px 0",
                  width: "35%",
                  fontSize: 14,
                  color: "#475569",
                  fontFamily: "Arial,Helvetica,sans-serif",
                  borderTop: "1px solid #e2e8f0",
                }}
              >
                {field.label}
              </th>
              <td
                style={{
                  padding: "8px 0",
                  fontSize: 14,
                  color: "#0f172a",
                  fontFamily: "Arial,Helvetica,sans-serif",
                  whiteSpace: "pre-wrap",
                  borderTop: "1px solid #e2e8f0",
                }}
              >
                {shown(field.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Paragraph>Reference: {reference}</Paragraph>
    </MailLayout>
  );
}

export function leadNotificationText({ brand, title, intro, fields, reference }: LeadNotificationProps): string {
  return plainTextMail(brand, title, [
    intro,
    fields.map((field) => `${field.label}: ${shown(field.value)}`).join("\n"),
    `Reference: ${reference}`,
  ]);
}

function shown(value: string | undefined): string {
  return value || "—";
}
