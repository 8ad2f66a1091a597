import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { resourceFilters, resources } from "@/lib/i18n/records/resources";
import { resourceLibraryTexts } from "@/lib/i18n/messages/en/resource-texts";
import { ResourceLibrary } from "./resource-library.client";

const items = resources.map((resource) => ({ ...resource, card: <p>{resource.title}</p> }));
const inCategory = (category: string) => resources.filter((resource) => resource.category === category).length;

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ResourceLibrary", () => {
  it("opens filtered to the category a resource's breadcrumb names (/resources#marketing)", () => {
    window.history.replaceState(null, "", "/resources#marketing");
    render(<ResourceLibrary items={items} filters={resourceFilters} texts={resourceLibraryTexts} />);
    expect(screen.getByRole("status").textContent).toContain(`Showing ${inCategory("marketing")} of ${resources.length} resources`);
    expect(screen.getByRole("button", { name: "Social Media Marketing" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("follows a later fragment change, and a pressed chip wins over the fragment", async () => {
    window.history.replaceState(null, "", "/resources");
    render(<ResourceLibrary items={items} filters={resourceFilters} texts={resourceLibraryTexts} />);
    expect(screen.getByRole("status").textContent).toContain(`Showing ${resources.length} of ${resources.length} resources`);
    await act(async () => {
      window.history.replaceState(null, "", "/resources#web");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("status").textContent).toContain(`Showing ${inCategory("web")} of`);
    await userEvent.click(screen.getByRole("button", { name: "All Resources" }));
    expect(screen.getByRole("status").textContent).toContain(`Showing ${resources.length} of`);
  });

  it("ignores a fragment that names no category", () => {
    window.history.replaceState(null, "", "/resources#main");
    render(<ResourceLibrary items={items} filters={resourceFilters} texts={resourceLibraryTexts} />);
    expect(screen.getByRole("status").textContent).toContain(`Showing ${resources.length} of ${resources.length} resources`);
  });
});
