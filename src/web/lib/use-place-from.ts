import { useLocation } from "react-router";
import { guidePageOrNull } from "./paths";

/**
 * The page a place link is on, when it is a guide's page or one of its categories: the link carries it, so the
 * place page drawn on the server has a Back that returns there before the app runs (decision 036).
 */
export const usePlaceFrom = () => guidePageOrNull(useLocation().pathname);
