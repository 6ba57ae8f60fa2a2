import { useCallback, useEffect, useState } from "react";
import type { AuthUser } from "@tandem/api-contract";
import { trpc } from "../lib/trpc.js";
import { useCurrentUser } from "./use-auth.js";

// Once per page load (a "session" of the SPA), whatever mounts the hook.
let attempted = false;

const POSITION_OPTIONS: PositionOptions = { maximumAge: 10 * 60 * 1000, timeout: 15_000 };

const hasGeolocation = () => typeof navigator !== "undefined" && "geolocation" in navigator;

/** Whether the browser already lets the site read the position (no prompt would show). */
async function permissionGranted(): Promise<boolean> {
  if (!navigator.permissions?.query) return false;
  try {
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state === "granted";
  } catch {
    return false;
  }
}

function useSendPosition(onSaved?: (user: AuthUser) => void) {
  const utils = trpc.useUtils();
  return trpc.user.setLocation.useMutation({
    onSuccess: (updated) => {
      utils.user.me.setData(undefined, updated);
      // The Location is also the dating profile's City (decision 285).
      void utils.matching.profile.invalidate();
      onSaved?.(updated);
    },
    onError: (error) => console.warn("Could not save the location from geolocation:", error),
  });
}

/**
 * When the signed-in user has no location, send the browser's
 * coordinates once (the server stores only the nearest city), but only when the permission
 * is already granted: the browser is never asked on page load (decision 012; people and
 * Lighthouse flag it). Asking is for `useLocateMe`, on a tap. Failures are only logged.
 * @see docs/spec/product-spec.md, "States and transitions"
 */
export function useGeolocationLocation(): void {
  const user = useCurrentUser();
  const { mutate } = useSendPosition();
  const needsLocation = !user.location;

  useEffect(() => {
    if (!needsLocation || attempted || !hasGeolocation()) return;
    attempted = true;
    void permissionGranted().then((granted) => {
      if (!granted) return;
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => mutate({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => console.info("Geolocation unavailable:", error.message),
        POSITION_OPTIONS,
      );
    });
  }, [needsLocation, mutate]);
}

/**
 * "Use my location": asks the browser for the position (its prompt shows now, after the
 * tap), sends it, and hands back the saved user. `failed` is set when the position could
 * not be read (refused, unavailable, timed out), so the screen can suggest typing instead.
 */
export function useLocateMe(onSaved?: (user: AuthUser) => void) {
  const send = useSendPosition(onSaved);
  const [reading, setReading] = useState(false);
  const [failed, setFailed] = useState(false);
  const { mutate } = send;
  const locate = useCallback(() => {
    if (!hasGeolocation()) {
      setFailed(true);
      return;
    }
    setReading(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setReading(false);
        mutate({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        setReading(false);
        setFailed(true);
        console.info("Geolocation unavailable:", error.message);
      },
      POSITION_OPTIONS,
    );
  }, [mutate]);
  return {
    locate,
    supported: hasGeolocation(),
    isLocating: reading || send.isPending,
    failed: failed || send.isError,
  };
}
