import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { services } from "@/lib/i18n/records/services";
import { ServiceDetail } from "./service-detail";

afterEach(cleanup);

describe.each(locales)("a service page's closing band in %s", (locale) => {
  it.each(services.map((service) => [service.id, service] as const))("%s: leads to the quote wizard in its own language", (_, service) => {
    const { container } = render(<ServiceDetail service={service} locale={locale} />);
    const band = container.querySelector<HTMLElement>("#service-cta");
    if (!band) throw new Error("no closing band");
    const quote = within(band).getByRole("link", { name: textsFor(locale).service.cta.quote });
    expect(quote.getAttribute("href")).toBe(locale === "en" ? "/quote" : `/${locale}/quote`);
  });
});
