import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = {
  title: "Post Not Found",
  description: "This blog post could not be found.",
};

export default function PostNotFound() {
  return (
    <div className="px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-xl text-center">
        <Icon name="book-open" className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Post Not Found</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">This blog post could not be found.</p>
        <div className="mt-8">
          <ButtonLink href="/blog">Back to Blog</ButtonLink>
        </div>
      </div>
    </div>
  );
}
