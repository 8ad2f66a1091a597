import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedMail {
  html: string;
  text: string;
}

/** One template, as HTML and as plain text for clients that show only text. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
