import { Suspense, type ReactNode } from "react";
import { notFound } from "next/navigation";

function NotFoundStatus(): ReactNode {
  notFound();
}

/**
 * A not-found screen rendered by its page rather than by Next's not-found
 * boundary (lib/routing/not-found-screens.ts says why). The screen itself is in
 * the server HTML; notFound(), thrown inside a Suspense boundary, only gives the
 * prerendered page its status 404. In the browser that boundary then shows the
 * segment's not-found.tsx, which renders the same screen.
 */
export function NotFoundScreen({ screen }: { screen: ReactNode }) {
  return (
    <>
      {screen}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
