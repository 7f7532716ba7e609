/**
 * Whether the signed-in user has a resume, remembered for the page session. It lives here rather than in a
 * feature because two features meet on it (features do not import each other): the job cards read it to
 * show the upload hint, and the resume page forgets it after an upload or a delete.
 */
const answers = new Map<string, Promise<boolean>>();

/** One request per user per page session: every job card asks, the server is asked once. */
export function loadHasResume(userId: string, fetchAnswer: () => Promise<boolean>): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = fetchAnswer();
    answers.set(userId, answer);
  }
  return answer;
}

/** Forget the cached answer, e.g. after the resume page uploads or deletes one. */
export function invalidateHasResume(): void {
  answers.clear();
}
