// The one clock (issue 22): the only place that reads the machine's time for business decisions.
// The runtime's `now()` starts from it; tests replace `runtime.now` to stand at any instant. Lint
// (piboost/no-business-clock) refuses Date.now() and new Date() everywhere else in the packages.

/** The machine's current time. */
export const systemClock = (): Date => new Date();
