import { Icon } from "@/components/ui/icon";

/** Five stars, the first `rating` filled; read out as the label says ("Rated 4 out of 5"). */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex justify-center gap-1">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          key={index}
          name="star"
          className={index < rating ? "h-5 w-5 fill-amber-400 text-amber-500" : "h-5 w-5 text-slate-300 dark:text-slate-600"}
        />
      ))}
    </div>
  );
}
