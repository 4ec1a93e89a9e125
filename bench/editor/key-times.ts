/** One keystroke's times in ms from its keydown (measured in the page, read by run.ts). */
export interface TKeyTimes {
  /** to the characters-used counter showing it */
  counter: number;
  /** to both the counter and the phone preview showing it */
  both: number;
}
