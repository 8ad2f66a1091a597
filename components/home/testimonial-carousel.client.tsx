"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode, type RefObject } from "react";
import { Icon } from "@/components/ui/icon";
import { shellTimings } from "@/lib/catalogue/shell-timings";
import { fill } from "@/lib/i18n/fill";
import type { HomeTexts } from "@/lib/i18n/messages/en/home-texts";

type CarouselTexts = Pick<HomeTexts["testimonials"], "label" | "slide" | "pause" | "start" | "choose" | "show">;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * Whether any of the element is on the screen. A carousel nobody can see need not turn: on a
 * phone's processor each turn is a long task (about 100 ms at 4× slowdown), and one every five
 * seconds, below the fold, kept a first visit's page from ever going quiet (Lighthouse found no
 * time to interactive, and counted every turn as blocking time).
 */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * Shows one slide at a time, advancing every few seconds and wrapping. Slides share one grid
 * cell, so the height never jumps; the hidden ones stay in the HTML but are inert.
 * Rotation runs only while the carousel is on the screen, and stops while the pointer or focus
 * is inside, under reduced motion (unless the visitor presses play) and after the visitor
 * presses pause.
 */
export function TestimonialCarousel({ slides, names, texts }: { slides: ReactNode[]; names: string[]; texts: CarouselTexts }) {
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<"auto" | "playing" | "paused">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(carousel);
  const count = slides.length;

  const rotationOn = choice === "playing" || (choice === "auto" && !reducedMotion);
  const rotating = rotationOn && onScreen && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarts after every change, so a dot click gets a full interval before the next slide.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), shellTimings.testimonialRotationMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      ref={carousel}
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="grid" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={names[index] ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(texts.slide, { number: index + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`[grid-area:1/1] motion-safe:transition-opacity motion-safe:duration-500 ${active ? "opacity-100" : "invisible opacity-0"}`}
            >
              {slide}
            </div>
          );
        })}
      </div>

      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setChoice(rotationOn ? "paused" : "playing")}
          aria-label={rotationOn ? texts.pause : texts.start}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {rotationOn ? <PauseGlyph /> : <Icon name="play" className="h-4 w-4" />}
        </button>
        <div role="group" aria-label={texts.choose} className="flex items-center">
          {names.map((name, index) => {
            const active = index === current;
            return (
              <button
                key={name}
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={fill(texts.show, { number: index + 1, name })}
                aria-current={active ? "true" : undefined}
                className="group inline-flex h-9 w-9 items-center justify-center rounded-full focus-visible:outline-offset-0"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full motion-safe:transition-all ${
                    active
                      ? "w-7 bg-indigo-600 dark:bg-indigo-400"
                      : "w-3 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500 dark:group-hover:bg-slate-400"
                  }`}
                />
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}
