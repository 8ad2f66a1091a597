import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb.client";
import { servicePath } from "@/lib/catalogue/services";
import { localeOf } from "@/lib/i18n/locale-param";
import { servicesIn } from "@/lib/pages/services";

// A service's page draws its own breadcrumb, named by the service's title in the
// page's language ("Web Development", not the address's "Web"), as an opening's does.
export default async function ServiceLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; serviceId: string }>;
}) {
  const locale = await localeOf(params);
  const { serviceId } = await params;
  const service = servicesIn(locale).find((candidate) => candidate.id === serviceId);
  return (
    <>
      {service ? <Breadcrumb names={{ [servicePath(service.id)]: service.title }} /> : null}
      {children}
    </>
  );
}
