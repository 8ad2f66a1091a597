/**
 * A form's schema module, loaded on demand: Zod and the schema are about 30 KB
 * of gzipped JavaScript that no page needs before the visitor starts on a form.
 * `load` gives the module, or null when it cannot be fetched (the visitor went
 * offline before the form preloaded it): the form then sends without checking
 * in the browser. The server checks every field anyway, and a server that
 * cannot be reached keeps the submission in the browser for later.
 */
export function lazySchema<T>(importer: () => Promise<T>) {
  const load = (): Promise<T | null> => importer().catch(() => null);
  return { load, preload: () => void load() };
}
