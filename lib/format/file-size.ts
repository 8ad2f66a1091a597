const kb = 1024;
const mb = 1024 * 1024;

/**
 * A byte count as people read it (1024-based): whole KB below 1 MB, one decimal
 * above. Below 1 KB: "1 KB" (a visitor's file, a download), or the exact bytes
 * where an admin compares files (`exactBelowKb`). An empty file is "0 KB".
 */
export function formatFileSize(bytes: number, { exactBelowKb = false } = {}): string {
  if (bytes === 0) return "0 KB";
  if (bytes < kb && exactBelowKb) return `${bytes} B`;
  if (bytes < mb) return `${Math.max(1, Math.round(bytes / kb))} KB`;
  return `${(bytes / mb).toFixed(1)} MB`;
}
