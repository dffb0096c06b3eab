export * from "./accounts";
export * from "./catalogue";
export * from "./cities";
export * from "./common";
export * from "./guide-input";
export * from "./guides";
export * from "./places";
export * from "./saves";
