/**
 * V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment has
 * all its functions compiled while it streams in, on a background thread. Without it V8 compiles
 * each function on the page's main thread the first time it runs, and hydration runs most of the
 * code a page loads up front: in a throttled first visit (4× slower processor) that compiling was
 * most of the hydration task. Browsers without the feature read a comment.
 */
export const eagerCompileHint = "//# allFunctionsCalledOnLoad";

/**
 * The smallest chunk worth the hint: the error boundaries' chunks, under 2 KB, run only when a
 * page fails, and the hint's line costs about 40 bytes gzipped in every chunk, bytes every page's
 * first-load budget counts. Every chunk that runs at load is larger: leaving the 4–16 KB ones
 * (Turbopack's runtime among them) lazy cost 60–80 ms more blocking time on a throttled phone.
 */
export const eagerCompileMinBytes = 4 * 1024;

/** Whether a first-load chunk should carry the hint. */
export function deservesEagerCompileHint(source: string): boolean {
  return source.length >= eagerCompileMinBytes;
}

export function hasEagerCompileHint(source: string): boolean {
  return source.startsWith(`${eagerCompileHint}\n`);
}

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withEagerCompileHint(source: string): string {
  return hasEagerCompileHint(source) ? source : `${eagerCompileHint}\n${source}`;
}
