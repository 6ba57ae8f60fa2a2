import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  forwardRef,
  useRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
} from "react";
import { cn, focusRing } from "./cn.js";
import { CloseIcon } from "./close-icon.js";

/**
 * Radix dialog: focus is trapped, Escape and the close button close it.
 * Every DialogContent needs a DialogTitle and a DialogDescription (screen readers announce them).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /** Hide the top-right close (X) button. */
  hideClose?: boolean;
}

export const DialogContent = forwardRef<
  ComponentRef<typeof DialogPrimitive.Content>,
  DialogContentProps
>(function DialogContent(
  { className, children, hideClose = false, onOpenAutoFocus, onCloseAutoFocus, ...props },
  ref,
) {
  // What had focus as the dialog opened. Radix gives focus back to a DialogTrigger only, and
  // most dialogs here are opened from state (a card's button, a menu): focus fell to the
  // page's body. It goes back to the opener while it is still on the page; a handler of the
  // caller's that prevents the default decides instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="tandem-fade fixed inset-0 z-50 bg-gray-950/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          "tandem-pop fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md",
          "-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
          "focus:outline-none",
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          // Sent as the dialog mounts, before focus moves into it.
          opener.current = document.activeElement as HTMLElement | null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const to = opener.current;
          if (event.defaultPrevented || !to?.isConnected || to === document.body) return;
          event.preventDefault();
          to.focus();
        }}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              "absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-gray-500",
              "transition hover:bg-gray-100 hover:text-gray-900",
              focusRing,
            )}
          >
            <CloseIcon />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export const DialogTitle = forwardRef<
  ComponentRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Title
      ref={ref}
      className={cn("text-xl font-bold text-gray-900", className)}
      {...props}
    />
  );
});

export const DialogDescription = forwardRef<
  ComponentRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description
      ref={ref}
      className={cn("text-sm text-gray-600", className)}
      {...props}
    />
  );
});
