/** The database engines the store runs on. */
export type Engine = "sqlite" | "postgres";
