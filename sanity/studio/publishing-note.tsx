// "After you publish", a page of the Studio's own structure (./structure.ts):
// when a change reaches the site, in the editor's words. docs/content.md says the same.

const page = { padding: "1.5rem", maxWidth: "38rem", lineHeight: 1.6, fontFamily: "inherit" } as const;

export function PublishingNote() {
  return (
    <div style={page}>
      <h2>After you publish</h2>
      <p>
        <strong>Publish</strong> makes the post live. The site shows it a few seconds later: Sanity tells the site (its webhook to{" "}
        <code>/api/revalidate</code>), and the site refreshes the blog list and the post at once.
      </p>
      <p>
        If the webhook is not set up, or a call was missed, the site still picks the change up within an hour. Unpublishing or deleting a
        post takes it off the site the same way.
      </p>
      <p>
        <strong>Before publishing</strong>, use <strong>Preview on site</strong> in a post&apos;s actions menu: it opens the post with your
        unpublished changes in draft mode, for you only. Visitors see only published posts.
      </p>
    </div>
  );
}
