// What a page of the blog shows that a visitor of the live site never sees:
// npm run dev's sample posts, or an editor's drafts in draft mode.

/** npm run dev without a Sanity project: the posts are the repository's samples. */
export function SampleContentNotice() {
  return (
    <p role="note" className="mx-auto mb-8 max-w-3xl rounded-lg bg-amber-100 px-4 py-3 text-sm text-amber-900">
      <strong>Sample content.</strong> These are the sample posts of <code>sanity/sample-posts.ndjson</code>, served by{" "}
      <code>npm run dev</code> because no Sanity project is set (<code>SANITY_PROJECT_ID</code>). The live site never shows them.
    </p>
  );
}

/** Draft mode: an editor previews unpublished changes; the form turns it off (app/api/draft-mode/disable). */
export function DraftModeNotice() {
  return (
    <div
      role="note"
      className="mx-auto mb-8 flex max-w-3xl items-center justify-between gap-4 rounded-lg bg-indigo-100 px-4 py-3 text-sm text-indigo-950"
    >
      <p>
        <strong>Draft preview.</strong> You see unpublished drafts; visitors see only published posts.
      </p>
      <form method="post" action="/api/draft-mode/disable">
        <button type="submit" className="font-semibold underline">
          Leave preview
        </button>
      </form>
    </div>
  );
}

/** The notices a blog page carries, if any. */
export function BlogContentNotices({ sample, drafts }: { sample: boolean; drafts: boolean }) {
  if (!sample && !drafts) return null;
  return (
    <div className="px-4 sm:px-6">
      {sample ? <SampleContentNotice /> : null}
      {drafts ? <DraftModeNotice /> : null}
    </div>
  );
}
