/** The only reader of import.meta.env (DESIGN.md §2): everything else imports `env`. */
export const env = {
  /** development build: error pages show the error's own text to the developer */
  isDev: import.meta.env.DEV,
  mode: import.meta.env.MODE,
} as const;
