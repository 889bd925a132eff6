"use client";
import { createContext, useContext } from "react";

/**
 * What the server read while rendering a screen, by the API URL the screen fetches it from, so the
 * HTML holds the first rows instead of a skeleton waiting for the scripts and a second request.
 */
type Answers = Readonly<Record<string, unknown>>;

const AnswersContext = createContext<Answers>({});

/**
 * How long the server's answer counts as a fresh read. The page's own request made it moments ago:
 * reading it again as soon as the screen mounts would only double the work.
 */
const SERVER_ANSWER_FRESH_MS = 10_000;

export function ServerAnswers({
  answers,
  children,
}: {
  answers: Answers;
  children: React.ReactNode;
}) {
  return <AnswersContext.Provider value={answers}>{children}</AnswersContext.Provider>;
}

/**
 * Query options for a read the server may have answered already: `answer(url)` gives its answer as
 * the initial data, fresh for a few seconds (then `staleTime`, the query's own), or nothing when it
 * did not (another page, a filter the server did not read, a person the API would refuse), so the
 * query fetches as it always did.
 */
export function useServerAnswers() {
  const answers = useContext(AnswersContext);
  return <T,>(url: string, staleTime = 0) => {
    if (!Object.hasOwn(answers, url)) return {};
    return {
      initialData: answers[url] as T,
      // dataUpdateCount is 0 until the first fetch: the data is still the server's.
      staleTime: (q: { state: { dataUpdateCount: number } }) =>
        q.state.dataUpdateCount === 0 ? Math.max(SERVER_ANSWER_FRESH_MS, staleTime) : staleTime,
    };
  };
}
