export * from "./auth";
export * from "./cities";
export * from "./guides";
export * from "./places";
export * from "./rate-limits";
export * from "./saves";
export * from "./suggestions";
