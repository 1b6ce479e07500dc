/** Polls `condition` every 10 ms; throws "<what> not reached" once `limitMs` have passed. */
export async function until(condition: () => boolean, what = "condition", limitMs = 20_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > limitMs) throw new Error(`${what} not reached`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
