import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createRouter, preloadRoutes } from "./app.js";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc.js";
import "./styles.css";
import { AppToaster } from "./components/app-toaster.js";

preloadRoutes(window.location.pathname);

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createRouter();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition: React renders the first screen in slices of a few milliseconds, so the
// phone's main thread is never blocked for long (Lighthouse's total blocking time, issue 11).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
});
