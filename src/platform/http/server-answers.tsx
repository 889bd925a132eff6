"use client";
import { createContext, useContext, useEffect, useRef, type RefObject } from "react";

/**
 * What the server read while rendering a screen, by the API URL the screen fetches it from, so the
 * HTML holds the first rows instead of a skeleton waiting for the scripts and a second request.
 */
type Answers = Readonly<Record<string, unknown>>;

/** `mounted`: the screen's first render has been committed, so its answers have been used. */
const AnswersContext = createContext<{ answers: Answers; mounted?: RefObject<boolean> }>({
  answers: {},
});

/**
 * How long the server's answer counts as a fresh read when the screen first mounts. The page's own
 * request made it moments ago: reading it again at once would only double the work.
 */
const SERVER_ANSWER_FRESH_MS = 10_000;

export function ServerAnswers({
  answers,
  children,
}: {
  answers: Answers;
  children: React.ReactNode;
}) {
  const mounted = useRef(false);
  // Runs after the screen's own queries subscribed (a parent's effects run after its children's).
  useEffect(() => {
    mounted.current = true;
  }, []);
  return <AnswersContext.Provider value={{ answers, mounted }}>{children}</AnswersContext.Provider>;
}

/**
 * Query options for a read the server may have answered already: `answer(url)` gives its answer as
 * the initial data, fresh for a few seconds at the screen's first mount (then `staleTime`, the
 * query's own), or nothing when it did not (another page, a filter the server did not read, a
 * person the API would refuse), so the query fetches as it always did. A list mounted again later
 * (a view left and come back to) reads again as any query does: a lead sent meanwhile shows.
 */
export function useServerAnswers() {
  const { answers, mounted } = useContext(AnswersContext);
  return <T,>(url: string, staleTime = 0) => {
    if (!Object.hasOwn(answers, url)) return {};
    return {
      initialData: answers[url] as T,
      // dataUpdateCount is 0 until the first fetch: the data is still the server's.
      staleTime: (q: { state: { dataUpdateCount: number } }) =>
        q.state.dataUpdateCount === 0 && !mounted?.current
          ? Math.max(SERVER_ANSWER_FRESH_MS, staleTime)
          : staleTime,
    };
  };
}
