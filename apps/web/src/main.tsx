import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "@tandem/api-contract";
import { Toaster } from "@tandem/ui";
import { createRouter } from "./app.js";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc.js";
import "./styles.css";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createRouter();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster
          limit={TOAST_LIMIT}
          duration={TOAST_DURATION_MS}
          swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
          removeDelay={TOAST_REMOVE_DELAY_MS}
          hotkey={[TOAST_HOTKEY]}
        />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
