import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { awayFromFocus } from "./toast";

// jsdom lays nothing out: each test gives the focused control the box a browser would.
function focusAt(top: number, height = 40) {
  render(<button type="button">Subscribe</button>);
  const button = screen.getByRole("button");
  vi.spyOn(button, "getBoundingClientRect").mockReturnValue(new DOMRect(16, top, 120, height));
  button.focus();
}

describe("where a toast shows", () => {
  it("below the navbar while the focus is in the lower half of the window", () => {
    vi.stubGlobal("innerHeight", 800);
    focusAt(600);
    expect(awayFromFocus()).toBe("top-right");
  });

  it("at the bottom while the focus is in the upper half, as on a confirmation whose heading has the focus", () => {
    vi.stubGlobal("innerHeight", 800);
    focusAt(180);
    expect(awayFromFocus()).toBe("bottom-center");
  });

  it("below the navbar when nothing has the focus", () => {
    expect(awayFromFocus()).toBe("top-right");
  });
});
