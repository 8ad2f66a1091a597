import type { ReactNode } from "react";

/** A panel named by its own heading (`${id}-heading`, which screen readers announce as the region's name). */
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Heading id={`${id}-heading`} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
