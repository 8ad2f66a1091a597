/**
 * A list with a mark before each item: a check by default, a star for
 * benefits. The stylesheet draws the marks (.checks in app/globals.css), so an
 * item is its text alone in the page and in its hydration data.
 */
export function CheckList({
  items,
  mark = "check",
  size = "md",
  className = "",
  itemClassName,
}: {
  items: readonly string[];
  mark?: "check" | "star";
  /** `sm`: a 16 px mark for small text. */
  size?: "sm" | "md";
  className?: string;
  itemClassName?: string;
}) {
  const marks = ["checks", mark === "star" ? "checks-star" : "", size === "sm" ? "checks-sm" : ""].filter(Boolean).join(" ");
  return (
    <ul className={`${marks} ${className}`}>
      {items.map((item) => (
        <li key={item} {...(itemClassName && { className: itemClassName })}>
          {item}
        </li>
      ))}
    </ul>
  );
}
