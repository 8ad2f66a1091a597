/** /studio before a Sanity project is set: what to set, instead of a Studio that cannot start. */
export function StudioNotConfigured({ sampleContent }: { sampleContent: boolean }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16 text-slate-800 dark:text-slate-100">
      <h1 className="text-3xl font-bold">The Studio needs a Sanity project</h1>
      <p className="mt-4">
        {sampleContent
          ? "This is npm run dev without a Sanity project: the blog shows the repository's sample posts, which the Studio cannot edit."
          : "No Sanity project is set on this server, so there is nothing for the Studio to edit yet."}
      </p>
      <ol className="mt-6 list-decimal space-y-2 pl-6">
        <li>Create a project at sanity.io/manage (or use the agency&apos;s) and note its project id.</li>
        <li>
          Set <code>SANITY_PROJECT_ID</code> (and <code>SANITY_DATASET</code> if it is not <code>production</code>) in the server&apos;s
          environment, or in <code>.env.local</code>, then restart.
        </li>
        <li>
          In sanity.io/manage → API → CORS origins, add this site&apos;s address with &quot;Allow credentials&quot;, so the Studio may sign
          in from here.
        </li>
      </ol>
      <p className="mt-6">The repository&apos;s docs/content.md has the whole editor&apos;s journey.</p>
    </main>
  );
}
