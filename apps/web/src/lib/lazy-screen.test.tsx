import { Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen as view } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadScreens } from "./lazy-screen.js";

const screen = () => {
  const load = vi.fn(async () => ({ default: () => null }));
  return { load, Screen: lazyScreen(load) };
};

describe("preloadScreens", () => {
  it("starts fetching only the code of the screens the address shows", () => {
    const home = screen();
    const quiz = screen();
    const Layout = () => null;
    const routes = [
      {
        path: "/app",
        element: <Layout />,
        children: [
          { index: true, element: <home.Screen /> },
          { path: "quiz", element: <quiz.Screen /> },
        ],
      },
    ];
    void preloadScreens(routes, "/app/quiz");
    expect(quiz.load).toHaveBeenCalledTimes(1);
    expect(home.load).not.toHaveBeenCalled();
    void preloadScreens(routes, "/app");
    expect(home.load).toHaveBeenCalledTimes(1);
    void preloadScreens(routes, "/nowhere");
    expect(quiz.load).toHaveBeenCalledTimes(1);
  });
});

describe("lazyScreen", () => {
  it("suspends until its code is in, then renders at once", async () => {
    const Screen = lazyScreen(async () => ({ default: () => "the screen" }));
    const render = () =>
      renderToString(
        <Suspense fallback="loading">
          <Screen />
        </Suspense>,
      );
    // <!--$!-->: a boundary that suspended, left to the browser.
    expect(render()).toMatch(/^<!--\$!-->[\s\S]*loading<!--\/\$-->$/);
    await Screen.preload();
    expect(render()).toBe("<!--$-->the screen<!--/$-->");
  });
});

describe("a screen opened before its code came", () => {
  it("keeps its state when drawn again once the code is in (an open dialog stays open)", async () => {
    function Counter() {
      const [taps, setTaps] = useState(0);
      return <button onClick={() => setTaps(taps + 1)}>{`tapped ${taps}`}</button>;
    }
    const Screen = lazyScreen(async () => ({ default: Counter }), "loading");
    // The parent draws again when the signed-in user changes (points after an answer).
    const Parent = ({ points }: { points: number }) => (
      <div data-points={points}>
        <Screen />
      </div>
    );
    const { rerender } = render(<Parent points={0} />);
    expect(view.getByText("loading")).toBeInTheDocument();
    fireEvent.click(await view.findByText("tapped 0"));
    expect(view.getByText("tapped 1")).toBeInTheDocument();

    await act(async () => rerender(<Parent points={10} />));
    expect(view.getByText("tapped 1")).toBeInTheDocument();
  });
});
