// What a page shows when it calls notFound() and has no not-found screen of its
// own nearer to it, rendered in place of the page inside its layout. Next
// writes this element into every page's hydration data (above the root layouts,
// and once more for the (site) group), so it is a few plain elements; without
// this file Next writes its own default there, 1.7 KB of markup and inline
// styles per page. No page relies on it today: unknown addresses get
// app/global-not-found.tsx, and the pages that look entries up have their own
// not-found screens. A new page that calls notFound() should have one too.
export default function NotFound() {
  return (
    <div className="px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Page Not Found</h1>
      <p className="mt-8">
        {/* A plain link on purpose: next/link here put 2.7 KB more JavaScript on every page (check:budgets). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="btn-primary">
          Back to Home
        </a>
      </p>
    </div>
  );
}
