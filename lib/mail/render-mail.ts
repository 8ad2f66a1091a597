import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * One template as HTML (React) and its plain text, which each template writes
 * from the same words (emails/*: plainTextMail) instead of converting the
 * HTML: html-to-text took 3.7 ms of the 6.2 ms a mail cost (README, "Load").
 */
export async function renderMail(element: ReactElement, text: string): Promise<RenderedMail> {
  return { html: await render(element), text };
}
