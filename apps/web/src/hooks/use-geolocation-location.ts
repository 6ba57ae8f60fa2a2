import { useEffect } from "react";
import { trpc } from "../lib/trpc.js";
import { useAuth } from "./use-auth.js";

// Once per page load (a "session" of the SPA), whatever mounts the hook.
let attempted = false;

/**
 * Spec §4 + decisions: when the signed-in user has no location and the browser grants
 * geolocation, send the coordinates once; the server stores only the nearest city.
 * Failures are only logged.
 */
export function useGeolocationLocation(): void {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const setLocation = trpc.user.setLocation.useMutation({
    onSuccess: (updated) => utils.user.me.setData(undefined, updated),
    onError: (error) => console.warn("Could not save the location from geolocation:", error),
  });
  const { mutate } = setLocation;
  const needsLocation = user !== null && !user.location;

  useEffect(() => {
    if (!needsLocation || attempted) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) return;
    attempted = true;
    const locate = () =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => mutate({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => console.info("Geolocation unavailable:", error.message),
        { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
      );
    // Do not ask again someone who has already refused.
    if (navigator.permissions?.query) {
      navigator.permissions
        .query({ name: "geolocation" })
        .then((status) => {
          if (status.state !== "denied") locate();
        })
        .catch(locate);
    } else {
      locate();
    }
  }, [needsLocation, mutate]);
}
