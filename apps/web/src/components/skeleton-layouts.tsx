import { cn } from "@tandem/ui";

/** The layouts a screen's skeleton can take: the shape of what will be there. */
export type SkeletonLayout =
  | "home"
  | "cards"
  | "list"
  | "chat"
  | "deck"
  | "quiz"
  | "profile"
  | "form"
  | "photos"
  | "invite"
  | "notice"
  | "answers";

/** One grey block that pulses (hidden from screen readers: the skeleton's label speaks). */
export function Bone({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-rose-100/70", className)} />
  );
}

/** A screen's title bar: its title, its line under it and a button. */
export function SkeletonHeader() {
  return (
    <div className="flex items-center gap-3 pb-4 pt-2">
      <div className="flex flex-1 flex-col gap-2">
        <Bone className="h-7 w-40" />
        <Bone className="h-4 w-56" />
      </div>
      <Bone className="h-8 w-16 rounded-full" />
    </div>
  );
}

/** A card's frame, as the screens draw theirs. */
export const skeletonCard = "rounded-2xl border border-rose-100 bg-white p-5 shadow-sm";

/** The blocks of a screen in `layout`, under its title bar. */
export function SkeletonBody({ layout }: { layout: SkeletonLayout }) {
  switch (layout) {
    case "home":
      return (
        <>
          <div className={cn(skeletonCard, "flex items-center gap-4")}>
            <Bone className="size-14 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Bone className="h-5 w-32" />
              <Bone className="h-4 w-44" />
            </div>
          </div>
          <div className={cn(skeletonCard, "flex flex-col gap-3")}>
            <Bone className="h-5 w-36" />
            <Bone className="h-3 w-full" />
            <Bone className="h-11 w-full" />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <Bone className="h-24" />
            <Bone className="h-24" />
          </div>
        </>
      );
    case "list":
      return (
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={cn(skeletonCard, "flex items-center gap-3 p-4")}>
              <Bone className="size-12 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Bone className="h-4 w-28" />
                <Bone className="h-3 w-48" />
              </div>
            </div>
          ))}
        </div>
      );
    case "chat":
      return (
        <div className="flex flex-1 flex-col gap-2">
          <Bone className="h-10 w-3/5 self-start rounded-2xl" />
          <Bone className="h-10 w-1/2 self-end rounded-2xl" />
          <Bone className="h-16 w-2/3 self-start rounded-2xl" />
          <Bone className="h-10 w-2/5 self-end rounded-2xl" />
          <Bone className="mt-auto h-11 w-full rounded-2xl" />
        </div>
      );
    case "deck":
      return (
        <div className={cn(skeletonCard, "flex flex-col gap-4 p-0")}>
          <Bone className="aspect-[4/5] w-full rounded-b-none rounded-t-2xl" />
          <div className="flex flex-col gap-2 px-5 pb-5">
            <Bone className="h-6 w-32" />
            <Bone className="h-4 w-full" />
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Bone className="h-12 rounded-full" />
              <Bone className="h-12 rounded-full" />
            </div>
          </div>
        </div>
      );
    case "quiz":
      return (
        <div className={cn(skeletonCard, "flex flex-col gap-4")}>
          <Bone className="h-4 w-28" />
          <Bone className="h-2 w-full" />
          <Bone className="h-6 w-4/5" />
          {[0, 1, 2, 3].map((i) => (
            <Bone key={i} className="h-12 w-full" />
          ))}
          <Bone className="h-11 w-full" />
        </div>
      );
    case "profile":
      return (
        <>
          <div className={cn(skeletonCard, "flex flex-col items-center gap-3")}>
            <Bone className="size-20 rounded-full" />
            <Bone className="h-5 w-32" />
            <Bone className="h-4 w-48" />
          </div>
          <Bone className="h-32" />
          <Bone className="h-24" />
        </>
      );
    case "form":
      return (
        <div className={cn(skeletonCard, "flex flex-col gap-4")}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Bone className="h-4 w-24" />
              <Bone className="h-11 w-full" />
            </div>
          ))}
          <Bone className="h-20 w-full" />
          <Bone className="h-11 w-full" />
        </div>
      );
    case "photos":
      return (
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Bone key={i} className="aspect-square w-full" />
          ))}
        </div>
      );
    case "invite":
      return (
        <div className={cn(skeletonCard, "flex flex-col items-center gap-3 text-center")}>
          <Bone className="size-16 rounded-full" />
          <Bone className="h-6 w-48" />
          <Bone className="h-4 w-56" />
          <Bone className="h-4 w-40" />
          <Bone className="mt-2 h-11 w-full" />
        </div>
      );
    case "answers":
      return (
        <div className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className={cn(skeletonCard, "flex flex-col gap-3")}>
              <Bone className="h-3 w-24" />
              <Bone className="h-5 w-4/5" />
              {[0, 1].map((j) => (
                <div key={j} className="flex items-center gap-3">
                  <Bone className="size-8 rounded-full" />
                  <Bone className="h-4 flex-1" />
                </div>
              ))}
            </div>
          ))}
        </div>
      );
    case "notice":
      return (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <Bone className="size-12 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Bone className="h-5 w-36" />
              <Bone className="h-4 w-44" />
            </div>
          </div>
          <Bone className="h-11 w-full" />
        </div>
      );
    case "cards":
      return (
        <div className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className={cn(skeletonCard, "flex flex-col gap-3")}>
              <Bone className="h-28 w-full" />
              <Bone className="h-5 w-40" />
              <Bone className="h-4 w-full" />
            </div>
          ))}
        </div>
      );
  }
}
