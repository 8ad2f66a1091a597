import { company } from "@/lib/catalogue/company";
import { resources, type Resource } from "@/lib/i18n/records/resources";
import { type ResourceType } from "@/lib/catalogue/resources";
import { createPdf } from "../pdf";
import { createXlsx } from "../xlsx";
import { createZip } from "../zip";
import { brandGuide, localSeoChecklist, shootChecklist, socialMediaGuide, websiteLaunchChecklist } from "./guides";
import { presetsPack } from "./presets";
import { contentCalendar, ppcPlanner } from "./spreadsheets";

// The downloadable file of every resource in the library, built from the
// texts beside this file. `npm run resources:generate` writes them to
// public/resources/; a test checks the committed files are these bytes.

const footer = `${company.name} - digital media agency, Hyderabad`;

function guide(content: typeof socialMediaGuide, author: string): () => Uint8Array {
  return () => createPdf({ ...content, author: `${company.name} ${author}`, footer });
}

const builders: Record<string, { type: ResourceType; build: () => Uint8Array }> = {
  "sm-guide-1": { type: "pdf", build: guide(socialMediaGuide, "Social Media Team") },
  "sm-calendar-1": { type: "xlsx", build: () => createXlsx(contentCalendar(), "Monthly Content Calendar Template") },
  "prod-checklist-1": { type: "pdf", build: guide(shootChecklist, "Production Team") },
  "video-presets-1": { type: "zip", build: () => createZip(presetsPack(footer)) },
  "seo-checklist-1": { type: "pdf", build: guide(localSeoChecklist, "Digital Marketing Team") },
  "ppc-planner-1": { type: "xlsx", build: () => createXlsx(ppcPlanner(), "PPC Budget Planner") },
  "web-launch-1": { type: "pdf", build: guide(websiteLaunchChecklist, "Web Development Team") },
  "brand-guide-1": { type: "pdf", build: guide(brandGuide, "Creative Team") },
};

export function buildResourceFile(resource: Pick<Resource, "id" | "type">): Uint8Array {
  const builder = builders[resource.id];
  if (!builder) throw new Error(`No file is written for resource ${resource.id}`);
  if (builder.type !== resource.type) throw new Error(`Resource ${resource.id} is a ${resource.type}, its file a ${builder.type}`);
  return builder.build();
}

export function buildAllResourceFiles(): { resource: Resource; bytes: Uint8Array }[] {
  return resources.map((resource) => ({ resource, bytes: buildResourceFile(resource) }));
}
