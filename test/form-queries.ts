import { screen, waitFor, type ByRoleMatcher } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { answer, serve, type SentRequest } from "./form-answers";

// What a visitor perceives of a form in a component test: the focus and the
// messages read out with each control.

/**
 * Waits for the control that shows `message` as its accessible description (its
 * error, as a screen reader announces it) to take the focus; returns it.
 */
export async function findFocusedWithMessage(role: ByRoleMatcher, name: RegExp, message: string): Promise<HTMLElement> {
  const control = await screen.findByRole(role, { name, description: message });
  await waitForFocus(control);
  return control;
}

export function waitForFocus(element: Element): Promise<void> {
  return waitFor(() => expect(document.activeElement).toBe(element));
}

/** Presses the form's button without filling anything in, and waits for `firstMessage`. Returns what reached the server. */
export async function submitUntouched(
  button: string,
  firstMessage: string,
): Promise<{ sent: SentRequest[]; user: ReturnType<typeof userEvent.setup> }> {
  const sent = serve(answer(201, { id: "never" }));
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: button }));
  await screen.findByText(firstMessage);
  return { sent, user };
}
