// The not-found fallback above every root layout. Next writes it into every
// page's hydration data; without this file it writes its own default there,
// twice on English pages (above the root layouts and in the (site) group):
// 1.7 KB of markup and inline styles per page. Unknown addresses never show it:
// they get app/global-not-found.tsx, and a page's missing entry its own
// not-found screen. It shows only if a root layout itself calls notFound() in
// the browser.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Page Not Found</h1>
          {/* A whole-page load out of this bare document, which has none of the site's layouts. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Back to Home</a>
        </main>
      </body>
    </html>
  );
}
