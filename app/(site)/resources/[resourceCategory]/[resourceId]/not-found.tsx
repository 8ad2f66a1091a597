import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = {
  title: "Resource Not Found",
  description: "The resource you are looking for does not exist or may have been moved.",
};

export default function ResourceNotFound() {
  return (
    <div className="px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-xl text-center">
        <Icon name="search" className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Resource Not Found</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          The resource you are looking for does not exist or may have been moved.
        </p>
        <div className="mt-8">
          <ButtonLink href="/resources">Back to Resources</ButtonLink>
        </div>
      </div>
    </div>
  );
}
